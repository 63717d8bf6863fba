/**
 * The languages of the site, in one place (decision 046, docs/adding-a-language.md), and how the
 * language of a request is chosen. Shared by the web app, its service worker, its build and the
 * server; free of zod and of any DOM or Node type, so each of them can import it at no cost.
 */

/**
 * Every language the site speaks. `name` is the language's own name in its own script (shown in
 * the language switch, never translated); `locale` is what dates and numbers are formatted with.
 * The first is the default: the language of a visitor whose browser asks for none of these.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en-IN' },
  { code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },
] as const satisfies readonly { code: string; name: string; locale: string }[];

export type Language = (typeof LANGUAGES)[number]['code'];
/** The codes, as a non-empty list (for schemas: `z.enum(LANGUAGE_CODES)`). */
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [Language, ...Language[]];
export const DEFAULT_LANGUAGE: Language = LANGUAGES[0].code;

/** The query parameter that asks for a language (`?lang=hi`): pages, hreflang links, the API. */
export const LANGUAGE_QUERY = 'lang';
/** The cookie that remembers a visitor's choice (functional; readable by the page's scripts). */
export const LANGUAGE_COOKIE = 'lang';
/** One year. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** The language's entry in LANGUAGES. */
export const languageInfo = (code: Language) => LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];

/**
 * The site's language for a BCP 47 tag, by its primary subtag (`hi-IN` and `HI` are Hindi), or
 * undefined when the site does not have it (a wildcard, another language, a malformed tag).
 */
export function matchLanguage(tag: string): Language | undefined {
  const m = /^([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*$/i.exec(tag.trim());
  const primary = m?.[1]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/** An Accept-Language header's tags, most wanted first (stable for equal weights), q=0 left out. */
export function acceptedLanguages(header: string | undefined | null): string[] {
  if (!header) return [];
  const weighted: { tag: string; q: number; i: number }[] = [];
  header.split(',').forEach((part, i) => {
    const [tag = '', ...params] = part.split(';').map((s) => s.trim());
    if (tag === '') return;
    let q = 1;
    for (const p of params) {
      const w = /^q=([01](?:\.\d{0,3})?)$/i.exec(p);
      if (p.toLowerCase().startsWith('q=')) q = w ? Number(w[1]) : 0;
    }
    if (q > 0) weighted.push({ tag, q, i });
  });
  return weighted.sort((a, b) => b.q - a.q || a.i - b.i).map((w) => w.tag);
}

export interface LanguageSources {
  /** The `lang` query parameter. */
  query?: string | null | undefined;
  /** The `lang` cookie. */
  cookie?: string | null | undefined;
  /** The browser's languages: an Accept-Language header, or `navigator.languages`. */
  accepted?: string | readonly string[] | null | undefined;
}

/**
 * The language to answer in: the one the address asks for, else the one the visitor chose (the
 * cookie), else the first of the browser's languages that the site has, else the default. The
 * server (for the page it sends) and the page (when it starts) decide the same way.
 */
export function resolveLanguage({ query, cookie, accepted }: LanguageSources): Language {
  for (const explicit of [query, cookie]) {
    const found = explicit ? matchLanguage(explicit) : undefined;
    if (found) return found;
  }
  const tags = typeof accepted === 'string' || accepted == null ? acceptedLanguages(accepted) : accepted;
  for (const tag of tags) {
    const found = matchLanguage(tag);
    if (found) return found;
  }
  return DEFAULT_LANGUAGE;
}

/** The Set-Cookie / document.cookie string that remembers `code` for a year. */
export function languageCookie(code: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** One cookie's value from a Cookie header (or `document.cookie`). */
export function cookieValue(header: string | undefined | null, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}
