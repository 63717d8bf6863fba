import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** `npm run backup` and `npm run restore` as package.json runs them (scripts/command.mjs). */
const npmRun = (name: string, ...args: string[]) =>
  spawnSync('npm', ['run', '-s', name, '--', ...args], { cwd: ROOT, encoding: 'utf8' });

describe('the operators’ commands', () => {
  it('run from the checkout, passing the arguments and the exit status through', () => {
    const backup = npmRun('backup');
    expect(backup.status).toBe(1);
    expect(backup.stderr).toMatch(/^backup failed: say where the backup goes: npm run backup -- --out/);
    const restore = npmRun('restore', 'one.backup', 'two.backup');
    expect(restore.status).toBe(1);
    expect(restore.stderr).toMatch(/^restore failed: name one backup file/);
  });
});
