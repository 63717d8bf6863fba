import { describe, expect, it, vi } from 'vitest';
import type { CatalogueFiles } from './i18n.ts';

/** A fresh copy of the module: no catalogue loaded, English active. */
async function fresh() {
  vi.resetModules();
  return import('./i18n.ts');
}

/** A namespace's files as import.meta.glob lists them, each loaded when asked (and counted). */
function files(modules: Record<string, Record<string, unknown>>) {
  const loads: string[] = [];
  const out: CatalogueFiles = {};
  for (const [path, module] of Object.entries(modules)) {
    out[path] = () => {
      loads.push(path);
      return Promise.resolve(module);
    };
  }
  return { files: out, loads };
}

describe('catalogues per language (decision 046)', () => {
  it('loads only the active language of a page namespace, then the other one on a switch', async () => {
    const about = files({
      './about-en.ts': { aboutEn: { title: 'About PainPoint' } },
      './about-hi.ts': { aboutHi: { title: 'PainPoint के बारे में' } },
      // Not a language of the site: never loaded.
      './about-fr.ts': { aboutFr: { title: 'À propos' } },
    });
    const { getLanguage, loadCatalogue, setLanguage, stringsReady, subscribeLanguage, translator } = await fresh();
    loadCatalogue('about', about.files);
    await stringsReady();
    expect(about.loads).toEqual(['./about-en.ts']);
    expect(translator('about')('title')).toBe('About PainPoint');

    const changed = vi.fn();
    const unsubscribe = subscribeLanguage(changed);
    await setLanguage('hi');
    unsubscribe();
    expect(getLanguage()).toBe('hi');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(about.loads).toEqual(['./about-en.ts', './about-hi.ts']);
    expect(translator('about')('title')).toBe('PainPoint के बारे में');
    // Each language keeps its own translate function, so what was worked out with one is redone.
    expect(translator('about', 'en')('title')).toBe('About PainPoint');
    expect(translator('about', 'hi')).not.toBe(translator('about', 'en'));
    expect(translator('about', 'hi')).toBe(translator('about'));

    // Back: nothing is loaded again.
    await setLanguage('en');
    expect(about.loads).toHaveLength(2);
    expect(translator('about')('title')).toBe('About PainPoint');
  });

  it('loads a page opened during a switch in the language switched to', async () => {
    const { getLanguage, loadCatalogue, setLanguage, stringsReady, translator } = await fresh();
    const legal = files({
      './legal-en.ts': { legalEn: { cookies: { title: 'Cookie Policy' } } },
      './legal-hi.ts': { legalHi: { cookies: { title: 'कुकी नीति' } } },
    });
    const switching = setLanguage('hi');
    loadCatalogue('legal', legal.files);
    await switching;
    await stringsReady();
    expect(getLanguage()).toBe('hi');
    expect(legal.loads).toContain('./legal-hi.ts');
    expect(translator('legal')('cookies.title')).toBe('कुकी नीति');
  });

  it('shows the default language where a language has no file for a namespace yet', async () => {
    const { loadCatalogue, setLanguage, stringsReady, translator } = await fresh();
    const account = files({ './account-en.ts': { accountEn: { close: 'Close' } } });
    loadCatalogue('account', account.files);
    await setLanguage('hi');
    await stringsReady();
    expect(translator('account')('close')).toBe('Close');
  });

  it('lets a later switch overtake an earlier one still loading', async () => {
    const { getLanguage, loadCatalogue, setLanguage, stringsReady } = await fresh();
    let release: () => void = () => undefined;
    const slow = new Promise<Record<string, unknown>>((resolve) => {
      release = () => resolve({ assessmentHi: { location: { title: 'दर्द कहाँ है?' } } });
    });
    loadCatalogue('assessment', {
      './assessment-en.ts': () => Promise.resolve({ assessmentEn: { location: { title: 'Where does it hurt?' } } }),
      './assessment-hi.ts': () => slow,
    });
    await stringsReady();
    const toHindi = setLanguage('hi');
    await setLanguage('en');
    release();
    await toHindi;
    expect(getLanguage()).toBe('en');
  });

  it('fails the page that waits for a catalogue that cannot load, or a file without its export', async () => {
    const i18n = await fresh();
    i18n.loadCatalogue('about', { './about-en.ts': () => Promise.reject(new Error('offline')) });
    await expect(i18n.stringsReady()).rejects.toThrow('offline');
    // Nothing is left waiting: the next page is not held by this failure.
    await expect(i18n.stringsReady()).resolves.toBeUndefined();
    i18n.loadCatalogue('legal', { './legal-en.ts': () => Promise.resolve({ wrongName: {} }) });
    await expect(i18n.stringsReady()).rejects.toThrow('exports no legalEn');
  });

  it('leaves the page in its language, and the next page working, after a switch that cannot load', async () => {
    // Loaded in English, then offline: Hindi's strings were never kept on this device.
    const { getLanguage, loadCatalogue, setLanguage, stringsReady, translator } = await fresh();
    const offline = () => Promise.reject(new Error('offline'));
    loadCatalogue('about', {
      './about-en.ts': () => Promise.resolve({ aboutEn: { title: 'About' } }),
      './about-hi.ts': offline,
    });
    await stringsReady();
    await expect(setLanguage('hi')).rejects.toThrow('offline');
    expect(getLanguage()).toBe('en');
    // The next page (the pain check, opened by Start) loads its strings in English and shows.
    const assessment = files({
      './assessment-en.ts': { assessmentEn: { location: { title: 'Where does it hurt?' } } },
      './assessment-hi.ts': { assessmentHi: { location: { title: 'दर्द कहाँ है?' } } },
    });
    loadCatalogue('assessment', assessment.files);
    await expect(stringsReady()).resolves.toBeUndefined();
    expect(assessment.loads).toEqual(['./assessment-en.ts']);
    expect(translator('assessment')('location.title')).toBe('Where does it hurt?');
  });

  it('gives a page opened during a switch that fails the strings of the language shown', async () => {
    const { getLanguage, loadCatalogue, setLanguage, stringsReady, translator } = await fresh();
    let fail: () => void = () => undefined;
    const never = new Promise<Record<string, unknown>>((_, reject) => {
      fail = () => reject(new Error('offline'));
    });
    loadCatalogue('about', {
      './about-en.ts': () => Promise.resolve({ aboutEn: { title: 'About' } }),
      './about-hi.ts': () => never,
    });
    await stringsReady();
    const switching = setLanguage('hi');
    loadCatalogue('legal', {
      './legal-en.ts': () => Promise.resolve({ legalEn: { cookies: { title: 'Cookie Policy' } } }),
      './legal-hi.ts': () => never,
    });
    fail();
    await expect(switching).rejects.toThrow('offline');
    await expect(stringsReady()).resolves.toBeUndefined();
    expect(getLanguage()).toBe('en');
    expect(translator('legal')('cookies.title')).toBe('Cookie Policy');
  });
});
