import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { browserTotals, failedTests, printFailures } from './test-report.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'painpoint-report-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A Playwright JSON report, as `--reporter=json` writes it, cut to what the printer reads. */
function report() {
  const context = join(dir, 'page');
  writeFileSync(context, '# Instructions\nignore this\n# Page snapshot\n- heading "Where does it hurt?"\n');
  const spec = (title: string, line: number, status: string, results: object[] = []) => ({
    title,
    file: 'steps.spec.ts',
    line,
    tests: [{ status, results }],
  });
  return {
    suites: [
      {
        specs: [spec('passes', 1, 'expected')],
        suites: [
          {
            specs: [
              // test.fail that failed, as it is meant to: counted as passed.
              spec('known to fail', 2, 'expected', [{ status: 'failed', error: { message: 'off screen' } }]),
              spec('breaks', 3, 'unexpected', [
                {
                  status: 'failed',
                  error: {
                    message: '\u001b[31mError: expect(locator).toBeVisible()\u001b[39m\nline 2',
                    location: { file: '/repo/e2e/flow.ts', line: 71, column: 5 },
                  },
                  attachments: [{ name: 'error-context', path: context }],
                },
              ]),
              spec('sometimes breaks', 4, 'flaky', [{ status: 'failed' }, { status: 'passed' }]),
              spec('skipped', 5, 'skipped'),
            ],
          },
        ],
      },
    ],
  };
}

it('names the unexpected and flaky browser tests, not a test.fail that failed', () => {
  expect(failedTests(report()).map((f: { spec: { title: string } }) => f.spec.title)).toEqual([
    'breaks',
    'sometimes breaks',
  ]);
});

it("prints each failure's error without colours, its page, and the names last", () => {
  const lines: string[] = [];
  printFailures(report(), (s: string) => lines.push(s));
  const out = lines.join('\n');
  expect(out).toContain(
    '--- failed: steps.spec.ts:3 breaks (unexpected) ---\nError: expect(locator).toBeVisible()\nline 2\nat /repo/e2e/flow.ts:71:5',
  );
  expect(out).toContain('# Page snapshot\n- heading "Where does it hurt?"');
  expect(out).not.toContain('ignore this');
  expect(out).not.toContain('known to fail');
  expect(lines.slice(-2)).toEqual(['failed: steps.spec.ts:3 breaks', 'flaky: steps.spec.ts:4 sometimes breaks']);
});

it("prints a flaky test's failed run, not the retry that passed", () => {
  const r = report();
  const flaky = r.suites[0]!.suites![0]!.specs[2]!.tests[0]!;
  flaky.results = [{ status: 'failed', error: { message: 'first run' } }, { status: 'passed' }];
  const lines: string[] = [];
  printFailures(r, (s: string) => lines.push(s));
  expect(lines.join('\n')).toContain('--- failed: steps.spec.ts:4 sometimes breaks (flaky) ---\nfirst run');
});

it('counts a test that passed on its retry as passed and names it; a test that failed twice as failed', () => {
  const totals = browserTotals({ ...report(), stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 1 } });
  expect(totals).toEqual({ passed: 3, failed: 1, flaky: ['steps.spec.ts:4 sometimes breaks'] });
});
