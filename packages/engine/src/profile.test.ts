import type { DiagnosisStep, StepOption } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { emptyAnswers, restartAnswers, setLocationAndSex } from './answers.ts';
import {
  GIVABLE_FACTS,
  PROFILE_EVIDENCE_KEYS,
  pregnancyAllows,
  profileKeyHolds,
  type ProfileFacts,
} from './profile.ts';
import { assessModel } from './model/assess-model.ts';
import { buildModel, conditionLogLr } from './model/posterior.ts';
import type { ScorableDisease } from './score.ts';
import { walkSteps } from './steps.ts';

const woman = (pregnancy?: ProfileFacts['pregnancy']): ProfileFacts => ({ sex: 'female', age: 28, pregnancy });

/** One condition's likelihood ratio in the site's model, for these answers and this person. */
function lrOf(
  steps: DiagnosisStep[],
  disease: ScorableDisease,
  profile: ProfileFacts,
  selections: ReadonlyMap<string, readonly string[]>,
): number {
  const model = buildModel({ steps, diseases: [disease], profile });
  return Math.exp(conditionLogLr(model, selections, disease.disease_short_name)!);
}

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
    assessModel({
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
    const lr = (p: ProfileFacts) => lrOf([step], ectopic, p, new Map([['where', ['low']]]));
    // Only "low" counts: its weight of 3 is a ratio of 5 (model/params.ts).
    expect(lr(woman())).toBeCloseTo(5, 9);
    expect(lr(woman({ status: 'maybe' }))).toBeGreaterThan(lr(woman()));
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
      { key: 'has_high_cholesterol', value: 2 },
      { key: 'takes_blood_thinner', value: 2 },
    ],
  };
  /** The model's likelihood ratio for the heart attack: the pain in the centre, and the age page's facts. */
  const evidence = (p: ProfileFacts) => lrOf([step], heartAttack, p, new Map([['where', ['centre']]]));
  const centre = 10; // the ratio of a weight of 4 (model/params.ts)

  it('score as "any of these": several risks more than the strongest alone, far less than all together', () => {
    const heart = evidence(man({ illnesses: ['heart_disease'] }));
    const several = evidence(man({ illnesses: ['heart_disease', 'diabetes', 'high_bp'] }));
    const diabetes = evidence(man({ illnesses: ['diabetes'] }));
    expect(heart).toBeCloseTo(centre * 10, 6);
    expect(diabetes).toBeCloseTo(centre * 2.5, 6);
    expect(several).toBeGreaterThan(heart);
    expect(several).toBeLessThan(heart * 2.5 * 2.5);
    // "None of these" leaves the strongest risk missing: it speaks against.
    expect(evidence(man({ illnesses: ['none'] }))).toBeLessThan(centre);
  });

  it('drop out while unknown or not known, like a question answered "not sure"', () => {
    expect(evidence(man())).toBeCloseTo(centre, 9);
    expect(evidence(man({ illnesses: ['not_sure'] }))).toBeCloseTo(centre, 9);
    expect(evidence(man({ medicines: ['unknown'] }))).toBeCloseTo(centre, 9);
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

  // "Another one" on the age page's illnesses and medicines (decision 122): a person with an
  // illness or a medicine not listed can say so, and it changes no score.
  describe('"another one" of the illnesses and medicines (decision 122)', () => {
    it('alone, leaves the step out as if it were not answered', () => {
      expect(evidence(man({ illnesses: ['other'] }))).toBe(evidence(man()));
      expect(evidence(man({ medicines: ['other'] }))).toBe(evidence(man()));
    });

    it('beside a named fact, scores exactly as the named fact alone', () => {
      expect(evidence(man({ illnesses: ['other', 'high_cholesterol'] }))).toBe(
        evidence(man({ illnesses: ['high_cholesterol'] })),
      );
      expect(evidence(man({ illnesses: ['high_cholesterol'] }))).toBeCloseTo(centre * 2.5, 6);
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
});

describe('a bundle split across the place and the age page (decision 102)', () => {
  const man = (facts: Partial<ProfileFacts> = {}): ProfileFacts => ({ sex: 'male', age: 60, ...facts });
  /** The chest's "pick the first that fits" risk step: heart disease is asked only on the age page. */
  const risk: DiagnosisStep = {
    id: 'heart_risk',
    question: 'Any of these things that raise the risk of heart disease?',
    multiple: false,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'cv_known', label: 'Heart disease', given_by: ['has_heart_disease'], asked: false },
      { key: 'cv_risks', label: 'Yes: high cholesterol or tobacco', given_by: ['has_diabetes', 'takes_bp_tablets'] },
      { key: 'cv_none', label: 'No, none of these' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  };
  /** All-over's multiple-choice risks, with a "see a doctor" floor on the bundle. */
  const defences: DiagnosisStep = {
    id: 'ao_risk',
    question: 'Any of these?',
    multiple: true,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'sun', label: 'Little sun' },
      {
        key: 'weak',
        label: 'Cancer treatment now',
        given_by: ['has_diabetes', 'takes_steroids'],
        min_triage: 'see-doctor',
      },
      { key: 'none', label: 'None of these' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  };
  const heartAttack: ScorableDisease = {
    disease_short_name: 'heart_attack',
    age_range: { min_age: 18, max_age: 120 },
    gender: 'any',
    weight: { min_weight: 0, max_weight: 400 },
    triage: 'emergency',
    symptoms: [
      { key: 'cv_known', value: 5 },
      { key: 'cv_risks', value: 4 },
      { key: 'cv_none', value: -2 },
    ],
  };
  const sepsis: ScorableDisease = {
    ...heartAttack,
    disease_short_name: 'sepsis',
    symptoms: [{ key: 'weak', value: 4 }],
  };
  const scored = (step: DiagnosisStep, p: ProfileFacts, chosen?: string[]) =>
    assessModel({
      steps: [step],
      diseases: [heartAttack, sepsis],
      profile: p,
      selections: new Map(chosen ? [[step.id, chosen]] : []),
    });
  const evidence = (p: ProfileFacts, chosen?: string[]) =>
    lrOf([risk], heartAttack, p, new Map(chosen ? [[risk.id, chosen]] : []));
  const state = (step: DiagnosisStep, p: ProfileFacts, chosen?: string[]) =>
    walkSteps([step], new Map(chosen ? [[step.id, chosen]] : []), p)[0]!;

  it('never shows an option only the age page asks, and still scores it', () => {
    expect(state(risk, man()).step.step_options.map((o) => o.key)).toEqual(['cv_risks', 'cv_none', 'not_sure']);
    expect(evidence(man({ illnesses: ['heart_disease'] }))).toBeCloseTo(20, 9); // cv_known, weight 5
  });

  it('gives one risk named on the age page the whole bundle, whatever the place answer', () => {
    // A diabetic who neither smokes nor has high cholesterol earns what "Yes" earns: weight 4, a ratio of 10.
    const yes = evidence(man({ illnesses: ['none'] }), ['cv_risks']);
    expect(yes).toBeCloseTo(10, 9);
    expect(evidence(man({ illnesses: ['diabetes'] }))).toBe(yes);
    expect(evidence(man({ medicines: ['bp'] }))).toBe(yes);
    expect(evidence(man({ illnesses: ['diabetes'] }), ['cv_none'])).toBe(yes);
    // "No" with no fact named speaks against, as before: its weight of −2 (0.4) and the risks it
    // leaves missing, a hallmark of weight 4 (0.6).
    expect(evidence(man({ illnesses: ['none'] }), ['cv_none'])).toBeCloseTo(0.4 * 0.6, 9);
  });

  it('settles a single-choice step the profile answers first, so it is not asked', () => {
    expect(state(risk, man({ illnesses: ['diabetes'] })).visible).toBe(false);
    expect(state(risk, man({ illnesses: ['diabetes'] })).answer).toEqual(['cv_risks']);
    expect(state(risk, man({ illnesses: ['heart_disease', 'diabetes'] })).answer).toEqual(['cv_known']);
    // Unanswered or "don't know" on the age page gives nothing: the place asks its own part.
    expect(state(risk, man()).visible).toBe(true);
    expect(state(risk, man({ illnesses: ['not_sure'] })).visible).toBe(true);
  });

  it('does not ask a step with nothing left to offer, and drops it out unless the profile answers it', () => {
    // As at the chest: only heart disease is a child's risk, and the age page asks it.
    const forAdults = (o: StepOption) =>
      o.key === 'cv_risks' || o.key === 'cv_none' ? { ...o, audience: ['age_18_plus'] } : o;
    const childStep: DiagnosisStep = { ...risk, step_options: risk.step_options.map(forAdults) };
    const child = (facts: Partial<ProfileFacts> = {}) => man({ age: 10, ...facts });
    expect(state(childStep, child()).visible).toBe(false);
    expect(state(childStep, child()).answer).toEqual([]);
    expect(state(childStep, child({ illnesses: ['heart_disease'] })).answer).toEqual(['cv_known']);
    // A step the age page cannot answer is shown as written, for content:check to catch.
    const plain: DiagnosisStep = { ...childStep, step_options: childStep.step_options.slice(1) };
    expect(state(plain, child()).visible).toBe(true);
  });

  it('adds a given option to the answers of a multiple-choice step, with its floor, named by its fact', () => {
    const r = scored(defences, man({ illnesses: ['diabetes'] }), ['none']);
    expect(state(defences, man({ illnesses: ['diabetes'] }), ['none']).answer).toEqual(['weak']);
    expect(r.ranked.find((x) => x.disease_short_name === 'sepsis')?.supports).toEqual([
      { step_id: 'profile_illnesses', key: 'has_diabetes', weight: 4, kind: 'chosen' },
    ]);
    expect(r.triage_from.answers).toEqual([{ step_id: 'profile_illnesses', key: 'has_diabetes', level: 'see-doctor' }]);
    expect(scored(defences, man({ medicines: ['steroids'] }), ['sun']).triage_from.answers[0]?.key).toBe(
      'takes_steroids',
    );
    // Without the fact, the place's own part still carries the floor; "none" does not.
    expect(scored(defences, man({ illnesses: ['none'] }), ['weak']).triage_from.answers[0]?.key).toBe('weak');
    expect(scored(defences, man({ illnesses: ['none'] }), ['none']).triage_from.answers).toEqual([]);
  });
});
