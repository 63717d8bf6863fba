export * from './checks.ts';
export * from './evaluate.ts';
export * from './load.ts';
export * from './readability.ts';
export * from './schema.ts';
export * from './in-language.ts';
export * from './translations.ts';
export * from './translation-checks.ts';
export { nsaidAdviceOf } from './profile-checks.ts';
