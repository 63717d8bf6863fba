import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@painpoint/contracts/languages';
import type { Catalogue } from '../locales/en.ts';

/**
 * The app's strings: one catalogue per namespace and language, nested objects of strings (and
 * lists of them). Only the active language's catalogues are loaded (decision 046): each is its own
 * chunk, imported when first needed — `common` (the shell and home) before the first render, the
 * others with the pages that use them (`loadCatalogue` in their set-up modules). The English
 * catalogues define the keys and their types. This replaces i18next + react-i18next, which cost
 * every page 17 kB of gzip JavaScript for features we do not use (docs/decisions/013); the calling
 * code looks the same.
 *
 * Every namespace but `common` (the shell's and home's, part of the entry) is declared and loaded
 * by its set-up module, one way for all: it adds its namespace to this interface (`declare
 * module`) and calls `loadCatalogue` with its files. The catalogues several features share are in
 * locales/ with their set-ups in app/setup/; a feature's own catalogue and its `setup.ts` live in
 * the feature, since shared code never imports features (decision 088).
 */
export interface Catalogues {
  common: Catalogue;
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

/**
 * A namespace's catalogue files as `import.meta.glob` lists them (not eager): one module per
 * language, named `<code>.ts` for `common` and `<namespace>-<code>.ts` for the others, exporting
 * the catalogue as `<code>` or `<namespace><Code>` (`hi`, `assessmentHi`). Adding a language is
 * adding these files (docs/adding-a-language.md).
 */
export type CatalogueFiles = Record<string, () => Promise<unknown>>;

type Loader = () => Promise<object>;

const catalogues = new Map<Language, Partial<Record<Namespace, object>>>();
const loaders: Partial<Record<Namespace, Partial<Record<Language, Loader>>>> = {};
let active: Language = DEFAULT_LANGUAGE;
/** The language being switched to, while its catalogues load. */
let target: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

/** The active language (for code outside React; components use `useTranslation().language`). */
export const getLanguage = (): Language => active;

/** Called after each change of the active language; returns the unsubscribe. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const catalogueOf = (lang: Language) => {
  let c = catalogues.get(lang);
  if (!c) catalogues.set(lang, (c = {}));
  return c;
};

/** `assessment` + `hi` → `assessmentHi`; `common` + `hi` → `hi`. */
const exportName = (ns: Namespace, lang: string) =>
  ns === 'common' ? lang : `${ns}${lang.charAt(0).toUpperCase()}${lang.slice(1)}`;

/** The language of a catalogue file's path (`…/assessment-hi.ts`, `…/hi.ts`), if it is one of the site's. */
function languageOfFile(ns: Namespace, path: string): Language | undefined {
  const name = /([^/]+)\.ts$/.exec(path)?.[1] ?? '';
  const code = ns === 'common' ? name : name.startsWith(`${ns}-`) ? name.slice(ns.length + 1) : '';
  return isLanguage(code) ? code : undefined;
}

/** Records where a namespace's catalogues are, per language (once). */
export function registerCatalogues(ns: Namespace, files: CatalogueFiles): void {
  if (loaders[ns]) return;
  const byLanguage: Partial<Record<Language, Loader>> = {};
  for (const [path, load] of Object.entries(files)) {
    const lang = languageOfFile(ns, path);
    if (!lang) continue;
    byLanguage[lang] = async () => {
      const module = (await load()) as Record<string, unknown>;
      const catalogue = module[exportName(ns, lang)];
      if (!catalogue || typeof catalogue !== 'object')
        throw new Error(`i18n: ${path} exports no ${exportName(ns, lang)}`);
      return catalogue;
    };
  }
  loaders[ns] = byLanguage;
}

/**
 * The loader of a namespace in a language; the default language's while a language has no file
 * for it yet (a page's strings in English rather than as bare keys).
 */
const loaderOf = (ns: Namespace, lang: Language): Loader | undefined =>
  loaders[ns]?.[lang] ?? loaders[ns]?.[DEFAULT_LANGUAGE];

/** Loads one namespace in one language, if it is registered and not loaded yet. */
async function loadOne(ns: Namespace, lang: Language): Promise<void> {
  const load = catalogueOf(lang)[ns] ? undefined : loaderOf(ns, lang);
  if (!load) return;
  const catalogue = await load();
  catalogueOf(lang)[ns] ??= catalogue;
}

/** Every registered namespace in `lang`, including any registered while these load. */
async function loadRegistered(lang: Language): Promise<void> {
  for (;;) {
    const missing = (Object.keys(loaders) as Namespace[]).filter((ns) => !catalogueOf(lang)[ns] && loaderOf(ns, lang));
    if (missing.length === 0) return;
    await Promise.all(missing.map((ns) => loadOne(ns, lang)));
  }
}

/** Catalogue loads under way, started by pages' set-up modules. */
const pending = new Set<Promise<void>>();

/**
 * Registers a namespace's files and starts loading its catalogue in the language being shown (or
 * being switched to: a switch that begins while this loads is followed). Called by a page's set-up
 * module when it is first imported; the page's lazy import waits for it (`stringsReady`), so the
 * page renders only with its strings. (Not a top-level await: Rolldown then moves the app's entry
 * into a chunk of its own runtime.)
 */
export function loadCatalogue(ns: Exclude<Namespace, 'common'>, files: CatalogueFiles): void {
  registerCatalogues(ns, files);
  const loading = (async () => {
    for (;;) {
      const lang = target;
      try {
        await loadOne(ns, lang);
      } catch (e) {
        if (lang === active) throw e;
        // A switch whose strings cannot load (offline, a language not kept) fails as a whole and
        // leaves the page in the language it is in: that one's strings are what the page needs.
        await loadOne(ns, active);
        return;
      }
      if (lang === target) return;
    }
  })();
  pending.add(loading);
  // A failure is reported by stringsReady, to the page that waits for it.
  loading.then(
    () => pending.delete(loading),
    () => pending.delete(loading),
  );
}

/** Resolves when every catalogue load started so far is done; rejects if one failed. */
export async function stringsReady(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

/**
 * Makes `lang` the active language once every registered namespace is loaded in it, so no string
 * is ever shown missing; then tells the subscribers. Resolves when done; rejects, changing
 * nothing, when a catalogue cannot load. The catalogues of the
 * language left stay in memory (a switch back is immediate).
 */
export async function setLanguage(lang: Language): Promise<void> {
  target = lang;
  try {
    await loadRegistered(lang);
  } catch (e) {
    // Nothing changes: pages loaded from now on load their strings in the language shown, not in
    // the one that could not load (which would leave them with none).
    if (target === lang) target = active;
    throw e;
  }
  // A later switch has overtaken this one.
  if (target !== lang || active === lang) return;
  active = lang;
  for (const listener of listeners) listener();
}

/** Adds a namespace's catalogue directly (once per language): for tests, and catalogues already at hand. */
export function addCatalogue<N extends Namespace>(
  ns: N,
  resources: Partial<Catalogues[N]>,
  lang: Language = DEFAULT_LANGUAGE,
): void {
  catalogueOf(lang)[ns] ??= resources;
}

function lookup(lang: Language, ns: Namespace, key: string): unknown {
  let node: unknown = catalogues.get(lang)?.[ns];
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
export function missingString(ns: Namespace, key: string, lang: Language = active): string {
  if (!import.meta.env.PROD) console.error(`i18n: missing string "${ns}:${key}" (${lang})`);
  return key;
}

const translators = new Map<string, unknown>();

/**
 * The translate function of one namespace in one language (by default the active one), the same
 * one on every call, so it is safe in effect and memo dependencies, and a new one when the
 * language changes, so what was worked out with it is worked out again. A missing string reads as
 * its key (see missingString).
 */
export function translator<N extends Namespace>(ns: N, lang: Language = active): TFunction<N> {
  const id = `${lang}:${ns}`;
  let made = translators.get(id) as TFunction<N> | undefined;
  if (!made) {
    made = makeTranslator(ns, lang);
    translators.set(id, made);
  }
  return made;
}

function makeTranslator<N extends Namespace>(ns: N, lang: Language): TFunction<N> {
  function t(key: Key<Catalogues[N]>, values?: Values): string;
  function t(key: Key<Catalogues[N]>, options: { returnObjects: true }): unknown;
  function t(key: string, options?: Values | { returnObjects: true }): unknown {
    const found = lookup(lang, ns, key);
    if (options?.returnObjects === true) return found ?? missingString(ns, key, lang);
    if (typeof found !== 'string') return missingString(ns, key, lang);
    return options ? interpolate(found, options as Values) : found;
  }
  return t;
}

/** The shell's catalogue, `common`, in every language: loaded before the app first renders. */
registerCatalogues(
  'common',
  import.meta.glob(['../locales/*.ts', '!../locales/*-*.ts', '!../locales/*.test.ts']) as CatalogueFiles,
);
