import type * as AccountModule from '@painpoint/contracts/schemas-account';
import type * as DiagnosisModule from '@painpoint/contracts/schemas-diagnosis';

/**
 * The contract's schemas (packages/contracts, zod/mini), loaded on first use rather than with the
 * page: building them costs the main thread tens of milliseconds on a phone, and most pages check
 * no answer before the visitor acts (decision 050). They come in two modules, so a page of the
 * assessment builds only the knowledge base's: `diagnosis` and `account` (accounts, saved
 * assessments, the site's settings). Each loads once; every later call shares it. The contract's
 * plain constants are imported directly, as before.
 */
export interface SchemaModules {
  diagnosis: typeof DiagnosisModule;
  account: typeof AccountModule;
}

const loaders: { [M in keyof SchemaModules]: () => Promise<SchemaModules[M]> } = {
  diagnosis: () => import('@painpoint/contracts/schemas-diagnosis'),
  account: () => import('@painpoint/contracts/schemas-account'),
};
const loading = new Map<keyof SchemaModules, Promise<unknown>>();

/** A module of the contract's schemas, loaded once (a failed load is tried again on the next call). */
export function loadSchemas<M extends keyof SchemaModules>(module: M): Promise<SchemaModules[M]> {
  let load = loading.get(module);
  if (!load) {
    load = loaders[module]();
    loading.set(module, load);
    load.catch(() => loading.delete(module));
  }
  return load as Promise<SchemaModules[M]>;
}

/** Whether the server will take this as an e-mail address (the contract's `Email`), checked before a request. */
export const isEmail = async (v: string): Promise<boolean> => (await loadSchemas('account')).Email.safeParse(v).success;

/** What the client needs of a schema: to check a value and give its typed result. */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

type SchemaKeys<T> = { [K in keyof T]: T[K] extends Schema<unknown> ? K : never }[keyof T];

/** The knowledge base's answers the web app checks; the type refuses a name the module lacks. */
const DIAGNOSIS_ANSWERS = [
  'DiagnosisStepList',
  'DiseaseList',
  'ConditionDetail',
  'ConditionCareList',
  'VideoList',
] as const satisfies readonly SchemaKeys<typeof DiagnosisModule>[];
type DiagnosisAnswer = (typeof DIAGNOSIS_ANSWERS)[number];

/** The names of the schemas an answer is checked with, as the contract exports them: 'MessageOk', 'DiseaseList'. */
export type SchemaName = DiagnosisAnswer | SchemaKeys<typeof AccountModule>;

/** The value a schema gives when a check succeeds. */
export type Checked<K extends SchemaName> = K extends DiagnosisAnswer
  ? (typeof DiagnosisModule)[K] extends Schema<infer T>
    ? T
    : never
  : K extends keyof typeof AccountModule
    ? (typeof AccountModule)[K] extends Schema<infer T>
      ? T
      : never
    : never;

/** The module that holds a schema. */
export const moduleOf = (name: SchemaName): keyof SchemaModules =>
  (DIAGNOSIS_ANSWERS as readonly string[]).includes(name) ? 'diagnosis' : 'account';

/**
 * The routes whose page asks the API as it starts (for a visitor who has what it needs: answers, a
 * link, a session), with the module of schemas its first answers are checked with. The first call
 * starts that module's checking worker (check-answer.ts, decision 051): `npm run bench:size` counts
 * the worker's script with the page.
 */
export const ASKED_AT_START: Readonly<Record<string, keyof SchemaModules>> = {
  '/steps-by-location': 'diagnosis',
  '/suggested-diagnosis': 'diagnosis',
  '/test-result': 'diagnosis',
  '/video-test-result': 'diagnosis',
  '/test-and-treatment': 'diagnosis',
  '/profile': 'account',
  '/reset-password': 'account',
  '/set-password/:slug': 'account',
};
