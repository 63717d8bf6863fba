import { LANGUAGE_CODES, LANGUAGE_QUERY, type Language } from '@painpoint/contracts/languages';
import {
  knowledgeBaseCache,
  LANGUAGE_CACHE_PREFIX,
  LANGUAGE_COMPLETE,
  languageCache,
  type LanguageFiles,
} from '../src/lib/offline/protocol.ts';
import { inBatches } from './in-batches.ts';
import { oneRunPerLanguage } from './one-run.ts';

/**
 * What only one language loads — its pages, as `<route>?lang=<code>`, and its string catalogues'
 * chunks — kept only for the languages the visitor uses (decision 046), so a first visit does not
 * download every language's in the background, and each language added costs only those who read
 * it. A language is kept when the worker installs if it is already kept (an update) or is the one
 * the visitor most likely reads, and when a page asks (each visit, and after a switch).
 *
 * Each language's files are in one cache named by their list's version (the build hashes the
 * list): a new build fills new caches while installing, as Workbox fills its precache, and
 * deletes the others once it takes over; a build that does not change a language's files keeps
 * its cache.
 */

/** Each language's list, written in by the build (scripts/build-service-worker.ts). */
declare const __LANGUAGE_FILES__: Record<Language, LanguageFiles>;
/** Named once: the build writes the list in wherever its name appears. */
const FILES = __LANGUAGE_FILES__;

/** This build's cache of `lang`'s files. */
const cacheOf = (lang: Language) => languageCache(lang, FILES[lang].version);

/** A page's copy in a language, as the build lists it. */
export const pageIn = (route: string, lang: Language) => `${route}?${LANGUAGE_QUERY}=${lang}`;

/** The languages each file is listed in (a language without a catalogue loads the default's). */
const listedIn = new Map<string, Language[]>();
for (const lang of LANGUAGE_CODES) {
  for (const { url } of FILES[lang].entries) listedIn.set(url, [...(listedIn.get(url) ?? []), lang]);
}

/** A catalogue's chunk (a page's address is a navigation, answered with cachedPage in sw.ts). */
export const isLanguageChunk = (url: URL) => url.search === '' && listedIn.has(url.pathname);

/** A catalogue's chunk: from a language's copy when one has it, else from the network. */
export async function fromLanguageFiles(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  for (const lang of listedIn.get(pathname) ?? []) {
    // `cacheName` only reads: a language not kept gets no cache made for it.
    const hit = await caches.match(pathname, { cacheName: cacheOf(lang) });
    if (hit) return hit;
  }
  return fetch(request);
}

/** The copy of a route's page in `lang`, if that language is kept. */
export const keptPage = (route: string, lang: Language): Promise<Response | undefined> =>
  caches.match(pageIn(route, lang), { cacheName: cacheOf(lang) });

/** Replaces the copy of a route's page in `lang` with `page` (as the server sends it now), if it is listed. */
export async function keepPage(route: string, lang: Language, page: Response): Promise<void> {
  const url = pageIn(route, lang);
  if (!listedIn.get(url)?.includes(lang)) return;
  await (await caches.open(cacheOf(lang))).put(url, page);
}

/** Keeps every file of `lang` in this build's cache of it; one run at a time per language. */
export const keepLanguage = oneRunPerLanguage(fill);

async function fill(lang: Language): Promise<void> {
  const { version, entries } = FILES[lang];
  const cache = await caches.open(cacheOf(lang));
  if (await cache.match(LANGUAGE_COMPLETE)) return;
  // What an earlier run or keepPage already kept is of this build: only the rest is fetched.
  await inBatches(entries, async ({ url, revision }) => {
    if (await cache.match(url)) return;
    // A page is revalidated (the server's copy, settings and all); a hashed name never changes.
    const res = await fetch(url, revision === null ? {} : { cache: 'no-cache' });
    // A failure stops this run; the next visit, or the next install, tries again.
    if (!res.ok || res.redirected) throw new Error(`language files: ${url} failed (${res.status})`);
    await cache.put(url, res);
  });
  await cache.put(LANGUAGE_COMPLETE, new Response(version));
}

/**
 * The languages the visitor used on this device: those it keeps files or a knowledge base for, in
 * this build or an earlier one (a worker from before this split kept only the knowledge base per
 * language).
 */
async function languagesKept(): Promise<Language[]> {
  const names = await caches.keys();
  const prefixes = (lang: Language) => [languageCache(lang, ''), knowledgeBaseCache(lang, '')];
  return LANGUAGE_CODES.filter((lang) => names.some((name) => prefixes(lang).some((p) => name.startsWith(p))));
}

/**
 * For a worker installing: keeps, in this build's version, every language kept so far (so an
 * update replaces them whole before it takes over) and `likely`, the visitor's most likely one
 * (so a first visit works offline as soon as the worker controls it). A failure fails the install,
 * as a precache failure does, and the browser tries again later.
 */
export async function keepLanguagesAtInstall(likely: Language): Promise<void> {
  const languages = new Set([...(await languagesKept()), likely]);
  await Promise.all([...languages].map(keepLanguage));
}

/** Once this worker has taken over: the caches of other builds' language files go. */
export async function deleteOtherBuilds(): Promise<void> {
  const current = new Set(LANGUAGE_CODES.map(cacheOf));
  for (const name of await caches.keys()) {
    if (name.startsWith(LANGUAGE_CACHE_PREFIX) && !current.has(name)) await caches.delete(name);
  }
}
