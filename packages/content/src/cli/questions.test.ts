import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('./questions.ts', import.meta.url));
const questions = (...flags: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', CLI, '--location', 'head', ...flags], { encoding: 'utf8' });

describe('npm run questions, as a writer of cases reads it', () => {
  it("shows a pregnant woman the pregnancy's own questions, and says they are hidden otherwise", () => {
    const pregnant = questions('--sex', 'female', '--age', '27', '--pregnant', 'yes', '--months', '7');
    expect(pregnant.status).toBe(0);
    expect(pregnant.stdout).toContain('`pregnancy_signs`');
    expect(pregnant.stdout).toContain('`ws_pregnancy`');
    const unsaid = questions('--sex', 'female', '--age', '27');
    expect(unsaid.stdout).not.toContain('`pregnancy_signs`');
    expect(unsaid.stdout).toContain('give --pregnant yes|maybe|postpartum');
  });

  it('refuses a pregnancy it cannot read, with the usage', () => {
    for (const flags of [
      ['--sex', 'male', '--age', '30', '--pregnant', 'yes'],
      ['--sex', 'female', '--age', '30', '--pregnant', 'no', '--months', '4'],
      ['--sex', 'female', '--age', '30', '--pregnant', 'soon'],
    ]) {
      const run = questions(...flags);
      expect(run.status, flags.join(' ')).toBe(2);
      expect(run.stderr).toContain('usage: npm run questions');
    }
  });
});
