import type { DiagnosisStep } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { emptyAnswers, restartAnswers, setLocationAndSex } from './answers.ts';
import { pregnancyAllows, profileKeyHolds, type ProfileFacts } from './profile.ts';
import { assess, type ScorableDisease } from './score.ts';
import { walkSteps } from './steps.ts';

const woman = (pregnancy?: ProfileFacts['pregnancy']): ProfileFacts => ({ sex: 'female', age: 28, pregnancy });

describe('who it is for', () => {
  it('holds the key of the answer, and every key while unknown', () => {
    expect(profileKeyHolds('for_child', { for: 'child' })).toBe(true);
    expect(profileKeyHolds('for_self', { for: 'child' })).toBe(false);
    expect(profileKeyHolds('for_other', {})).toBe(true);
  });

  it('shows the question in the words for whoever answers', () => {
    const step: DiagnosisStep = {
      id: 'eat',
      question: 'Eating less than usual?',
      question_child: 'Is your child eating less than usual?',
      question_other: 'Are they eating less than usual?',
      multiple: false,
      dependent_on_any_symptoms: [],
      step_options: [
        { key: 'eat_less', label: 'Eating less' },
        { key: 'eat_same', label: 'Eating as usual' },
      ],
    };
    const question = (p: ProfileFacts) => walkSteps([step], new Map(), p)[0]!.step.question;
    expect(question({ for: 'child' })).toBe(step.question_child);
    expect(question({ for: 'other' })).toBe(step.question_other);
    expect(question({ for: 'self' })).toBe(step.question);
    expect(question({})).toBe(step.question);
  });
});

describe('pregnancy keys', () => {
  it('follow the answer on the age page', () => {
    expect(profileKeyHolds('pregnant', woman({ status: 'yes', months: 7 }))).toBe(true);
    expect(profileKeyHolds('pregnant_month_5_plus', woman({ status: 'yes', months: 7 }))).toBe(true);
    expect(profileKeyHolds('pregnant_month_under_4', woman({ status: 'yes', months: 7 }))).toBe(false);
    expect(profileKeyHolds('pregnant_months_7_8', woman({ status: 'yes', months: 7 }))).toBe(true);
    expect(profileKeyHolds('maybe_pregnant', woman({ status: 'not_sure' }))).toBe(true);
    expect(profileKeyHolds('not_pregnant', woman({ status: 'no' }))).toBe(true);
    expect(profileKeyHolds('pregnant', woman({ status: 'postpartum' }))).toBe(false);
    expect(profileKeyHolds('postpartum', woman({ status: 'postpartum' }))).toBe(true);
  });

  it('say "not pregnant" of everyone the question is not for, and hold while unknown', () => {
    expect(profileKeyHolds('pregnant', { sex: 'male', age: 30 })).toBe(false);
    expect(profileKeyHolds('not_pregnant', { sex: 'female', age: 70 })).toBe(true);
    expect(profileKeyHolds('not_pregnant', { sex: 'female', age: 6 })).toBe(true);
    expect(profileKeyHolds('pregnant', woman())).toBe(true);
    expect(profileKeyHolds('not_pregnant', woman())).toBe(true);
  });
});

describe('conditions of pregnancy', () => {
  const labour = { months: { min: 9, max: 9 } };
  const preEclampsia = { months: { min: 5, max: 9 }, postpartum: true };
  const miscarriage = { months: { min: 1, max: 5 } };

  it('are excluded outside their months', () => {
    expect(pregnancyAllows(labour, woman({ status: 'yes', months: 2 }))).toBe(false);
    expect(pregnancyAllows(labour, woman({ status: 'yes', months: 9 }))).toBe(true);
    expect(pregnancyAllows(labour, woman({ status: 'no' }))).toBe(false);
    expect(pregnancyAllows(labour, { sex: 'male', age: 30 })).toBe(false);
    expect(pregnancyAllows(preEclampsia, woman({ status: 'postpartum' }))).toBe(true);
    expect(pregnancyAllows(labour, woman({ status: 'postpartum' }))).toBe(false);
  });

  it('of early pregnancy stay for someone who could be pregnant; late ones do not', () => {
    expect(pregnancyAllows(miscarriage, woman({ status: 'maybe' }))).toBe(true);
    expect(pregnancyAllows(labour, woman({ status: 'not_sure' }))).toBe(false);
  });

  it('stay while the pregnancy is not known', () => {
    expect(pregnancyAllows(labour, woman())).toBe(true);
  });
});

