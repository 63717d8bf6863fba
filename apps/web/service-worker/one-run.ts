import type { Language } from '@painpoint/contracts/languages';

/** `run` for each language at most once at a time: a call while one is under way joins it. */
export function oneRunPerLanguage(run: (lang: Language) => Promise<void>): (lang: Language) => Promise<void> {
  const underWay = new Map<Language, Promise<void>>();
  return (lang) => {
    let current = underWay.get(lang);
    if (!current) {
      current = run(lang).finally(() => underWay.delete(lang));
      underWay.set(lang, current);
    }
    return current;
  };
}
