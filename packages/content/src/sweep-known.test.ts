import { describe, expect, it } from 'vitest';
import type { SweepFailure } from './evaluate.ts';
import { SWEEP_KNOWN, sweepGateExitCode } from './sweep-known.ts';

const failure = (id: string): SweepFailure => ({ id, expected: 'some_condition', age: 40, rank: 4 });
const listed = Object.keys(SWEEP_KNOWN.authors ?? {})[0]!;

describe("`npm run eval`'s exit code, the age sweep's gate", () => {
  it('fails a run whose sweep finds a failure SWEEP_KNOWN does not list', () => {
    expect(sweepGateExitCode([{ set: 'blind2', sweep: { failures: [] } }])).toBe(0);
    expect(
      sweepGateExitCode([
        { set: 'authors', sweep: { failures: [] } },
        { set: 'blind2', sweep: { failures: [failure('a_case_nobody_listed')] } },
      ]),
    ).toBe(1);
  });

  it('passes a listed failure, and any failure of the held-out set, which is never gated', () => {
    expect(listed).toBeDefined();
    expect(sweepGateExitCode([{ set: 'authors', sweep: { failures: [failure(listed)] } }])).toBe(0);
    expect(sweepGateExitCode([{ set: 'heldout', sweep: { failures: [failure('a_case_nobody_listed')] } }])).toBe(0);
    // Listed for one set is not listed for another.
    expect(sweepGateExitCode([{ set: 'blind2', sweep: { failures: [failure(listed)] } }])).toBe(1);
  });
});
