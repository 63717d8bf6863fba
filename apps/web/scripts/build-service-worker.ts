// Writes dist/sw.js (docs/decisions/041): the service worker of service-worker/sw.ts, bundled with
// Workbox, and the lists of what it keeps. Run by the Vite build (vite.config.ts) after the pages
// are drawn (prerender-pages.ts), because the lists name them by their content.
//
// Two lists (decision 046, 2026-11-24). The files every language loads, precached by Workbox when
// the worker installs: the hashed scripts and stylesheets, named as they are, and the unhashed
// ones — theme-init.js, icons, the manifest — with a revision from their content. And, per
// language, what only that language loads, which the worker keeps only for the languages the
// visitor uses: its string catalogues' chunks, and the pages by their routes, not their files (the
// worker fetches each from the server, which fills in the operator's settings and sends the page's
// CSP, so the copy is the page as the server sends it) as `<route>?lang=<code>` (the query decides
// the server's language before any cookie, so each copy is the language it is listed as). Each
// language's list has a version, a hash of its entries, that names the cache it is kept in.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from 'vite';
import {
  SERVICE_WORKER_URL,
  SHELL_ROUTE,
  type LanguageFiles,
  type PrecacheEntry,
} from '../src/lib/offline/protocol.ts';
// Relative imports: this file is loaded with Vite's config, where the workspace's TypeScript
// packages cannot be imported by name.
import { WEB_ROUTES } from '../../../packages/contracts/src/routes.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_QUERY,
  type Language,
} from '../../../packages/contracts/src/languages.ts';
import { PAGES_DIR, pageFile } from '../../../packages/contracts/src/site-markers.ts';

/** Build output that is never fetched by a page as it is. */
const SKIPPED = [/^\.vite\//, /^\.pages\//, /\.(br|gz)$/, /^index\.html$/, /^robots\.txt$/, /^sw\.js$/];

const revision = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** The chunks of a Vite build, by source (`dist/.vite/manifest.json`; only what is used here). */
type BuildManifest = Record<string, { file: string; isDynamicEntry?: boolean; imports?: string[] }>;

/**
 * A string catalogue's source in `lang` (src/lib/i18n.ts): `<code>.ts` or `<namespace>-<code>.ts`,
 * as bench/bundle-size.ts reads them. Its stem (the path without the code) names the namespace.
 */
const catalogueStem = (source: string, lang: Language) =>
  new RegExp(`(^|[/-])${lang}\\.ts$`).test(source) ? source.slice(0, -`${lang}.ts`.length) : undefined;

/**
 * The chunks only `lang` loads: its catalogues, each a chunk of its own that a page imports
 * dynamically in the language it shows, plus the default language's catalogue of any namespace
 * `lang` has no file for (the page shows English then: src/lib/i18n.ts). A catalogue that some
 * chunk imports statically (the English assessment strings, whose helpers the app uses in every
 * language) is loaded by every language, so it is not listed; nor are the chunks a catalogue
 * imports.
 */
export function catalogueChunks(manifest: BuildManifest, lang: Language): string[] {
  const imported = new Set(Object.values(manifest).flatMap((chunk) => chunk.imports ?? []));
  const catalogues = (code: Language) =>
    new Map(
      Object.entries(manifest).flatMap(([source, chunk]) => {
        const stem = catalogueStem(source, code);
        return stem !== undefined && chunk.isDynamicEntry && !imported.has(source) ? [[stem, chunk.file] as const] : [];
      }),
    );
  const own = catalogues(lang);
  const fallback = [...catalogues(DEFAULT_LANGUAGE)].filter(([stem]) => !own.has(stem));
  return [...own.values(), ...fallback.map(([, file]) => file)].sort();
}

/** A list's version: what names the cache it is kept in, so a build that changes it starts a new one. */
const versionOf = (entries: PrecacheEntry[]) =>
  createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16);

export interface PrecacheLists {
  /** Precached by Workbox at install: the files every language loads. */
  shared: PrecacheEntry[];
  /** Kept per language, once the visitor uses it: its pages and its catalogues' chunks. */
  languages: Record<Language, LanguageFiles>;
}

/** What the worker keeps, from the client build in `dist`. */
export function precacheLists(dist: string): PrecacheLists {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  const chunksOf = new Map(LANGUAGE_CODES.map((lang) => [lang, catalogueChunks(manifest, lang)]));
  const perLanguage = new Set([...chunksOf.values()].flat());
  const shared = filesIn(dist)
    .filter((f) => !SKIPPED.some((re) => re.test(f)) && !perLanguage.has(f))
    .sort()
    .map((f) => ({ url: `/${f}`, revision: f.startsWith('assets/') ? null : revision(join(dist, f)) }));
  // Every route of the site has a page of its own, drawn whole or as its frame; the routes with
  // parameters (a set-password link) are served the shell route's, which says which route it was
  // drawn for, so the app draws its own page rather than take that one over (main.tsx).
  const pagesDir = join(dist, PAGES_DIR);
  const shell = join(pagesDir, DEFAULT_LANGUAGE, pageFile(SHELL_ROUTE));
  if (!readFileSync(shell, 'utf8').includes(`<div id="root" data-drawn="${SHELL_ROUTE}">`)) {
    throw new Error(`service worker: ${SHELL_ROUTE}'s page does not say which route it was drawn for`);
  }
  const languages = Object.fromEntries(
    LANGUAGE_CODES.map((lang) => {
      const pages = WEB_ROUTES.map((route) => {
        const file = join(pagesDir, lang, pageFile(route));
        if (!existsSync(file)) throw new Error(`service worker: no page for ${route} in ${PAGES_DIR}/${lang}`);
        return { url: `${route}?${LANGUAGE_QUERY}=${lang}`, revision: revision(file) };
      });
      const chunks = (chunksOf.get(lang) ?? []).map((f) => ({ url: `/${f}`, revision: null }));
      const entries = [...chunks, ...pages];
      return [lang, { version: versionOf(entries), entries }];
    }),
  ) as Record<Language, LanguageFiles>;
  return { shared, languages };
}

/** `web` is the web app's folder. */
export async function buildServiceWorker(web: string): Promise<void> {
  const dist = join(web, 'dist');
  const lists = precacheLists(dist);
  await build({
    root: web,
    configFile: false,
    logLevel: 'error',
    define: {
      __PRECACHE_MANIFEST__: JSON.stringify(lists.shared),
      __LANGUAGE_FILES__: JSON.stringify(lists.languages),
      // Workbox's own logging is for development builds.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      // A classic script: every browser with service workers runs one.
      lib: {
        entry: join(web, 'service-worker/sw.ts'),
        formats: ['iife'],
        name: 'painpointServiceWorker',
        fileName: () => SERVICE_WORKER_URL.slice(1),
      },
    },
  });
}
