// `npm test`: every test the project has, the way CI runs them.
//  1. unit, content and API tests (vitest) — the API on an in-memory PGlite;
//  2. the API tests again on a real PostgreSQL server, when TEST_DATABASE_URL (or DATABASE_URL) names one,
//     but for the files that open no test database (apps/api/test/database-free.json), run once in 1;
//  3. the browser suite (Playwright in Debian's Chromium) against the built site.
// Ends with one line: `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserTotals, printFailures } from './test-report.mjs';

const out = mkdtempSync(join(tmpdir(), 'painpoint-tests-'));
let passed = 0;
let failed = 0;
const notes = [];

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function vitest(label, args, env) {
  const file = join(out, `${label}.json`);
  const status = run(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      ...args,
    ],
    env,
  );
  if (!existsSync(file)) {
    failed++;
    notes.push(`${label}: vitest did not finish (exit ${status})`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (status !== 0 && r.numFailedTests === 0) {
    failed++;
    notes.push(`${label}: vitest exited ${status}`);
  }
}

vitest('unit-and-api-pglite', [], { TEST_DATABASE_URL: '' });

const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (pgUrl) {
  // The harness fails a listed file that opens a test database (apps/api/test/database-free.ts).
  const once = JSON.parse(readFileSync('apps/api/test/database-free.json', 'utf8')).files;
  vitest('api-postgres', ['--project', 'api', ...once.flatMap((f) => ['--exclude', f])], {
    TEST_DATABASE_URL: pgUrl,
  });
} else {
  notes.push('API tests on PostgreSQL skipped: set TEST_DATABASE_URL=postgres://… to run them (CI does).');
}

if (run('npm', ['run', 'build', '--silent']) !== 0) {
  failed++;
  notes.push('the web app did not build, so the browser suite did not run');
} else {
  const file = join(out, 'e2e.json');
  const status = run(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    },
  );
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    const totals = browserTotals(r);
    passed += totals.passed;
    failed += totals.failed;
    if (r.stats.unexpected + r.stats.flaky > 0) printFailures(r);
    for (const name of totals.flaky) notes.push(`flaky browser test, passed on its retry: ${name}`);
    if (status !== 0 && r.stats.unexpected === 0) {
      failed++;
      notes.push(`browser suite exited ${status}`);
    }
  } else {
    failed++;
    notes.push(`browser suite did not run (exit ${status}); is Chromium installed at /usr/bin/chromium?`);
  }
}

rmSync(out, { recursive: true, force: true });
for (const n of notes) console.log(`note: ${n}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
