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
