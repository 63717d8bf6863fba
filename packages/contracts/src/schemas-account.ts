/**
 * The schemas of accounts, saved assessments and the site's settings, with the error body, under a
 * name of their own, so that a page importing one schema does not build every other.
 */
export * from './errors.ts';
export * from './account.ts';
export * from './answers.ts';
export * from './history.ts';
export * from './site.ts';
