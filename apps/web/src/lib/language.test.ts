import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueFiles } from './i18n.ts';

/** Fresh copies of the strings and the language modules: English active, nothing chosen. */
async function fresh() {
  vi.resetModules();
  return { i18n: await import('./i18n.ts'), language: await import('./language.ts') };
}

/** The about page's catalogues: English loads; Hindi loads only when `hindi` is true. */
const about = (hindi: boolean): CatalogueFiles => ({
  './about-en.ts': () => Promise.resolve({ aboutEn: { title: 'About PainPoint' } }),
  './about-hi.ts': () =>
    hindi
      ? Promise.resolve({ aboutHi: { title: 'PainPoint के बारे में' } })
      : Promise.reject(new TypeError('Failed to fetch')),
});

describe('chooseLanguage (decision 046)', () => {
  afterEach(() => {
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('changes the page, then remembers the choice and tells the hooks', async () => {
    const { i18n, language } = await fresh();
    i18n.loadCatalogue('about', about(true));
    await i18n.stringsReady();
    const chosen = vi.fn();
    language.afterLanguageChosen(chosen);
    await language.chooseLanguage('hi');
    expect(i18n.getLanguage()).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
    expect(chosen).toHaveBeenCalledWith('hi');
  });

  it('remembers nothing when the strings cannot load (offline, a language never kept)', async () => {
    const { i18n, language } = await fresh();
    i18n.loadCatalogue('about', about(false));
    await i18n.stringsReady();
    const chosen = vi.fn();
    language.afterLanguageChosen(chosen);
    await expect(language.chooseLanguage('hi')).rejects.toThrow('Failed to fetch');
    expect(i18n.getLanguage()).toBe('en');
    // Else the next page opened would start in Hindi, whose strings are not on the device.
    expect(document.cookie).not.toContain('lang=hi');
    expect(chosen).not.toHaveBeenCalled();
  });
});

describe('startLanguage (decision 046)', () => {
  afterEach(() => {
    document.cookie = 'lang=; Path=/; Max-Age=0';
    window.history.replaceState(null, '', '/');
  });

  it('starts in the language the address asks for, and remembers it', async () => {
    const { i18n, language } = await fresh();
    i18n.loadCatalogue('about', about(true));
    window.history.replaceState(null, '', '/about-us?lang=hi');
    await language.startLanguage(false);
    expect(i18n.getLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
  });

  it('starts in a language whose strings are here when the one asked for cannot load', async () => {
    const { i18n, language } = await fresh();
    i18n.loadCatalogue('about', about(false));
    window.history.replaceState(null, '', '/about-us?lang=hi');
    await language.startLanguage(false);
    expect(i18n.getLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).not.toContain('lang=hi');
    // Nor does the step after the first render throw.
    await expect(language.followWantedLanguage()).resolves.toBeUndefined();
  });
});
