import { countryOptions, type CountryOption } from './phone.ts';

/** Each language's list, named once per visit. */
const lists = new Map<string, CountryOption[]>();

/** Every country (or those `only` names) with its calling code in `language`, India first (named once per visit). */
export function loadCountryOptions(language: string, only?: readonly string[]): CountryOption[] {
  const key = `${language}:${only?.join(',') ?? '*'}`;
  let list = lists.get(key);
  if (!list) {
    list = countryOptions(language, only);
    lists.set(key, list);
  }
  return list;
}

/**
 * The countries of a phone field once the page is live (`live`), named in the page's language;
 * undefined until then. Naming them costs the browser 20–30 ms the first time (Intl.DisplayNames),
 * so it happens in the render after the page is taken over, not while it is (decision 075, which
 * replaces the worker of decision 052).
 */
export function useCountryOptions(
  language: string,
  live: boolean,
  only?: readonly string[],
): CountryOption[] | undefined {
  return live ? loadCountryOptions(language, only) : undefined;
}
