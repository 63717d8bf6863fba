import { defineConfig } from 'vitest/config';
import { librariesOnReact, reactOnPreact } from './apps/web/scripts/react-on-preact.ts';

/**
 * No test waits on a clock that load can run out (decision 020): tests wait for conditions, never
 * for a fixed time, and the only limit is this one, there to name a test that hangs. It is far
 * above what any test takes on a busy 2-core machine (the slowest, about 20 s with four other test
 * runs on it), so it fails a hang, never a slow run.
 */
const HANG = 10 * 60_000;
const NO_CLOCK = { testTimeout: HANG, hookTimeout: HANG, teardownTimeout: HANG };

/**
 * One test run for the whole repository. The API project runs against an in-memory PGlite, or
 * against a database on a PostgreSQL server when TEST_DATABASE_URL is set (see
 * apps/api/test/worker-database.ts); scripts/run-tests.mjs runs it both ways.
 */
export default defineConfig({
  test: {
    ...NO_CLOCK,
    // Vitest's default is one worker less than the cores: one on a 2-core machine. The API tests
    // spend much of their time waiting (PostgreSQL, SMTP, the reset answers' time floor), so two
    // workers overlap that waiting even on two cores. (Set here: projects run side by side only
    // with the same number of workers.)
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          ...NO_CLOCK,
        },
      },
      {
        // The repository's own tooling: the lint rules (scripts/lint-rules.test.ts) and build checks,
        // and the web app's build steps (apps/web/scripts/).
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'],
          environment: 'node',
          ...NO_CLOCK,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          ...NO_CLOCK,
          // A worker runs its files one after another in one module graph, with one migrated
          // database (apps/api/test/worker-database.ts) emptied for each app: loading the app's
          // modules and creating a database once per worker, not once per file or test (decision 020).
          isolate: false,
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['scripts/fail-on-console-error.ts'],
          // Cheap password hashes (apps/api/src/env.ts): the suite hashes hundreds of times, and at
          // OWASP's cost each took 10–30 ms of CPU. The tests that need the real cost ask for it.
          env: { PASSWORD_HASH_COST: 'test' },
        },
      },
      {
        // On the renderer the site runs on: Preact, through React's names (decision 153).
        // (Libraries' ES modules first: a CommonJS build would load React with Node's own require,
        // which no alias reaches.)
        resolve: { alias: reactOnPreact, mainFields: ['module', 'main'], conditions: ['module', 'import'] },
        test: {
          name: 'web',
          server: { deps: { inline: librariesOnReact } },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          ...NO_CLOCK,
          setupFiles: [
            'scripts/fail-on-console-error.ts',
            'apps/web/src/test/english.ts',
            'apps/web/src/test/no-clock.ts',
            'apps/web/src/test/no-network.ts',
          ],
        },
      },
    ],
  },
});
