import { describe, expect, it } from 'vitest';
import { evaluate, notSureShareOf, withNotSure } from './evaluate.ts';
import { loadKnowledgeBase } from './load.ts';
import type { ClinicalCase } from './schema.ts';

const kb = loadKnowledgeBase();
const knee = new Map([['knee' as const, kb.caseSets.blind7.get('knee')!]]);

describe('the evaluation figures', () => {
  it('counts the share of a set\'s own answers that are "Not sure"', () => {
    const base = { sex: 'female' as const, age: 30, weight: 60, expected: null, expected_triage: 'self-care' as const };
    const cases: ClinicalCase[] = [
      { ...base, id: 'a', story: 'One.', answers: { a: ['not_sure'], b: ['x'], c: ['x', 'not_sure'] } },
      { ...base, id: 'b', story: 'Two.', answers: { a: ['y'] } },
    ];
    expect(notSureShareOf(cases)).toBe(1 / 4);
    expect(notSureShareOf([])).toBe(0);
  });

  it('counts urgency exactly right, one level high and the questions asked', () => {
    const s = evaluate(kb, 'knee', knee);
    expect(s.triageExact + s.overTriagedOneLevel + s.overTriagedTwoLevels + s.underTriaged).toBe(s.cases);
    expect(s.questionsMedian).toBeGreaterThan(0);
    expect(s.questionsP90).toBeGreaterThanOrEqual(s.questionsMedian);
    for (const o of s.outcomes) {
      // Every interview asks at least the warning screens; the probabilities of the levels sum to 1.
      expect(o.questions).toBeGreaterThan(0);
      expect(Object.values(o.assessment.triage_probabilities).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
    // The Brier score: the squared distance of the four probabilities from the expected level.
    const brier =
      s.outcomes.reduce(
        (sum, o) =>
          sum +
          Object.entries(o.assessment.triage_probabilities).reduce(
            (d, [level, p]) => d + (p - (level === o.case.expected_triage ? 1 : 0)) ** 2,
            0,
          ),
        0,
      ) / s.cases;
    expect(s.brier).toBeCloseTo(brier, 12);
    expect(s.brier).toBeGreaterThan(0);
  });

  it('scores every answer of a case without the interview when asked, counting no questions', () => {
    const s = evaluate(kb, 'knee', knee, { allAnswers: true });
    expect(s.cases).toBe(evaluate(kb, 'knee', knee).cases);
    expect(s.outcomes.every((o) => o.questions === undefined)).toBe(true);
    expect(s.questionsMedian).toBe(0);
  });

  it('turns a share of ordinary answers into "Not sure", never a warning screen, and repeats a seed exactly', () => {
    const none = withNotSure(kb, knee, 0, 1);
    expect(none.get('knee')!.cases).toEqual(knee.get('knee')!.cases);
    const all = withNotSure(kb, knee, 1, 1).get('knee')!.cases;
    const steps = new Map(kb.locations.get('knee')!.file.steps.map((s) => [s.id, s] as const));
    for (const [i, c] of all.entries()) {
      for (const [id, keys] of Object.entries(knee.get('knee')!.cases[i]!.answers)) {
        const warning = steps.get(id)!.step_options.some((o) => o.red_flag !== undefined || o.danger_sign === true);
        if (warning) expect(c.answers[id]).toEqual(keys);
        else expect(c.answers[id] ?? ['not_sure']).toEqual(['not_sure']);
      }
    }
    expect(withNotSure(kb, knee, 0.3, 7)).toEqual(withNotSure(kb, knee, 0.3, 7));
  });

  it('draws each answer\'s "Not sure" from its seed, case and step alone, so other cases leave it as it was', () => {
    const cases = knee.get('knee')!.cases;
    const alone = withNotSure(kb, new Map([['knee', { ...knee.get('knee')!, cases: cases.slice(3, 4) }]]), 0.3, 7);
    const among = withNotSure(kb, knee, 0.3, 7);
    expect(alone.get('knee')!.cases[0]).toEqual(among.get('knee')!.cases[3]);
  });
});
