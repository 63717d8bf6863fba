import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { PAGES } from '@painpoint/contracts/routes';
import { DEFAULT_LANGUAGE, LANGUAGE_QUERY, type Language } from '@painpoint/contracts/languages';

/**
 * Every URL of the site in one place: the pages as the contract lists them (docs/product.md §2), and
 * where the assessment starts.
 */
export const paths = { ...PAGES, assessmentStart: PAGES.figure } as const;

/**
 * A knowledge-base address in `lang` (decision 046): the default language's is the address as the
 * spec has it; another's adds `lang=<code>`.
 */
export function inLanguage(path: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY}=${lang}`;
}

/** Every API URL the web app calls; the knowledge base's in a language (by default the default one). */
export const apiPaths = {
  /** The account calls, as the contract names them (shared with the server, so the two cannot drift). */
  account: ACCOUNT_API,
  siteConfig: '/api/site-config/',
  diseases: (location: string, lang: Language = DEFAULT_LANGUAGE) =>
    inLanguage(`/diagnosis/get-diseases/${encodeURIComponent(location)}/`, lang),
  steps: (location: string, lang: Language = DEFAULT_LANGUAGE) =>
    inLanguage(`/diagnosis/get-diagnosis-step/${encodeURIComponent(location)}/`, lang),
  videos: (names: readonly string[], lang: Language = DEFAULT_LANGUAGE) =>
    inLanguage(`/diagnosis/get-video-by-disease/?diseases=${encodeURIComponent(names.join(','))}`, lang),
  condition: (name: string, lang: Language = DEFAULT_LANGUAGE) =>
    inLanguage(`/diagnosis/get-condition/${encodeURIComponent(name)}/`, lang),
  testsAndTreatments: (lang: Language = DEFAULT_LANGUAGE) => inLanguage('/diagnosis/get-tests-and-treatments/', lang),
} as const;
