import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HELD_OUT_FOLDER, HELD_OUT_SHA256, heldOutHash, loadHeldOut } from './held-out.ts';
import { DEFAULT_DATA_DIR } from './load.ts';

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