describe('pregnancy as evidence', () => {
  const step: DiagnosisStep = {
    id: 'where',
    question: 'Where is the pain?',
    multiple: false,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'low', label: 'Low in the tummy' },
      { key: 'high', label: 'High in the tummy' },
    ],
  };
  const disease = (name: string, symptoms: ScorableDisease['symptoms']): ScorableDisease => ({
    disease_short_name: name,
    age_range: { min_age: 0, max_age: 120 },
    gender: 'any',
    weight: { min_weight: 0, max_weight: 400 },
    triage: 'see-doctor',
    symptoms,
  });
  const ectopic = disease('ectopic', [
    { key: 'low', value: 3 },
    { key: 'maybe_pregnant', value: 4 },
    { key: 'pregnant', value: 3 },
    { key: 'not_pregnant', value: -3 },
  ]);
  const cyst = disease('cyst', [
    { key: 'low', value: 3 },
    { key: 'not_pregnant', value: 2 },
  ]);
  const rank = (p: ProfileFacts) =>
    assess({
      steps: [step],
      diseases: [ectopic, cyst],
      profile: p,
      selections: new Map([['where', ['low']]]),
    }).ranked.map((r) => r.disease_short_name);

  it('moves a condition as an answer would', () => {
    expect(rank(woman({ status: 'maybe' }))[0]).toBe('ectopic');
    expect(rank(woman({ status: 'no' }))[0]).toBe('cyst');
  });

  it('drops out while unknown, like a question answered "not sure"', () => {
    const unknown = assess({
      steps: [step],
      diseases: [ectopic],
      profile: woman(),
      selections: new Map([['where', ['low']]]),
    });
    expect(unknown.ranked[0]!.evidence).toBe(1);
  });

  it('keeps the pregnancy when the answers start again for a new pain', () => {
    expect(
      restartAnswers({ ...emptyAnswers(), sex: 'female', pregnancy: { status: 'yes', months: 4 } }).pregnancy,
    ).toEqual({ status: 'yes', months: 4 });
  });
});

describe('illnesses and medicines (decision 092)', () => {
  const man = (facts: Partial<ProfileFacts> = {}): ProfileFacts => ({ sex: 'male', age: 60, ...facts });

  it('hold the keys of the answers, and every key while unknown', () => {
    expect(profileKeyHolds('has_sickle_cell', man({ illnesses: ['sickle_cell'] }))).toBe(true);
    expect(profileKeyHolds('has_diabetes', man({ illnesses: ['sickle_cell'] }))).toBe(false);
    expect(profileKeyHolds('no_known_illness', man({ illnesses: ['none'] }))).toBe(true);
    expect(profileKeyHolds('illness_unknown', man({ illnesses: ['not_sure'] }))).toBe(true);
    expect(profileKeyHolds('has_hiv', man())).toBe(true);
    expect(profileKeyHolds('takes_blood_thinner', man({ medicines: ['blood_thinner', 'bp'] }))).toBe(true);
    expect(profileKeyHolds('takes_steroids', man({ medicines: ['unknown'] }))).toBe(false);
    expect(profileKeyHolds('takes_unknown_tablets', man({ medicines: ['unknown'] }))).toBe(true);
  });

  it('open a step only when the profile states them', () => {
    const step: DiagnosisStep = {
      id: 'crisis',
      question: 'Like past sickle cell pain crises?',
      multiple: false,
      dependent_on_any_symptoms: ['has_sickle_cell'],
      step_options: [
        { key: 'like_before', label: 'Like before' },
        { key: 'not_like_before', label: 'Not like before' },
      ],
    };
    const shown = (p: ProfileFacts) => walkSteps([step], new Map(), p)[0]!.visible;
    expect(shown(man({ illnesses: ['sickle_cell'] }))).toBe(true);
    expect(shown(man({ illnesses: ['none'] }))).toBe(false);
    expect(shown(man())).toBe(false);
  });

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
      { key: 'has_diabetes', value: 2 },
      { key: 'has_high_bp', value: 2 },
    ],
  };
  const evidence = (p: ProfileFacts) =>
    assess({ steps: [step], diseases: [heartAttack], profile: p, selections: new Map([['where', ['centre']]]) })
      .ranked[0]?.evidence;

  it('score as "any of these": one risk earns its weight, several the highest', () => {
    expect(evidence(man({ illnesses: ['heart_disease'] }))).toBe(1);
    expect(evidence(man({ illnesses: ['heart_disease', 'diabetes', 'high_bp'] }))).toBe(1);
    expect(evidence(man({ illnesses: ['diabetes'] }))).toBe(6 / 8);
    expect(evidence(man({ illnesses: ['none'] }))).toBe(4 / 8);
  });

  it('drop out while unknown or not known, like a question answered "not sure"', () => {
    expect(evidence(man())).toBe(1);
    expect(evidence(man({ illnesses: ['not_sure'] }))).toBe(1);
    expect(evidence(man({ medicines: ['unknown'] }))).toBe(1);
  });

  it('are kept when the answers start again, and go with a change of person', () => {
    const answers = {
      ...emptyAnswers(),
      sex: 'male' as const,
      illnesses: ['tb' as const],
      medicines: ['steroids' as const],
    };
    expect(restartAnswers(answers)).toMatchObject({ illnesses: ['tb'], medicines: ['steroids'] });
    const other = setLocationAndSex(
      { ...answers, painLocation: { id: 'chest', key: 'chest' } },
      { painLocation: { id: 'knee-left', key: 'knee' }, sex: 'female' },
    );
    expect(other.illnesses).toBeUndefined();
    expect(other.medicines).toBeUndefined();
  });
});
