import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCatalogue, interpolate, translator } from './i18n.ts';

/**
 * Replaces the test setup's console.error spy (scripts/fail-on-console-error.ts) with one this test
 * reads, so an expected report does not fail the test while an unexpected one still would.
 */
function expectReports() {
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('translator', () => {
  const t = translator('common');

  it('reads nested keys of the bundled catalogue', () => {
    expect(t('nav.home')).toBe('Home');
    expect(t('home.steps.where.title')).toBe('Show where it hurts');
  });

  it('fills {{placeholders}} and leaves unknown ones as written', () => {
    expect(interpolate('{{count}} shown of {{ total }}', { count: 3, total: 10 })).toBe('3 shown of 10');
    expect(interpolate('Hello {{name}}', {})).toBe('Hello {{name}}');
    expect(interpolate('{{a}}{{a}}', { a: 'x' })).toBe('xx');
  });

  it('reports a missing string, or a catalogue not yet loaded, as an error in development and tests', () => {
    const reports = expectReports();
    // The catalogue of `legal` is never added in this file.
    expect(translator('legal')('cookies.title')).toBe('cookies.title');
    expect(reports).toHaveBeenCalledTimes(1);
    expect(String(reports.mock.calls[0]?.[0])).toContain('legal:cookies.title');
    // A key the types allow but the catalogue lacks (a catalogue added in part), and a group asked
    // for as text, are missing strings too.
    addCatalogue('account', {});
    expect(translator('account')('close')).toBe('close');
    expect(t('nav' as 'nav.home')).toBe('nav');
    expect(t('nope' as 'home.steps', { returnObjects: true })).toBe('nope');
    expect(reports.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('legal:cookies.title'),
      expect.stringContaining('account:close'),
      expect.stringContaining('common:nav'),
      expect.stringContaining('common:nope'),
    ]);
  });

  it('falls back to the key, without a report, in production', () => {
    vi.stubEnv('PROD', true);
    vi.stubEnv('DEV', false);
    const reports = expectReports();
    expect(translator('legal')('cookies.title')).toBe('cookies.title');
    expect(t('nav' as 'nav.home')).toBe('nav');
    expect(reports).not.toHaveBeenCalled();
  });

  it('hands back lists and groups with returnObjects', () => {
    expect(t('home.steps', { returnObjects: true })).toMatchObject({ where: { title: 'Show where it hurts' } });
  });

  it('keeps the first catalogue added for a namespace', () => {
    addCatalogue('about', { title: 'About PainPoint' });
    addCatalogue('about', { title: 'Replaced' });
    expect(translator('about')('title')).toBe('About PainPoint');
  });
});
