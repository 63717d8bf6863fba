import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WEB_ROUTES } from '../../../packages/contracts/src/routes.ts';
import { PAGES_DIR, pageFile } from '../../../packages/contracts/src/site-markers.ts';
import { catalogueChunks, precacheLists } from './build-service-worker.ts';

/**
 * The service worker's lists (decision 046): what every language loads is precached at install;
 * what only one language loads (its pages and its catalogues' chunks) is kept for the languages in
 * use. Split here from a made-up build shaped like Vite's.
 */

/** A build's manifest as Vite writes it, with the cases that matter. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_shared-b2.js'] },
  '_shared-b2.js': { file: 'assets/shared-b2.js', imports: ['_assessment-en-c3.js'] },
  // The shell's strings, loaded in the language shown.
  'src/locales/en.ts': { file: 'assets/en-d4.js', isDynamicEntry: true },
  'src/locales/hi.ts': { file: 'assets/hi-e5.js', isDynamicEntry: true },
  // English assessment strings are also imported by the app's helpers: every language loads them.
  '_assessment-en-c3.js': { file: 'assets/assessment-en-c3.js' },
  'src/locales/assessment-hi.ts': { file: 'assets/assessment-hi-f6.js', isDynamicEntry: true },
  // A catalogue's own imports are shared code.
  'src/locales/account-en.ts': { file: 'assets/account-en-g7.js', isDynamicEntry: true, imports: ['_text-h8.js'] },
  'src/locales/account-hi.ts': { file: 'assets/account-hi-i9.js', isDynamicEntry: true },
  '_text-h8.js': { file: 'assets/text-h8.js' },
  // A namespace not translated yet: Hindi shows it in English.
  'src/features/about/about-en.ts': { file: 'assets/about-en-j0.js', isDynamicEntry: true },
  // A route that only sounds like a language.
  'src/app/routes/then.ts': { file: 'assets/then-k1.js', isDynamicEntry: true },
};

describe('catalogueChunks', () => {
  it('lists the chunks only that language loads, with the English of what it lacks', () => {
    expect(catalogueChunks(MANIFEST, 'en')).toEqual([
      'assets/about-en-j0.js',
      'assets/account-en-g7.js',
      'assets/en-d4.js',
    ]);
    expect(catalogueChunks(MANIFEST, 'hi')).toEqual([
      'assets/about-en-j0.js',
      'assets/account-hi-i9.js',
      'assets/assessment-hi-f6.js',
      'assets/hi-e5.js',
    ]);
  });

  it('leaves out a catalogue that some chunk imports as it loads: every language needs it', () => {
    const manifest = {
      ...MANIFEST,
      'index.html': { file: 'assets/index-a1.js', imports: ['_shared-b2.js', 'src/locales/account-hi.ts'] },
    };
    expect(catalogueChunks(manifest, 'hi')).not.toContain('assets/account-hi-i9.js');
  });
});

describe('precacheLists', () => {
  let dist: string;
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  /** A built `dist` with the manifest above, each chunk, and every route's page in both languages. */
  function fakeDist(pageText: (lang: string, route: string) => string = (lang, route) => `${lang} ${route}`) {
    dist = mkdtempSync(join(tmpdir(), 'painpoint-sw-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    for (const { file } of Object.values(MANIFEST)) {
      writeFileSync(join(dist, file), `// ${file}`);
      writeFileSync(join(dist, `${file}.br`), 'compressed');
    }
    writeFileSync(join(dist, 'theme-init.js'), '// theme');
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    for (const lang of ['en', 'hi']) {
      mkdirSync(join(dist, PAGES_DIR, lang), { recursive: true });
      for (const route of WEB_ROUTES) {
        const page =
          route === '/steps-by-location'
            ? '<div id="root" data-drawn="/steps-by-location"></div>'
            : pageText(lang, route);
        writeFileSync(join(dist, PAGES_DIR, lang, pageFile(route)), page);
      }
    }
    return dist;
  }

  it('precaches the shared files and lists each language’s pages and chunks apart', () => {
    const { shared, languages } = precacheLists(fakeDist());
    const sharedUrls = shared.map((e) => e.url);
    expect(sharedUrls).toEqual(
      expect.arrayContaining(['/assets/index-a1.js', '/assets/assessment-en-c3.js', '/assets/text-h8.js']),
    );
    expect(sharedUrls).toContain('/theme-init.js');
    expect(
      sharedUrls.filter((u) => /-(en|hi)-|\?lang=|\.br$|index\.html/.test(u) && !u.includes('assessment-en')),
    ).toEqual([]);

    const hindi = languages.hi.entries.map((e) => e.url);
    expect(hindi).toEqual(
      expect.arrayContaining(['/assets/hi-e5.js', '/assets/assessment-hi-f6.js', '/about-us?lang=hi', '/?lang=hi']),
    );
    expect(hindi.filter((u) => u.includes('?'))).toHaveLength(WEB_ROUTES.length);
    expect(hindi.filter((u) => u.includes('lang=en') || u === '/assets/en-d4.js')).toEqual([]);
    // Pages by their content; hashed chunks by their name.
    expect(languages.hi.entries.find((e) => e.url === '/?lang=hi')?.revision).toMatch(/^[0-9a-f]{16}$/);
    expect(languages.hi.entries.find((e) => e.url === '/assets/hi-e5.js')?.revision).toBeNull();
  });

  it('refuses a shell page that does not say which route it was drawn for', () => {
    const built = fakeDist();
    // Served offline for other addresses, such a page would be taken over as theirs (main.tsx).
    writeFileSync(join(built, PAGES_DIR, 'en', pageFile('/steps-by-location')), '<div id="root"><h1>Q</h1></div>');
    expect(() => precacheLists(built)).toThrow(/does not say which route it was drawn for/);
  });

  it('gives a language a new version only when its own files change', () => {
    const before = precacheLists(fakeDist()).languages;
    rmSync(dist, { recursive: true, force: true });
    const after = precacheLists(
      fakeDist((lang, route) => (lang === 'hi' ? `नया ${route}` : `${lang} ${route}`)),
    ).languages;
    expect(after.en.version).toBe(before.en.version);
    expect(after.hi.version).not.toBe(before.hi.version);
  });
});
