import { useCallback, useEffect, useState } from 'react';

/** Spec §4 load states: pending, rejected, success (named as the spec's async thunks name them). */
export type Resource<T> =
  { status: 'pending' } | { status: 'rejected'; error: unknown; retry(): void } | { status: 'fulfilled'; data: T };

/**
 * Loads `load(key)` whenever `key` changes, and offers `retry` after a failure. A key of
 * undefined loads nothing (stays pending), for pages waiting on an earlier answer.
 */
export function useResource<T>(
  key: string | undefined,
  load: (key: string, signal: AbortSignal) => Promise<T>,
): Resource<T> {
  // The settled answer remembers which key and attempt it belongs to; anything else is pending.
  const [settled, setSettled] = useState<{ key: string; attempt: number; res: Resource<T> }>();
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (key === undefined) return;
    const ctrl = new AbortController();
    load(key, ctrl.signal).then(
      (data) => {
        if (!ctrl.signal.aborted) setSettled({ key, attempt, res: { status: 'fulfilled', data } });
      },
      (error: unknown) => {
        if (ctrl.signal.aborted) return;
        console.warn(`could not load ${key}`, error);
        setSettled({ key, attempt, res: { status: 'rejected', error, retry } });
      },
    );
    return () => ctrl.abort();
    // `load` is a module-level fetcher; only the key and explicit retries trigger a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry]);

  return settled && settled.key === key && settled.attempt === attempt ? settled.res : { status: 'pending' };
}

/**
 * Several loads as one: rejected as soon as one fails (its retry is offered), fulfilled when all
 * are. Pages use it to show their content in one piece, so nothing already on screen moves when
 * a later load arrives (no layout shift).
 */
export function allOf(...resources: readonly Resource<unknown>[]): Resource<true> {
  const failed = resources.find((r) => r.status === 'rejected');
  if (failed) return failed;
  return resources.every((r) => r.status === 'fulfilled') ? { status: 'fulfilled', data: true } : { status: 'pending' };
}
