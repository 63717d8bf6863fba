import { use, useEffect, useReducer } from 'react';
import type { Cached } from './cache.ts';
import { LanguageContext } from './use-translation.ts';

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
 * Reads `source(key)` with React 19's `use()`: suspends while pending, then the data or the
 * failure. The source must be a cache (cache.ts), so every render sees the same promise. A failure
 * is returned, not thrown, so the page shows its own message and retry button in place (an error
 * boundary would report it as a crash); `retry` renders again, and the cache, which forgot the
 * failed promise, asks the server again.
 */
export function useLoaded<T>(source: Cached<T>, key: string): Loaded<T> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // A failure is kept per language too: the knowledge base's sources load in the page's language.
  const failedKey = `${use(LanguageContext)}\n${key}`;
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
