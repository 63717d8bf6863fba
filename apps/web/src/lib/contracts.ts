import type * as ContractModule from '@painpoint/contracts';

/**
 * The contract's schemas (packages/contracts, zod/mini), loaded on first use rather than with the
 * page: building them all costs the main thread tens of milliseconds at start on a phone, and most
 * pages check no answer before the visitor acts (decision 050). The first call starts the load;
 * every later one shares it. The contract's plain constants are imported directly, as before.
 */
export type Contracts = typeof ContractModule;

/** What the client needs of a schema: to check a value and give its typed result. */
export interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** The names of the contract's schemas, as the contract exports them: 'MessageOk', 'DiseaseList'. */
export type SchemaName = {
  [K in keyof Contracts]: Contracts[K] extends Schema<unknown> ? K : never;
}[keyof Contracts];

/** The value a schema gives when a check succeeds. */
export type Checked<K extends SchemaName> = Contracts[K] extends Schema<infer T> ? T : never;

let loading: Promise<Contracts> | undefined;

/** The contract's module, loaded once. */
export const loadContracts = (): Promise<Contracts> => (loading ??= import('@painpoint/contracts'));
