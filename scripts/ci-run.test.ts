import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * .ci/run's control flow, with stand-ins for npm, podman and the services: every check runs, typecheck and
 * lint side by side, a failing check fails the run, and `tests: N passed, N failed` stays the last
 * line. (The real steps are what `npm run typecheck`, `lint`, `format:check`, `bench:size` and
 * `npm test` do; here only the orchestration is under test.)
 */
const ROOT = join(import.meta.dirname, '..');
let bin: string;

beforeEach(() => {
  bin = mkdtempSync(join(tmpdir(), 'painpoint-ci-'));
  const stub = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/usr/bin/env bash\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  for (const tool of ['chromium', 'pg_isready', 'redis-cli', 'podman', 'podman-compose', 'runc', 'debootstrap'])
    stub(tool, 'exit 0');
  // `npm run <step>` records that it ran and fails when CI_FAIL names it; typecheck waits (up to
  // 20 s) for lint to have started, so it passes only if the two run side by side.
  stub(
    'npm',
    `
step="$1"; [ "$1" = run ] && step="$2"
echo "$step" >>"$STUB_DIR/ran"
case "$step" in
  install) exit 0 ;;
  test) echo "vitest output"; echo "tests: 3 passed, \${CI_TESTS_FAILED:-0} failed"; [ "\${CI_TESTS_FAILED:-0}" = 0 ]; exit ;;
  lint) touch "$STUB_DIR/lint-started" ;;
  typecheck) for _ in $(seq 1 200); do [ -e "$STUB_DIR/lint-started" ] && break; sleep 0.1; done
             [ -e "$STUB_DIR/lint-started" ] || { echo "typecheck ran alone"; exit 1; } ;;
esac
echo "output of $step"
[ "$step" != "\${CI_FAIL:-}" ]
`,
  );
});
afterEach(() => rmSync(bin, { recursive: true, force: true }));

function ci(env: Record<string, string> = {}) {
  const r = spawnSync('bash', ['.ci/run'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, STUB_DIR: bin, CI_LOG_DIR: join(bin, 'logs'), ...env },
  });
  const lines = r.stdout.trimEnd().split('\n');
  return { status: r.status, stdout: r.stdout, last: lines.at(-1) };
}

describe('.ci/run', () => {
  it('runs typecheck, lint, the format check, the bundle budgets and the tests, and passes', () => {
    const r = ci();
    expect(r.stdout).toContain('----- typecheck: exit 0');
    expect(r.stdout).toContain('----- lint: exit 0');
    expect(r.stdout).toContain('output of format:check');
    expect(r.stdout).toContain('output of bench:size');
    expect(r.stdout).toContain('output of check:container');
    expect(r.stdout).toContain('output of check:prod-start');
    expect(r.last).toBe('tests: 3 passed, 0 failed');
    expect(r.status).toBe(0);
  });

  it.each(['typecheck', 'lint', 'format:check', 'bench:size', 'check:container', 'check:prod-start'])(
    'fails the run when %s fails, after the tests',
    (step) => {
      const r = ci({ CI_FAIL: step });
      expect(r.stdout).toMatch(/FAILED: /);
      expect(r.last).toBe('tests: 3 passed, 0 failed');
      expect(r.status).not.toBe(0);
    },
  );

  it('fails the run when a test fails', () => {
    const r = ci({ CI_TESTS_FAILED: '2' });
    expect(r.last).toBe('tests: 3 passed, 2 failed');
    expect(r.status).not.toBe(0);
  });
});
