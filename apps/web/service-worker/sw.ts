/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import {
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGE_QUERY,
  resolveLanguage,
  type Language,
} from '@painpoint/contracts/languages';
import {
  CACHE_KNOWLEDGE_BASE,
  LANGUAGE_SETTING,
  LOGOUT_ENDED,
  LOGOUT_PENDING,
  SEND_KEPT_MESSAGES,
  SETTINGS_CACHE,
  SHELL_ROUTE,
  SKIP_WAITING,
  type WorkerMessage,
} from '../src/lib/offline/protocol.ts';
import { fromKnowledgeBase, isKnowledgeBase, refreshKnowledgeBase } from './knowledge-base.ts';
import {
  deleteOtherBuilds,
  fromLanguageFiles,
  isLanguageChunk,
  keepLanguage,
  keepLanguagesAtInstall,
  keepPage as keepPageIn,
  keptPage,
} from './language-files.ts';
import {
  finishPendingLogout,
  keepLogoutPending,
  knownNone,
  loginAfterLogout,
  logoutPending,
  refreshUnlessLoggedOut,
} from './pending-logout.ts';
import { sendKept, sendKeptWhenAsked } from './send-kept-messages.ts';
import { apiPaths } from '../src/lib/paths.ts';

/**
 * PainPoint's service worker (docs/decisions/041): the site keeps working without a network after
 * one visit. Built by scripts/build-service-worker.ts, which fills in its lists.
 *
 * - Pages: from the network, falling back after a short wait (or at once when offline) to the copy
 *   of that route as the server sent it (the drawn pages, with the operator's settings and their
 *   CSP), else to the app shell; in the visitor's language (decision 046).
 * - Scripts, stylesheets, icons, the manifest that every language loads: precached at install,
 *   served from the cache.
 * - What only one language loads, its pages (as `<route>?lang=<code>`) and its strings' chunks:
 *   one cache per language and build (language-files.ts). Installing keeps the visitor's likely
 *   language, and updates those kept; once a page has loaded, the one it shows and then every
 *   other (decision 119), so a switch works offline.
 * - The knowledge base: one copy per version (knowledge-base.ts).
 * - Everything else (accounts, contact, sign-in, site settings, videos): never touched, so never
 *   cached.
 * - Contact messages written offline (docs/decisions/044): sent by Background Sync where the
 *   browser has it, and whenever a page asks (each load, and back online), tried again a few times
 *   in the seconds after when the network is still coming back (decision 152).
 * - A logout that has not reached the server (decision 107, pending-logout.ts): kept, sent by
 *   Background Sync and before any request of the site; meanwhile no refresh gets through.
 */
declare const self: ServiceWorkerGlobalScope;
/** Background Sync's event (Chromium): not in TypeScript's worker types. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
/** The precache list, written in by the build. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

/** How long a page may take from the network before the copy is shown instead. */
const NAVIGATION_WAIT_MS = 4000;

/** Paths the API owns: never answered with a page (as in the server's web.ts). */
const API_PATHS = [/^\/api\//, /^\/user\//, /^\/diagnosis\//, /^\/docs(\/|$)/];

/** `/about-us/` and `/about-us` are the same page. */
const routeOf = (url: URL) => (url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname);

/** The language the pages were last shown in (the page tells the worker), if it has said. */
async function shownLanguage(): Promise<string | undefined> {
  const kept = await (await caches.open(SETTINGS_CACHE)).match(LANGUAGE_SETTING);
  return kept ? await kept.text() : undefined;
}

async function keepShownLanguage(lang: Language): Promise<void> {
  await (await caches.open(SETTINGS_CACHE)).put(LANGUAGE_SETTING, new Response(lang));
}

/**
 * The copy of a page for an address without a network: in the language the server would have
 * chosen (the address's, else the one the pages were last shown in — the visitor's choice or their
 * browser's — else the browser's languages); if that language is not kept (never used on this
 * device), in one that is, rather than no page at all.
 */
async function cachedPage(url: URL): Promise<Response> {
  const lang = resolveLanguage({
    query: url.searchParams.get(LANGUAGE_QUERY),
    cookie: await shownLanguage(),
    accepted: self.navigator.languages,
  });
  for (const kept of new Set([lang, ...LANGUAGE_CODES])) {
    const page = (await keptPage(routeOf(url), kept)) ?? (await keptPage(SHELL_ROUTE, kept));
    if (page) return page;
  }
  return Response.error();
}

/**
 * Keeps the copy of a page as the server now sends it (its settings may have changed), as the copy
 * of the language it is in.
 */
async function keepPage(url: URL, page: Response): Promise<void> {
  const lang = page.headers.get('content-language');
  if (!lang || !isLanguage(lang) || page.status !== 200 || page.redirected) return;
  await keepPageIn(routeOf(url), lang, page);
}

/**
 * The language a worker installing keeps with the rest: the one the pages were last shown in,
 * else as the server chose an open page's (its address's `?lang=`, else the browser's languages;
 * the worker cannot read the cookie). Any other is kept when a page asks.
 */
async function likelyLanguage(): Promise<Language> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return resolveLanguage({
    query: windows.map((w) => new URL(w.url).searchParams.get(LANGUAGE_QUERY)).find((q) => q !== null),
    cookie: await shownLanguage(),
    accepted: self.navigator.languages,
  });
}

