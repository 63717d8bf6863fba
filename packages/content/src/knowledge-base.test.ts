import { triageRank } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import { sweepAgesAtBreakpoints } from './age-sweep.ts';
import { evaluate, type EvalSummary } from './evaluate.ts';
import { CASE_SETS, loadKnowledgeBase, type CaseSet } from './load.ts';
import { OVER_TRIAGE_KNOWN, SWEEP_KNOWN, unknownSweepFailures } from './sweep-known.ts';

const kb = loadKnowledgeBase();
/** Every case set is held to the triage invariants and swept over age (known failures aside). */
const SETS = Object.keys(CASE_SETS) as CaseSet[];
/** Each set is scored once for the whole file: the tests below read the same outcomes. */
const scored = new Map<CaseSet, EvalSummary>();
const scoredSet = (set: CaseSet = 'authors'): EvalSummary => {
  if (!scored.has(set)) scored.set(set, evaluate(kb, undefined, set));
  return scored.get(set)!;
};

describe('the knowledge base', () => {
  it('has at least four clinical cases per location, a third of them emergencies overall', () => {
    for (const key of kb.locations.keys()) {
      expect(kb.caseSets.authors.get(key)?.cases.length ?? 0, key).toBeGreaterThanOrEqual(4);
    }
    const s = scoredSet();
    expect(s.emergencies * 3).toBeGreaterThanOrEqual(s.cases);
  });

  // Safety invariants, not accuracy targets: an emergency is never sent anywhere but emergency
  // care and a case needing same-day care is never told less. (Accuracy and milder
  // under-triage are measured and reported by `npm run eval`.)
  it.each(SETS)('never under-triages an emergency or urgent case (%s cases)', (set) => {
    const s = scoredSet(set);
    const unsafe = s.outcomes.filter(
      (o) =>
        (o.case.expected_triage === 'emergency' && o.triage !== 'emergency') ||
        (o.case.expected_triage === 'urgent' && (o.triage === 'self-care' || o.triage === 'see-doctor')),
    );
    expect(unsafe.map((o) => `${o.case.id}: ${o.triage}`)).toEqual([]);
  });

  // Scored at the ages where anything about the assessment changes and between them only where a
  // failure could hide (age-sweep.ts, which a test holds to the sweep of every age), with every
  // answer of the case; `npm run eval` scores every age of every set. The failures left are ranking
  // more than age, each listed with why in SWEEP_KNOWN (decisions 137, 138), a ratchet.
  it.each(SETS)(
    'keeps the condition of every emergency and urgent case in the top 3 at every age of its real range (%s cases)',
    (set) => {
      const sweep = sweepAgesAtBreakpoints(kb, set);
      expect(sweep.cases).toBeGreaterThan(0);
      expect(
        unknownSweepFailures(set, sweep.failures).map((f) => `${f.id} at ${f.age}: rank ${f.rank ?? 'none'}`),
      ).toEqual([]);
      // A listed case that now holds leaves the list (sweep-known.ts).
      const failing = new Set(sweep.failures.map((f) => f.id));
      expect(Object.keys(SWEEP_KNOWN[set] ?? {}).filter((id) => !failing.has(id))).toEqual([]);
    },
  );

  // The other side of the safety net: telling a sore throat to call an ambulance frightens people
  // and teaches them to ignore the site. At most one case in 30 may land two levels or more above
  // its expected triage (self-care → urgent, see a doctor → emergency). Cases listed in
  // OVER_TRIAGE_KNOWN (sweep-known.ts) are not counted, and must stay over-triaged to stay listed.
  it.each(SETS)('over-triages at most one case in 30 by two levels or more (%s cases)', (set) => {
    const s = scoredSet(set);
    const known = OVER_TRIAGE_KNOWN[set] ?? {};
    const over = s.outcomes
      .filter((o) => triageRank(o.triage) - triageRank(o.case.expected_triage) >= 2)
      .map((o) => o.case.id);
    const others = over.filter((id) => known[id] === undefined);
    expect(others.length * 30, others.join(', ')).toBeLessThanOrEqual(s.cases);
    expect(Object.keys(known).filter((id) => !over.includes(id))).toEqual([]);
  });

  it("gives a condition's base rate to every place that lists it, and none to the others (decision 142)", () => {
    const rates = [...kb.locations.values()].flatMap((loc) =>
      loc.diseases.map((d) => [d.disease_short_name, d.base_rate] as const),
    );
    const severe = rates.filter(([name]) => name === 'severe_dengue');
    expect(severe.length).toBeGreaterThan(1);
    expect(new Set(severe.map(([, rate]) => rate))).toEqual(new Set([kb.conditions.get('severe_dengue')?.base_rate]));
    expect(kb.conditions.get('severe_dengue')?.base_rate).toBeLessThan(0.1);
    expect(
      rates.filter(([name, rate]) => rate !== undefined && kb.conditions.get(name)?.base_rate === undefined),
    ).toEqual([]);
  });

  it('loads for the site without the case sets, with the same version', () => {
    const site = loadKnowledgeBase({ cases: false });
    expect(site.version).toBe(kb.version);
    expect(site.conditions.size).toBe(kb.conditions.size);
    expect(site.locations.size).toBe(kb.locations.size);
    expect(site.caseSets.authors.size).toBe(0);
    expect(kb.caseSets.authors.size).toBeGreaterThan(0);
  });

  it("under-triages none of the authors' cases", () => {
    expect(
      scoredSet()
        .outcomes.filter(
          (o) => o.triage !== o.case.expected_triage && triageRank(o.triage) < triageRank(o.case.expected_triage),
        )
        .map((o) => o.case.id),
    ).toEqual([]);
  });
});
