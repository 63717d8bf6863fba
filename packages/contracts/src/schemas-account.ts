/**
 * The schemas of accounts, saved assessments and the site's settings, with the error body, under a
 * name of their own: the web app imports them on its first call for them (apps/web/src/lib/
 * contracts.ts, decision 050).
 */
export * from './errors.ts';
export * from './account.ts';
export * from './history.ts';
export * from './site.ts';
