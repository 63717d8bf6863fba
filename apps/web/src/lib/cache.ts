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
