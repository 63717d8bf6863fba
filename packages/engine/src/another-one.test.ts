import type { DiagnosisStep } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { GIVABLE_FACTS, PROFILE_EVIDENCE_KEYS, type ProfileFacts } from './profile.ts';
import { assess, type ScorableDisease } from './score.ts';

// "Another one" on the age page's illnesses and medicines (decision 122): a person with an illness
// or a medicine not listed can say so, and it changes no score.
const man = (facts: Partial<ProfileFacts> = {}): ProfileFacts => ({ sex: 'male', age: 60, ...facts });
const step: DiagnosisStep = {
  id: 'where',
  question: 'Where is the pain?',
  multiple: false,
  dependent_on_any_symptoms: [],
  step_options: [
    { key: 'centre', label: 'In the centre of the chest' },
    { key: 'side', label: 'At the side' },
  ],
};
const heartAttack: ScorableDisease = {
  disease_short_name: 'heart_attack',
  age_range: { min_age: 18, max_age: 120 },
  gender: 'any',
  weight: { min_weight: 0, max_weight: 400 },
  triage: 'emergency',
  symptoms: [
    { key: 'centre', value: 4 },
    { key: 'has_heart_disease', value: 4 },
    { key: 'has_high_cholesterol', value: 2 },
    { key: 'takes_blood_thinner', value: 2 },
  ],
};
const evidence = (p: ProfileFacts) =>
  assess({ steps: [step], diseases: [heartAttack], profile: p, selections: new Map([['where', ['centre']]]) }).ranked[0]
    ?.evidence;

describe('"another one" of the illnesses and medicines (decision 122)', () => {
  it('alone, leaves the step out as if it were not answered', () => {
    expect(evidence(man({ illnesses: ['other'] }))).toBe(evidence(man()));
    expect(evidence(man({ medicines: ['other'] }))).toBe(evidence(man()));
  });

  it('beside a named fact, scores exactly as the named fact alone', () => {
    expect(evidence(man({ illnesses: ['other', 'high_cholesterol'] }))).toBe(
      evidence(man({ illnesses: ['high_cholesterol'] })),
    );
    expect(evidence(man({ illnesses: ['high_cholesterol'] }))).toBe(6 / 8);
    expect(evidence(man({ medicines: ['other', 'calcium'] }))).toBe(evidence(man({ medicines: ['calcium'] })));
  });

  it('is no answer a condition can weigh, and gives no option of a place', () => {
    for (const key of ['has_other_illness', 'takes_other_medicine']) {
      expect(PROFILE_EVIDENCE_KEYS.has(key)).toBe(false);
      expect(GIVABLE_FACTS.has(key)).toBe(false);
    }
    expect(PROFILE_EVIDENCE_KEYS.has('takes_hydroxyurea')).toBe(true);
    expect(GIVABLE_FACTS.has('has_weak_bones')).toBe(true);
  });
});
