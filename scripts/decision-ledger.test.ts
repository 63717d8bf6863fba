import { describe, expect, it } from 'vitest';
import { DECISIONS, hashOf, ledgerProblems, readLedger, recordsIn, sealed } from './decision-ledger.ts';

// Made-up record names, spelled so the documents' reference check does not look for them.
const A = ['001-a-choice', 'md'].join('.');
const B = ['002-new', 'md'].join('.');
const record = (body: string, status = 'accepted') =>
  `# 001 — A choice\n\nDate: 2026-11-26 · Status: ${status}\n\n${body}\n`;

describe('decision records', () => {
  it('are each sealed in the ledger, unchanged since', () => {
    expect(ledgerProblems(recordsIn(DECISIONS), readLedger(DECISIONS))).toEqual([]);
  });

  it('fail when a sealed record is rewritten, and only its status may change', () => {
    const ledger = sealed(new Map([[A, record('We use X.')]]), {});
    expect(ledgerProblems(new Map([[A, record('We use X.', 'superseded by 002')]]), ledger)).toEqual([]);
    expect(ledgerProblems(new Map([[A, record('We use Y.')]]), ledger)).toEqual([
      `${A}: changed after it was accepted; write a new record instead (only the status line may change)`,
    ]);
  });

  it('fail when a record is not sealed or a sealed one is gone', () => {
    expect(ledgerProblems(new Map([[B, record('New.')]]), {})).toEqual([
      `${B}: not in ledger.json; run npm run decisions:seal`,
    ]);
    expect(ledgerProblems(new Map(), { [A]: hashOf(record('We use X.')) })).toEqual([
      `${A}: in ledger.json but the record is gone`,
    ]);
  });

  it('seals new records without touching the entries already there', () => {
    const old = { [A]: 'kept as it was' };
    const next = sealed(
      new Map([
        [A, record('We use Y.')],
        [B, record('New.')],
      ]),
      old,
    );
    expect(next[A]).toBe('kept as it was');
    expect(next[B]).toBe(hashOf(record('New.')));
  });
});
