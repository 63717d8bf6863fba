import { Email } from '@painpoint/contracts/schemas-account';
import type * as AccountModule from '@painpoint/contracts/schemas-account';
import type * as DiagnosisModule from '@painpoint/contracts/schemas-diagnosis';

/**
 * The names of the contract's answers (packages/contracts) as the web app asks for them, and the
 * type each has: `request(path, 'MessageOk')` gives a `MessageOk`. Types only: the server checks
 * every answer it sends against the same schemas (its serializer), CI checks every knowledge-base
 * answer against them, and a page built against another contract reloads (api-fetch.ts,
 * decision 079), so the browser does not check them again.
 */
interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}
type Schemas = typeof DiagnosisModule & typeof AccountModule;
type SchemaKeys<T> = { [K in keyof T]: T[K] extends Schema<unknown> ? K : never }[keyof T];

/** The name of an answer's schema, as the contract exports it: 'MessageOk', 'DiseaseList'. */
export type SchemaName = SchemaKeys<Schemas>;

/** The value of an answer of that schema. */
export type Checked<K extends SchemaName> = Schemas[K] extends Schema<infer T> ? T : never;

/** Whether the server will take this as an e-mail address (the contract's `Email`), checked before a request. */
export const isEmail = (v: string): boolean => Email.safeParse(v).success;
