import { LOCATION_KEYS } from '@painpoint/contracts/constants';
import { apiPaths } from '../src/lib/paths.ts';
import { KNOWLEDGE_BASE_CACHE_PREFIX, KNOWLEDGE_BASE_COMPLETE } from '../src/lib/offline/protocol.ts';

/**
 * The knowledge base kept for use without a network: every place's questions and diseases, every
 * condition's page and the tests-and-treatments list, in one cache per knowledge-base version
 * (the API's `content-version` header). A version is read only once its cache holds all of it, and
 * the older one is deleted then, so an assessment never mixes two versions' questions and diseases.
 */

/** The answers that are kept: immutable per knowledge-base version. */
const KEPT = [
  '/diagnosis/get-diagnosis-step/',
  '/diagnosis/get-diseases/',
  '/diagnosis/get-condition/',
  '/diagnosis/get-tests-and-treatments/',
];
export const isKnowledgeBase = (url: URL) => KEPT.some((p) => url.pathname.startsWith(p));

/** How many answers are fetched at once while filling (the server sends each from memory). */
const AT_ONCE = 4;

/** The complete cache's name, if there is one. */
async function completeCache(): Promise<string | undefined> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(KNOWLEDGE_BASE_CACHE_PREFIX)) continue;
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
  const name = await completeCache();
  // The answers vary by accept-encoding only, and a cached one is already decoded.
  const hit = name ? await (await caches.open(name)).match(request, { ignoreVary: true }) : undefined;
  return hit ?? fetch(request);
}

let filling: Promise<void> | undefined;

/** Brings the copy up to date with the server's version; one run at a time. */
export function refreshKnowledgeBase(): Promise<void> {
  filling ??= fill().finally(() => {
    filling = undefined;
  });
  return filling;
}

/** Runs `task` over `items`, `AT_ONCE` at a time; the results in order. */
async function inBatches<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += AT_ONCE)
    out.push(...(await Promise.all(items.slice(i, i + AT_ONCE).map(task))));
  return out;
}

async function fill(): Promise<void> {
  // Revalidated (a 304 when nothing changed), so the browser's HTTP cache cannot answer with an
  // older version than the server's.
  const get = (url: string) => fetch(url, { cache: 'no-cache' });
  const probeUrl = apiPaths.steps(LOCATION_KEYS[0]);
  const probe = await get(probeUrl);
  const version = probe.headers.get('content-version');
  if (!probe.ok || !version) return;
  const name = KNOWLEDGE_BASE_CACHE_PREFIX + version;
  if ((await completeCache()) !== name) {
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
      if (place !== LOCATION_KEYS[0]) await keep(apiPaths.steps(place));
      const diseases = (await (await keep(apiPaths.diseases(place))).json()) as { disease_short_name: string }[];
      return diseases.map((d) => d.disease_short_name);
    });
    await keep(apiPaths.testsAndTreatments);
    await inBatches([...new Set(perPlace.flat())], (disease) => keep(apiPaths.condition(disease)));
    await cache.put(KNOWLEDGE_BASE_COMPLETE, new Response(version));
  }
  for (const other of await caches.keys()) {
    if (other.startsWith(KNOWLEDGE_BASE_CACHE_PREFIX) && other !== name) await caches.delete(other);
  }
}
