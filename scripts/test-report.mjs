// What `npm test` prints about the browser tests that failed (scripts/run-tests.mjs).
import { existsSync, readFileSync } from 'node:fs';

/**
 * The tests of a Playwright JSON report that failed: `unexpected` or `flaky`. A test marked
 * `test.fail` that failed as expected is `expected`, so it is not among them.
 */
export function failedTests(report) {
  const failures = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') failures.push({ spec, test });
  };
  for (const suite of report.suites ?? []) walk(suite);
  return failures;
}

/**
 * Each failed browser test named with its file and line, the start of its error, and what the page
 * showed (the error context Playwright attaches: the page as an accessibility tree); then the names again,
 * one a line. Printed last, just above the totals, because a failure that comes only under CI's load
 * is seldom seen again, and CI keeps only the end of this output, not the files.
 */
export function printFailures(report, log = console.log) {
  const failures = failedTests(report);
  for (const { spec, test } of failures) {
    // A flaky test's last run passed: its error is the run that failed.
    const last = test.results?.findLast((r) => r.status !== 'passed') ?? test.results?.at(-1) ?? {};
    // eslint-disable-next-line no-control-regex -- the colours Playwright puts in an error
    const error = (last.error?.message ?? String(last.status ?? '')).replace(/\x1b\[[0-9;]*m/g, '');
    log(`\n--- failed: ${spec.file}:${spec.line} ${spec.title} (${test.status}) ---`);
    log(error.split('\n').slice(0, 12).join('\n'));
    const at = last.error?.location;
    if (at) log(`at ${at.file}:${at.line}:${at.column}`);
    for (const a of last.attachments ?? []) {
      if (a.name !== 'error-context' || !a.path || !existsSync(a.path)) continue;
      const text = readFileSync(a.path, 'utf8');
      log(text.slice(Math.max(0, text.indexOf('# Page snapshot'))).slice(0, 4000));
    }
  }
  for (const { spec, test } of failures)
    log(`${test.status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file}:${spec.line} ${spec.title}`);
}

/**
 * The browser suite's totals. A test that failed and then passed on its retry (CI only, decision
 * 136) counts as passed and is named in `flaky`, which `npm test` prints as notes above its totals;
 * a test that failed on its retry too is failed.
 */
export function browserTotals(report) {
  const flaky = failedTests(report)
    .filter(({ test }) => test.status === 'flaky')
    .map(({ spec }) => `${spec.file}:${spec.line} ${spec.title}`);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    flaky,
  };
}
