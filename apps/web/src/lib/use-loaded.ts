import { use, useReducer } from 'react';

/**
 * Spec §4 load states. Pending is a suspended render: the nearest `<Suspense>` shows it. What the
 * page renders is then fulfilled (the data) or rejected (the error, and a retry).
 */
export type Loaded<T> = { status: 'fulfilled'; data: T } | { status: 'rejected'; error: unknown; retry(): void };

type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown };

/** One settled view per promise, so `use()` gets the same promise on every render. */
const settledOf = new WeakMap<Promise<unknown>, Promise<Settled<unknown>>>();
/** The outcome of each promise once known, read without suspending again. */
const outcomeOf = new WeakMap<Promise<unknown>, Settled<unknown>>();

/** A promise whose value is known at once: `useLoaded` reads it without suspending. */
export function resolved<T>(value: T): Promise<T> {
  const p = Promise.resolve(value);
  outcomeOf.set(p, { ok: true, data: value });
  return p;
}

function settled<T>(promise: Promise<T>): Promise<Settled<T>> {
  let s = settledOf.get(promise) as Promise<Settled<T>> | undefined;
  if (!s) {
    s = promise.then(
      (data): Settled<T> => {
        outcomeOf.set(promise, { ok: true, data });
        return { ok: true, data };
      },
      (error: unknown): Settled<T> => {
        console.warn('a load failed', error);
        outcomeOf.set(promise, { ok: false, error });
        return { ok: false, error };
      },
    );
    settledOf.set(promise, s);
  }
  return s;
}

/**
 * Reads a load with React 19's `use()`. The promise must be stable across renders: take it from a
 * cache (cache.ts), never create it in render. A failure is returned, not thrown, so the page
 * shows its own message and retry button in place (an error boundary would be reported as a crash);
 * `retry` renders again, and the cache, which forgot the failed promise, asks the server again.
 */
export function useLoaded<T>(promise: Promise<T>): Loaded<T> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const result = (outcomeOf.get(promise) as Settled<T> | undefined) ?? use(settled(promise));
  return result.ok
    ? { status: 'fulfilled', data: result.data }
    : { status: 'rejected', error: result.error, retry: rerender };
}

/**
 * Several loads as one: rejected as soon as one failed (its retry is offered), else fulfilled.
 * Pages show their content in one piece, so nothing on screen moves when a later load arrives.
 */
export function allOf(...loads: readonly Loaded<unknown>[]): Loaded<true> {
  return loads.find((l) => l.status === 'rejected') ?? { status: 'fulfilled', data: true };
}
