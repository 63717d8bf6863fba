import type { ConditionDetail } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { gatherTests, matches } from './gather-tests.ts';

describe('tests and treatments', () => {
  const c = (name: string, tests: ConditionDetail['tests']) => ({ disease_name: name, tests }) as ConditionDetail;
  it('merges a test advised for several conditions into one row', () => {
    const rows = gatherTests([
      c('Gout', [{ name: 'Blood count', category: 'blood-test', purpose: 'infection' }]),
      c('Septic arthritis', [
        { name: 'blood count', category: 'blood-test', purpose: 'infection' },
        { name: 'X-ray', category: 'imaging', purpose: 'bones' },
      ]),
    ]);
    expect(rows.map((r) => [r.name, r.conditions])).toEqual([
      ['Blood count', ['Gout', 'Septic arthritis']],
      ['X-ray', ['Septic arthritis']],
    ]);
  });
  it('search matches every word, ignoring case and accents', () => {
    expect(matches('blood COUNT', 'Full blood count')).toBe(true);
    expect(matches('count xray', 'Full blood count')).toBe(false);
    expect(matches('cafe', 'Café')).toBe(true);
    expect(matches('', 'anything')).toBe(true);
  });
});
