// The test harness's own settings, read from the environment here only (as src/env.ts is for the app).

/** The PostgreSQL server to test against, when there is one (set by scripts/run-tests.mjs). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The Redis server to test shared counters against, when there is one (set by .ci/run). */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL || undefined;

/** How costly the apps' password hashes are: "test" (cheap) as vitest.config.ts sets it, else the site's own. */
export const PASSWORD_HASH_COST = process.env.PASSWORD_HASH_COST || 'owasp';
