/**
 * Keeps one answer per key for the visit: every caller of the same key shares one request, and a
 * failed request is forgotten so the next call (a retry) asks again. For content that does not
 * change while the page is open (it is versioned on the server).
 */
export function cachedByKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (key) => {
    let p = cache.get(key);
    if (!p) {
      p = load(key);
      cache.set(key, p);
      p.catch(() => cache.delete(key));
    }
    return p;
  };
}
