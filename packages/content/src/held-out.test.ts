import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FROZEN_SETS } from './frozen-sets.ts';
import { caseFolderHash, HELD_OUT_FOLDER, HELD_OUT_SHA256, heldOutHash, loadHeldOut } from './held-out.ts';
import { CASE_SETS, DEFAULT_DATA_DIR, type CaseSet } from './load.ts';

describe('the held-out case set', () => {
  const copy = mkdtempSync(join(tmpdir(), 'held-out-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('is frozen: its files hash to the value recorded when it was first scored', () => {
    expect(heldOutHash()).toBe(HELD_OUT_SHA256);
  });

  it('reads as cases, every place once', () => {
    const files = loadHeldOut();
    expect(files.size).toBeGreaterThan(20);
    expect([...files.values()].reduce((n, f) => n + f.cases.length, 0)).toBeGreaterThan(80);
  });

  it('would notice an edit: one character more in one file', () => {
    cpSync(join(DEFAULT_DATA_DIR, HELD_OUT_FOLDER), join(copy, HELD_OUT_FOLDER), { recursive: true });
    const first = readdirSync(join(copy, HELD_OUT_FOLDER)).filter((f) => f.endsWith('.json'))[0]!;
    const path = join(copy, HELD_OUT_FOLDER, first);
    const text = readFileSync(path, 'utf8');
    expect(heldOutHash(copy)).toBe(heldOutHash());
    writeFileSync(path, `${text}\n`);
    expect(heldOutHash(copy)).not.toBe(heldOutHash());
  });
});

describe('the sets written from the questions alone', () => {
  const blind = (Object.keys(CASE_SETS) as CaseSet[]).filter((set) => CASE_SETS[set].blind);

  it('are each frozen, a hash recorded for every one (frozen-sets.ts)', () => {
    expect(blind.length).toBeGreaterThan(10);
    expect(blind.filter((set) => FROZEN_SETS[set] === undefined)).toEqual([]);
    expect(Object.keys(FROZEN_SETS).filter((set) => !blind.includes(set as CaseSet))).toEqual([]);
  });

  it.each(blind)('%s: its files hash to the value recorded when it was frozen', (set) => {
    expect(caseFolderHash(CASE_SETS[set].folder)).toBe(FROZEN_SETS[set]);
  });
});
