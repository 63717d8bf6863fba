import {
  cookieValue,
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  languageCookie,
  resolveLanguage,
  type Language,
} from '@painpoint/contracts/languages';
import { getLanguage, setLanguage } from './i18n.ts';

/**
 * The visitor's language in the browser (decision 046): chosen at start as the server chooses it
 * (the address's `?lang=`, else the `lang` cookie, else the browser's languages), changed by the
 * language switch at any time without a reload, remembered in the cookie.
 */

/** The language the address asks for (`?lang=`), if any. */
export const languageInAddress = (): string | null => new URLSearchParams(window.location.search).get(LANGUAGE_QUERY);

/** The language this browser should see now, decided as the server decides it. */
export function wantedLanguage(): Language {
  return resolveLanguage({
    query: languageInAddress(),
    cookie: cookieValue(document.cookie, LANGUAGE_COOKIE),
    accepted: navigator.languages,
  });
}

/** The language a page the server drew is in (its `<html lang>`), if it is one of the site's. */
export function drawnLanguage(): Language | undefined {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : undefined;
}

/** Remembers the choice for a year, for this browser and for the server (which page to send). */
export function rememberLanguage(lang: Language): void {
  document.cookie = languageCookie(lang, window.location.protocol === 'https:');
}

/** Hooks run after the visitor chose a language (saving it to their profile, telling the worker). */
const onChosen = new Set<(lang: Language) => void>();
export function afterLanguageChosen(hook: (lang: Language) => void): () => void {
  onChosen.add(hook);
  return () => onChosen.delete(hook);
}

/**
 * The visitor chose `lang` (the switch): the whole page changes to it once its strings are loaded,
 * then it is remembered. The answers and the route are untouched. Strings that cannot load (offline,
 * in a language this device never kept: the worker keeps only those used) leave the page and the
 * choice as they were, so the next page opened without a network is not asked for that language.
 */
export async function chooseLanguage(lang: Language): Promise<void> {
  await setLanguage(lang);
  // Overtaken by a later choice: that one is remembered.
  if (getLanguage() !== lang) return;
  rememberLanguage(lang);
  for (const hook of onChosen) hook(lang);
}

/**
 * Before the first render: loads the strings of the language to start in. A page the server drew
 * is taken over in the language it was drawn in (hydration must see the same text); if this
 * browser wants another one — a copy kept offline in the language chosen before — the page
 * changes to it right after (`followWantedLanguage`). A language asked for in the address counts
 * as chosen, so the next pages without it stay in that language. Strings that cannot load
 * (offline, in a language this device never kept: the worker keeps only those used) give way to
 * a language whose strings are here, rather than to no page at all.
 */
export async function startLanguage(drawn: boolean): Promise<void> {
  const wanted = wantedLanguage();
  const asked = languageInAddress();
  for (const lang of new Set([(drawn ? drawnLanguage() : undefined) ?? wanted, wanted, ...LANGUAGE_CODES])) {
    try {
      await setLanguage(lang);
      break;
    } catch {
      // The next language; English's strings come with the app.
    }
  }
  if (asked !== null && isLanguage(asked) && getLanguage() === asked) rememberLanguage(asked);
  document.documentElement.lang = getLanguage();
}

/**
 * After the first render: the language this browser wants, if the drawn page was in another. The
 * page stays as it is when that language's strings cannot load (offline, never kept).
 */
export function followWantedLanguage(): Promise<void> {
  return setLanguage(wantedLanguage()).catch(() => undefined);
}
