import { assessModel } from '@painpoint/engine';
import type { Profile } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './load.ts';

// Severe malaria and severe leptospirosis carry the ordinary illness's own signs, so at all-over
// they were counted possible on the fever alone and sent people with no danger sign to emergency
// care. Each now needs one of its own signs; why, and the sources:
// docs/content-review/severe-malaria-and-leptospirosis-need-their-signs-2026-11-29.md
const kb = loadKnowledgeBase({ cases: false });
const allOver = kb.locations.get('all-over')!;
const child: Profile = { sex: 'female', age: 5, weight: 18 };

const assess = (profile: Profile, answers: Record<string, string[]>) =>
  assessModel({
    steps: allOver.file.steps,
    diseases: allOver.diseases,
    profile,
    selections: new Map(Object.entries(answers)),
  });

/** A child with a high fever of 4 days, chills and vomiting, living where malaria is common. */
const malariaChild = (danger1: string[], danger2: string[] = ['none']) => ({
  ao_red_flags: ['none'],
  danger_child_1: danger1,
  danger_child_2: danger2,
  ao_fever: ['ao_fever_high'],
  ao_days: ['ao_days_3_7'],
  ao_fever_pattern: ['ao_pat_chills'],
  ao_skin_eyes: ['none'],
  ao_exposure: ['ao_exp_malaria_area'],
  ao_other: ['ao_oth_vomit'],
});

/** A man ill for 4 days after wading through flood water: aches, painful calves, red eyes. */
const floodFever = (skin: string[]) => ({
  ao_red_flags: ['none'],
  danger_adult_1: ['none'],
  danger_adult_2: ['none'],
  ao_fever: ['ao_fever_high'],
  ao_days: ['ao_days_3_7'],
  ao_fever_pattern: ['ao_pat_sudden'],
  ao_pain_where: ['ao_pain_calves'],
  ao_skin_eyes: skin,
  ao_exposure: ['ao_exp_flood'],
  ao_other: ['ao_oth_headache'],
});

const names = (a: ReturnType<typeof assess>) => a.ranked.map((r) => r.disease_short_name);

describe('a severe form of a fever needs one of its own signs (all-over)', () => {
  it('tells malaria with no danger sign to get checked today, and lists severe malaria only with one', () => {
    const plain = assess(child, malariaChild(['none']));
    expect(plain.triage).toBe('urgent');
    expect(names(plain)[0]).toBe('malaria');
    expect(names(plain)).not.toContain('severe_malaria');

    const hardToWake = assess(child, malariaChild(['ds_hard_to_wake']));
    expect(hardToWake.triage).toBe('emergency');
    expect(names(hardToWake).slice(0, 3)).toContain('severe_malaria');
  });

  it('keeps severe malaria out on "not sure" to the danger signs: the illness stays urgent', () => {
    const unsure = assess(child, malariaChild(['not_sure'], ['not_sure']));
    expect(names(unsure)).not.toContain('severe_malaria');
    expect(unsure.triage).toBe('urgent');
  });

  it('tells leptospirosis with no sign of Weil’s disease to get checked today, and names it with yellow eyes', () => {
    const adult: Profile = { sex: 'male', age: 36, weight: 65 };
    const plain = assess(adult, floodFever(['ao_red_eyes']));
    expect(plain.triage).toBe('urgent');
    expect(names(plain)[0]).toBe('leptospirosis');
    expect(names(plain)).not.toContain('severe_leptospirosis');

    const yellow = assess(adult, floodFever(['ao_red_eyes', 'ao_rf_yellow']));
    expect(yellow.triage).toBe('emergency');
    expect(names(yellow).slice(0, 2)).toContain('severe_leptospirosis');
  });
});
