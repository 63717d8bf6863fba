import { describe, expect, it } from 'vitest';
import { checkKnowledgeBase } from './checks.ts';
import { evaluate } from './evaluate.ts';
import { loadKnowledgeBase } from './load.ts';

const kb = loadKnowledgeBase();

describe('the knowledge base', () => {
  it('passes every content check', () => {
    expect(checkKnowledgeBase(kb).errors).toEqual([]);
  });

  it('has at least four clinical cases per location, a third of them emergencies overall', () => {
    for (const key of kb.locations.keys()) {
      expect(kb.cases.get(key)?.cases.length ?? 0, key).toBeGreaterThanOrEqual(4);
    }
    const s = evaluate(kb);
    expect(s.emergencies * 3).toBeGreaterThanOrEqual(s.cases);
  });

  // Safety invariants, not accuracy targets: an emergency must never be sent anywhere but
  // emergency care, and no case may be triaged below the level its story calls for.
  it.each(['authors', 'independent'] as const)(
    'sends every emergency case to emergency care and under-triages no case (%s cases)',
    (set) => {
      const s = evaluate(kb, undefined, set);
      const missed = s.outcomes.filter((o) => o.case.expected_triage === 'emergency' && o.triage !== 'emergency');
      expect(missed.map((o) => o.case.id)).toEqual([]);
      expect(
        s.outcomes.filter((o) => o.triage !== o.case.expected_triage && o.triage === 'self-care').map((o) => o.case.id),
      ).toEqual([]);
      expect(s.underTriaged).toBe(0);
    },
  );
});