async function navigate({ request, url, event }: { request: Request; url: URL; event: ExtendableEvent }) {
  const network = fetch(request);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), NAVIGATION_WAIT_MS);
  });
  try {
    const page = await Promise.race([network, late]);
    if (page === 'late') return await cachedPage(url);
    event.waitUntil(keepPage(url, page.clone()));
    return page;
  } catch {
    return await cachedPage(url);
  } finally {
    clearTimeout(timer);
  }
}

// Before Workbox's routes (none of which answers these POSTs): a pending logout goes first, and
// holds back the refresh and the login (decision 107).
self.addEventListener('fetch', (event) => {
  if (knownNone()) return;
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === apiPaths.account.refresh)
    event.respondWith(refreshUnlessLoggedOut(request));
  else if (request.method === 'POST' && url.pathname === apiPaths.account.login)
    event.respondWith(loginAfterLogout(request));
  else if (url.pathname !== apiPaths.account.logout) event.waitUntil(finishPendingLogout());
});
// Read now, so that a worker started for a page's request usually knows by the next one.
void logoutPending();

// First, so a page's navigation is not answered by the precache route below (cache first).
registerRoute(new NavigationRoute(navigate, { denylist: API_PATHS }));
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isKnowledgeBase(url),
  ({ request }) => fromKnowledgeBase(request),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isLanguageChunk(url),
  ({ request }) => fromLanguageFiles(request),
);
precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();
// Beside Workbox's precache: the install ends once both are kept.
self.addEventListener('install', (event) => event.waitUntil(likelyLanguage().then(keepLanguagesAtInstall)));

// A new worker waits until the visitor chooses to reload (the page offers it), never mid-assessment;
// the first one takes charge of the open page at once, so that visit already works offline.
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([self.clients.claim(), deleteOtherBuilds()])));

// The browser is online again (it judges): send the kept messages. A run that meets no network
// fails, and the browser tries again later.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === LOGOUT_PENDING) {
    sync.waitUntil(
      finishPendingLogout().then((ended) => {
        if (!ended) throw new Error('PainPoint: the logout waits for the network');
      }),
    );
  }
  if (sync.tag !== SEND_KEPT_MESSAGES) return;
  sync.waitUntil(
    sendKept().then((outcome) => {
      if (outcome === 'later') throw new Error('PainPoint: kept messages wait for the network');
    }),
  );
});

/**
 * Keeps a language for use offline: its pages and strings first (a few dozen files: the pages
 * work offline in it sooner, and a complete knowledge base means they are kept too), then its
 * knowledge base brought up to date. A failure is logged; the next visit tries again.
 */
async function keepForOffline(lang: Language): Promise<void> {
  try {
    await keepLanguage(lang);
  } catch (e) {
    console.warn('PainPoint could not keep its pages in this language for use offline', e);
  }
  try {
    await refreshKnowledgeBase(lang);
  } catch (e) {
    // Kept as it was.
    console.warn('PainPoint could not update its offline copy of the knowledge base', e);
  }
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined;
  if (message?.type === SKIP_WAITING) void self.skipWaiting();
  if (message?.type === CACHE_KNOWLEDGE_BASE && isLanguage(message.language)) {
    const { language } = message;
    event.waitUntil(
      Promise.all([
        keepShownLanguage(language),
        // The language shown first, then every other one (decision 119): a person who goes offline
        // can still switch, whichever language they loaded the site in.
        [language, ...LANGUAGE_CODES.filter((other) => other !== language)].reduce(
          (before, lang) => before.then(() => keepForOffline(lang)),
          Promise.resolve(),
        ),
      ]),
    );
  }
  if (message?.type === LOGOUT_PENDING || message?.type === LOGOUT_ENDED)
    event.waitUntil(keepLogoutPending(message.type === LOGOUT_PENDING));
  if (message?.type === SEND_KEPT_MESSAGES) {
    event.waitUntil(
      sendKeptWhenAsked().catch((e: unknown) => {
        // Kept; the next load, the next time online or Background Sync tries again.
        console.warn('PainPoint could not send the messages kept on this device', e);
      }),
    );
  }
});
