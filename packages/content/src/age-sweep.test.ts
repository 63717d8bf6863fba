import type { Disease, LocationKey } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { caseBreakpoints, questionBreakpoints, sweepAgesAtBreakpoints } from './age-sweep.ts';
import { sweepAges, type SweepSummary } from './evaluate.ts';
import { loadKnowledgeBase, type KnowledgeBase } from './load.ts';
import type { CaseFile } from './schema.ts';

const kb = loadKnowledgeBase();
const failures = (s: SweepSummary) => s.failures.map((f) => `${f.id} at ${f.age}: ${f.rank ?? 'none'}`);

describe('the age sweep at the breakpoints (the gate) against the sweep of every age', () => {
  // Small sets, so the sweep of every age stays cheap here; `npm run eval` sweeps every set at every age.
  it.each(['danger', 'wholebody', 'blind9'] as const)('finds the same failures in the %s cases', (set) => {
    const every = sweepAges(kb, undefined, set);
    const gate = sweepAgesAtBreakpoints(kb, set);
    expect(gate.cases).toBe(every.cases);
    expect(gate.held).toBe(every.held);
    expect(failures(gate)).toEqual(failures(every));
    expect(gate.scorings).toBeLessThan(every.scorings);
  });

  it('cuts where a condition the case can rank starts, stops or peaks, and where a question changes with age', () => {
    const knee = kb.locations.get('knee')!;
    // The age page asks about pregnancy from 10 to 55; a child's danger signs are asked under 12.
    expect(questionBreakpoints(knee)).toEqual(expect.arrayContaining([10, 12, 56]));
    const c = kb.caseSets.authors.get('knee')!.cases.find((x) => x.expected === 'septic_arthritis')!;
    const points = caseBreakpoints(knee, c);
    const septic = knee.diseases.find((d) => d.disease_short_name === 'septic_arthritis')!;
    expect(points).toEqual(expect.arrayContaining([septic.age_range.min_age, septic.age_range.max_age + 1]));
  });

  /**
   * The knee with three copies of a case's own condition (the same weights, so the same evidence,
   * and names that sort first on a tie) that can occur only at one age: there the condition falls
   * to fourth, and the gate must say so, at that age only, as the sweep of every age does.
   */
  it('fails a can\u2019t-miss condition pushed out of the top three at one age only', () => {
    const location: LocationKey = 'knee';
    const file = kb.caseSets.authors.get(location)!;
    const c = file.cases.find(
      (x) =>
        x.expected_triage === 'emergency' &&
        x.expected !== null &&
        kb.conditions.get(x.expected)!.age_range.min_age <= 40 &&
        kb.conditions.get(x.expected)!.age_range.max_age >= 60,
    )!;
    const gold = kb.locations.get(location)!.diseases.find((d) => d.disease_short_name === c.expected)!;
    const only = { min_age: 47, max_age: 47 };
    const copies: Disease[] = [1, 2, 3].map((n) => ({
      ...gold,
      disease_short_name: `aaa_only_at_47_${n}`,
      age_range: only,
      typical_age: only,
    }));
    const loc = kb.locations.get(location)!;
    const broken: KnowledgeBase = {
      ...kb,
      locations: new Map(kb.locations).set(location, { ...loc, diseases: [...copies, ...loc.diseases] }),
    };
    const one = new Map<LocationKey, CaseFile>([[location, { ...file, cases: [c] }]]);
    const gate = sweepAgesAtBreakpoints(broken, one);
    expect(failures(gate)).toEqual([`${c.id} at 47: 4`]);
    expect(failures(gate)).toEqual(failures(sweepAges(broken, undefined, one)));
    // The knowledge base as it is holds this case at every age.
    expect(sweepAgesAtBreakpoints(kb, one).failures).toEqual([]);
  });

  it('scores nothing for a case whose answers only a baby under 1 can give (decision 154)', () => {
    const file = kb.caseSets.authors.get('all-over')!;
    const c = file.cases.find((x) => x.answers['ao_fever_baby_age']?.includes('ao_baby_under_3m'))!;
    const one = new Map<LocationKey, CaseFile>([['all-over', { ...file, cases: [c] }]]);
    const gate = sweepAgesAtBreakpoints(kb, one);
    expect(gate.scorings).toBe(0);
    expect(failures(gate)).toEqual(failures(sweepAges(kb, undefined, one)));
  });
});
