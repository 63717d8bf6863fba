import type { AboutCatalogue } from '../features/about/about-en.ts';
import type { LegalCatalogue } from '../features/legal/legal-en.ts';
import type { AccountCatalogue } from '../locales/account-en.ts';
import type { AssessmentCatalogue } from '../locales/assessment-en.ts';
import { en, type Catalogue } from '../locales/en.ts';

/**
 * The app's strings: one catalogue per namespace, nested objects of strings (and lists of them).
 * `common` (the shell and home) is bundled; the others arrive with the pages that use them.
 * This replaces i18next + react-i18next, which cost every page 17 kB of gzip JavaScript for
 * features we do not use (docs/decisions/013); the calling code looks the same.
 */
export interface Catalogues {
  common: Catalogue;
  legal: LegalCatalogue;
  about: AboutCatalogue;
  assessment: AssessmentCatalogue;
  account: AccountCatalogue;
}
export type Namespace = keyof Catalogues;

/** Every dotted path into a catalogue: to a string, or to a list or group (for `returnObjects`). */
export type Key<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends readonly unknown[] ? K : K | `${K}.${Key<T[K]>}`;
}[keyof T & string];

/** Values for `{{name}}` placeholders. */
export type Values = Record<string, string | number>;

export interface TFunction<N extends Namespace> {
  (key: Key<Catalogues[N]>, values?: Values): string;
  /** The list or group at `key`, as written in the catalogue. */
  (key: Key<Catalogues[N]>, options: { returnObjects: true }): unknown;
}

/** The language of the catalogues (BCP 47), for dates and number formats. */
export const language = 'en';

const catalogues: Partial<Record<Namespace, object>> = { common: en };

/** Adds a page's catalogue (once) when that page's chunk loads. */
export function addCatalogue<N extends Exclude<Namespace, 'common'>>(ns: N, resources: Partial<Catalogues[N]>): void {
  catalogues[ns] ??= resources;
}

function lookup(ns: Namespace, key: string): unknown {
  let node: unknown = catalogues[ns];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `{{name}}` → the value given for `name`; a placeholder with no value is left as written. */
export function interpolate(text: string, values: Values): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/**
 * What `t` answers for a string the catalogue does not have: the key itself, never a blank or a
 * crash. In development and tests it is also reported as an error (which fails the test, see
 * scripts/fail-on-console-error.ts), because a missing string is a bug the types could not see: a
 * catalogue not loaded yet, a catalogue added in part, or a key built from data. Production builds
 * drop the report and only fall back.
 */
export function missingString(ns: Namespace, key: string): string {
  if (!import.meta.env.PROD) console.error(`i18n: missing string "${ns}:${key}"`);
  return key;
}

const translators = new Map<Namespace, unknown>();

/**
 * The translate function of one namespace, the same one on every call (so it is safe in effect and
 * memo dependencies). A missing string reads as its key (see missingString).
 */
export function translator<N extends Namespace>(ns: N): TFunction<N> {
  let made = translators.get(ns) as TFunction<N> | undefined;
  if (!made) {
    made = makeTranslator(ns);
    translators.set(ns, made);
  }
  return made;
}

function makeTranslator<N extends Namespace>(ns: N): TFunction<N> {
  function t(key: Key<Catalogues[N]>, values?: Values): string;
  function t(key: Key<Catalogues[N]>, options: { returnObjects: true }): unknown;
  function t(key: string, options?: Values | { returnObjects: true }): unknown {
    const found = lookup(ns, key);
    if (options?.returnObjects === true) return found ?? missingString(ns, key);
    if (typeof found !== 'string') return missingString(ns, key);
    return options ? interpolate(found, options as Values) : found;
  }
  return t;
}
