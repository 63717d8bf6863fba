import { LOCATION_KEYS } from '@painpoint/contracts/constants';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGE_QUERY,
  matchLanguage,
  type Language,
} from '@painpoint/contracts/languages';
import { apiPaths } from '../src/lib/paths.ts';
import {
  KNOWLEDGE_BASE_CACHE_PREFIX,
  KNOWLEDGE_BASE_COMPLETE,
  knowledgeBaseCache,
} from '../src/lib/offline/protocol.ts';
import { inBatches } from './in-batches.ts';
import { oneRunPerLanguage } from './one-run.ts';

/**
 * The knowledge base kept for use without a network: every place's questions and diseases, every
 * condition's page and the tests-and-treatments list, in one cache per language and
 * knowledge-base version (the API's `content-version` header). A version is read only once its
 * cache holds all of it, and the older one of that language is deleted then, so an assessment
 * never mixes two versions' questions and diseases. Each language is kept once the visitor has
 * used it (decision 046): a switch without a network shows what is kept.
 */

/** The answers that are kept: immutable per knowledge-base version. */
const KEPT = [
  '/diagnosis/get-diagnosis-step/',
  '/diagnosis/get-diseases/',
  '/diagnosis/get-condition/',
  '/diagnosis/get-tests-and-treatments/',
];
export const isKnowledgeBase = (url: URL) => KEPT.some((p) => url.pathname.startsWith(p));

/** The language of a knowledge-base address (`?lang=`; none is the default language). */
export function languageOfAddress(url: URL): Language {
  const asked = url.searchParams.get(LANGUAGE_QUERY);
  return (asked && matchLanguage(asked)) || DEFAULT_LANGUAGE;
}

/** The complete cache's name in `lang`, if there is one. */
async function completeCache(lang: Language): Promise<string | undefined> {
  const prefix = knowledgeBaseCache(lang, '');
  for (const name of await caches.keys()) {
    if (!name.startsWith(prefix)) continue;
    if (await (await caches.open(name)).match(KNOWLEDGE_BASE_COMPLETE)) return name;
  }
  return undefined;
}

/**
 * A knowledge-base GET: from the complete copy when it has it, else from the network. The copy is
 * brought up to date by `refreshKnowledgeBase`, which each visit asks for, so a new version
 * replaces it whole.
 */
export async function fromKnowledgeBase(request: Request): Promise<Response> {
  const name = await completeCache(languageOfAddress(new URL(request.url)));
  // The answers vary by accept-encoding only, and a cached one is already decoded.
  const hit = name ? await (await caches.open(name)).match(request, { ignoreVary: true }) : undefined;
  return hit ?? fetch(request);
}

/** Brings the copy in `lang` up to date with the server's version; one run at a time per language. */
export const refreshKnowledgeBase = oneRunPerLanguage(fill);

/** Whether a cache is an older copy of `lang`'s, or of no language (named before there were several). */
function isStale(cache: string, lang: Language, current: string): boolean {
  if (!cache.startsWith(KNOWLEDGE_BASE_CACHE_PREFIX) || cache === current) return false;
  const owner = LANGUAGE_CODES.find((code) => cache.startsWith(knowledgeBaseCache(code, '')));
  return owner === undefined || owner === lang;
}

async function fill(lang: Language): Promise<void> {
  // Revalidated (a 304 when nothing changed), so the browser's HTTP cache cannot answer with an
  // older version than the server's.
  const get = (url: string) => fetch(url, { cache: 'no-cache' });
  const probeUrl = apiPaths.steps(LOCATION_KEYS[0], lang);
  const probe = await get(probeUrl);
  const version = probe.headers.get('content-version');
  if (!probe.ok || !version) return;
  const name = knowledgeBaseCache(lang, version);
  if ((await completeCache(lang)) !== name) {
    const cache = await caches.open(name);
    const keep = async (url: string, answer?: Response): Promise<Response> => {
      const res = answer ?? (await get(url));
      // A failure, or a new version published while filling: this run stops, the next visit retries.
      if (!res.ok || res.headers.get('content-version') !== version) throw new Error(`knowledge base: ${url} failed`);
      await cache.put(url, res.clone());
      return res;
    };
    await keep(probeUrl, probe);
    const perPlace = await inBatches(LOCATION_KEYS, async (place) => {
      if (place !== LOCATION_KEYS[0]) await keep(apiPaths.steps(place, lang));
      const diseases = (await (await keep(apiPaths.diseases(place, lang))).json()) as { disease_short_name: string }[];
      return diseases.map((d) => d.disease_short_name);
    });
    await keep(apiPaths.testsAndTreatments(lang));
    await inBatches([...new Set(perPlace.flat())], (disease) => keep(apiPaths.condition(disease, lang)));
    await cache.put(KNOWLEDGE_BASE_COMPLETE, new Response(version));
  }
  for (const other of await caches.keys()) {
    if (isStale(other, lang, name)) await caches.delete(other);
  }
}
