import { defineConfig } from 'vitest/config';

/**
 * One test run for the whole repository. The API project runs against an in-memory PGlite, or
 * against a fresh database on a PostgreSQL server when TEST_DATABASE_URL is set (see
 * apps/api/test/helper.ts); scripts/run-tests.mjs runs it both ways.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The repository's own tooling: the lint rules (scripts/lint-rules.test.ts) and build checks.
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          // These tests start ESLint on the whole import graph or a Node process (the size benchmark).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A worker runs its files one after another in one module graph, with one migrated
          // database (apps/api/test/worker-database.ts) emptied for each app: loading the app's
          // modules and creating a database once per worker, not once per file or test (decision 020).
          isolate: false,
          // Vitest's default is one worker less than the cores: one on a 2-core machine. These tests
          // spend much of their time waiting (PostgreSQL, SMTP, the reset answers' time floor), so
          // two workers overlap that waiting even on two cores.
          maxWorkers: 2,
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['scripts/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['scripts/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
