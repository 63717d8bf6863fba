import type { Language } from '@painpoint/contracts/languages';
import { use, useContext, useEffect, useReducer } from 'react';
import { getLanguage } from './i18n.ts';
import { LanguageContext } from './use-translation.ts';

/**
 * Keeps one promise per key for the visit, for answers that do not change while the page is open
 * (knowledge-base content is versioned on the server): every caller of a key gets the same promise
 * — so concurrent loads share one request, and React's `use()` sees the same promise on every
 * render — and a settled answer is kept. A rejected promise is forgotten as it rejects, so the
 * next call (a retry) asks again. `drop` forgets a key (or all), for answers that do change
 * (the account after an edit, anything tied to the session at logout).
 */
export interface Cached<T> {
  (key: string): Promise<T>;
  drop(key?: string): void;
}

export function cachedByKey<T>(load: (key: string) => Promise<T>): Cached<T> {
  const cache = new Map<string, Promise<T>>();
  const get = (key: string) => {
    let p = cache.get(key);
    if (!p) {
      p = load(key);
      cache.set(key, p);
      const mine = p;
      p.catch(() => {
        // Only this attempt: a retry may already have put a newer one in its place.
        if (cache.get(key) === mine) cache.delete(key);
      });
    }
    return p;
  };
  return Object.assign(get, {
    drop: (key?: string) => (key === undefined ? cache.clear() : cache.delete(key)) && undefined,
  });
}

/**
 * `cachedByKey` for answers that come in the visitor's language (the knowledge base, decision
 * 046): each key is kept per language, and a call loads it in the language active at that moment,
 * so after a switch the same key is asked again, in the new language, while the first language's
 * answer stays kept for a switch back. `drop(key)` forgets the key in every language. A load that
 * builds on others (`getConditions` on `getCondition`) must call them before its first `await`, so
 * they are asked in the same language.
 */
export function cachedByLanguage<T>(load: (key: string, lang: Language) => Promise<T>): Cached<T> {
  const inner = cachedByKey((id) => {
    const cut = id.indexOf(SEPARATOR);
    return load(id.slice(cut + 1), id.slice(0, cut) as Language);
  });
  const langs = new Set<Language>();
  const get = (key: string) => {
    const lang = getLanguage();
    langs.add(lang);
    return inner(`${lang}${SEPARATOR}${key}`);
  };
  return Object.assign(get, {
    drop: (key?: string) => {
      if (key === undefined) inner.drop();
      else for (const lang of langs) inner.drop(`${lang}${SEPARATOR}${key}`);
    },
  });
}
const SEPARATOR = '\n';

/**
 * docs/product.md §4 load states. Pending is a suspended render: the nearest `<Suspense>` shows it. What the
 * page renders is then fulfilled (the data) or rejected (the error, and a retry).
 */
export type Loaded<T> = { status: 'fulfilled'; data: T } | { status: 'rejected'; error: unknown; retry(): void };

type Outcome<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** One settled view per promise, so `use()` gets the same promise on every render. */
const settledOf = new WeakMap<Promise<unknown>, Promise<Outcome<unknown>>>();
/**
 * Failed loads, per source and key, until the page has shown the failure. The cache forgets a
 * failed promise at once (so a retry asks again), but React renders the component again when the
 * promise settles: without this it would get a fresh promise from the cache, ask again, and never
 * show the failure — a request loop while the server is down.
 */
const failedOf = new WeakMap<Cached<unknown>, Map<string, Promise<unknown>>>();

function settled<T>(promise: Promise<T>, onFailure: () => void): Promise<Outcome<T>> {
  let s = settledOf.get(promise) as Promise<Outcome<T>> | undefined;
  if (!s) {
    s = promise.then(
      (data): Outcome<T> => ({ ok: true, data }),
      (error: unknown): Outcome<T> => {
        console.warn('a load failed', error);
        onFailure();
        return { ok: false, error };
      },
    );
    settledOf.set(promise, s);
  }
  return s;
}

/** A source with one value known at once, for pages that have nothing to load yet. */
export function known<T>(value: T): Cached<T> {
  const p = Promise.resolve(value);
  const outcome: Outcome<T> = { ok: true, data: value };
  // React's thenable protocol: a promise marked fulfilled is read at once, without suspending.
  settledOf.set(p, Object.assign(Promise.resolve(outcome), { status: 'fulfilled', value: outcome }));
  return Object.assign(() => p, { drop: () => undefined });
}

const NEVER = new Promise<never>(() => undefined);

/** A source that never settles: the page stays pending (it waits for an earlier answer). */
export const pendingForever: Cached<never> = Object.assign(() => NEVER, { drop: () => undefined });

/**
 * Reads `source(key)` with `use()`: suspends while pending, then the data or the
 * failure. The source must be a cache (above), so every render sees the same promise. A failure
 * is returned, not thrown, so the page shows its own message and retry button in place (an error
 * boundary would report it as a crash); `retry` renders again, and the cache, which forgot the
 * failed promise, asks the server again.
 */
export function useLoaded<T>(source: Cached<T>, key: string): Loaded<T> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // A failure is kept per language too: the knowledge base's sources load in the page's language.
  const failedKey = `${useContext(LanguageContext)}\n${key}`;
  const promise = (failedOf.get(source)?.get(failedKey) as Promise<T> | undefined) ?? source(key);
  // Always through use(), so React sees the same calls on every render; it reads a promise that
  // has settled before at once.
  const outcome = use(
    settled(promise, () => {
      let failed = failedOf.get(source);
      if (!failed) failedOf.set(source, (failed = new Map()));
      failed.set(failedKey, promise);
    }),
  );
  const failed = !outcome.ok;
  // Once the failure is on screen, the next render (a retry, or new answers) asks again.
  useEffect(() => {
    if (failed && failedOf.get(source)?.get(failedKey) === promise) failedOf.get(source)?.delete(failedKey);
  }, [failed, source, failedKey, promise]);
  return outcome.ok
    ? { status: 'fulfilled', data: outcome.data }
    : { status: 'rejected', error: outcome.error, retry: rerender };
}

/**
 * Several loads as one: rejected as soon as one failed (its retry is offered), else fulfilled.
 * Pages show their content in one piece, so nothing on screen moves when a later load arrives.
 */
export function allOf(...loads: readonly Loaded<unknown>[]): Loaded<true> {
  return loads.find((l) => l.status === 'rejected') ?? { status: 'fulfilled', data: true };
}
