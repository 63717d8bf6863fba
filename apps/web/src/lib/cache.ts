import type { Language } from '@painpoint/contracts/languages';
import { getLanguage } from './i18n.ts';

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
