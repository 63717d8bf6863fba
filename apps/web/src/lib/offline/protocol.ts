import type { Language } from '@painpoint/contracts/languages';
import type { paths } from '../paths.ts';

/**
 * What the page and the service worker (apps/web/service-worker/) agree on: the worker's address,
 * the messages between them, and the names of the knowledge base's caches (docs/decisions/041).
 * Free of DOM and worker types, so both sides import it, and of runtime imports, so the build
 * (scripts/build-service-worker.ts, loaded with vite.config.ts) can too.
 */

/** At the site's root, so it may control every page (no `Service-Worker-Allowed` header needed). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The route whose page is served offline for every address that has no page of its own (a
 * set-password link, an unknown path): its drawing says which route it is for, so the app draws the
 * address's own page instead of taking it over (main.tsx).
 */
export const SHELL_ROUTE = '/steps-by-location' satisfies (typeof paths)['steps'];

/** The page asks the waiting worker to take over (the visitor chose "Reload"). */
export const SKIP_WAITING = 'skip-waiting';
/**
 * The page asks the worker to keep its language for use without a network (at idle time, and after
 * a switch): that language's pages and strings, if it does not have them yet, then the knowledge
 * base's copy in it, brought up to date. The language is also the one the worker opens pages in
 * without a network (decision 046).
 */
export const CACHE_KNOWLEDGE_BASE = 'cache-knowledge-base';
/**
 * The page asks the worker to send the contact messages kept on the device (docs/decisions/044):
 * on each load and when the browser is back online. Also the tag of the Background Sync the page
 * registers for them where the browser has it.
 */
export const SEND_KEPT_MESSAGES = 'send-kept-messages';
/**
 * The page tells the worker that a logout has not reached the server yet (decision 107): the worker
 * keeps it, refuses to refresh the session meanwhile and sends the logout once it can. Also the tag
 * of the Background Sync the page registers for it.
 */
export const LOGOUT_PENDING = 'logout-pending';
/** The page tells the worker that no logout is pending any more (it reached the server, or a new login replaced the cookie). */
export const LOGOUT_ENDED = 'logout-ended';
export type WorkerMessage =
  | { type: typeof SKIP_WAITING | typeof SEND_KEPT_MESSAGES | typeof LOGOUT_PENDING | typeof LOGOUT_ENDED }
  | { type: typeof CACHE_KNOWLEDGE_BASE; language: Language };

/**
 * The Web Lock every refresh of the session is made under, by the pages and by the worker: a
 * refresh token works once, so two refreshes with the same cookie would end the session.
 */
export const REFRESH_LOCK = 'pp-refresh';

/** One cache per language and knowledge-base version: `painpoint-kb-<language>-<content-version>`. */
export const KNOWLEDGE_BASE_CACHE_PREFIX = 'painpoint-kb-';
export const knowledgeBaseCache = (lang: Language, version: string) =>
  `${KNOWLEDGE_BASE_CACHE_PREFIX}${lang}-${version}`;
/** A file the worker keeps, as Workbox's precache lists it: `revision` is null for a hashed name. */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}
/**
 * What only one language loads — its pages and its string catalogues' chunks — as the build lists
 * it (scripts/build-service-worker.ts), with the list's version (a hash of its entries).
 */
export interface LanguageFiles {
  version: string;
  entries: PrecacheEntry[];
}
/**
 * One cache per language and build of its files: `painpoint-language-<language>-<version>`, kept
 * only for the languages the visitor uses (decision 046).
 */
export const LANGUAGE_CACHE_PREFIX = 'painpoint-language-';
export const languageCache = (lang: Language, version: string) => `${LANGUAGE_CACHE_PREFIX}${lang}-${version}`;
/** Put last into a language's cache: a cache holding it has every file of its list. */
export const LANGUAGE_COMPLETE = '/.language-complete';

/** Where the worker keeps the language the pages were last shown in, for opening pages offline. */
export const SETTINGS_CACHE = 'painpoint-settings';
export const LANGUAGE_SETTING = '/.language';
/** Where the worker keeps a logout that has not reached the server (in the settings cache). */
export const LOGOUT_SETTING = '/.logout-pending';
/** Put last into a version's cache: only a cache holding it is complete and read from. */
export const KNOWLEDGE_BASE_COMPLETE = '/.knowledge-base-complete';
