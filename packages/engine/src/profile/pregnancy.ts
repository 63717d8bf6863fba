import type { Answers, DiagnosisStep } from '@painpoint/contracts';
import { PREGNANCY_AGES, type PREGNANCY_STATUSES } from '@painpoint/contracts/constants';
import { isProfileKey, type ProfileFact, type ProfileFacts } from './fact.ts';

export type PregnancyStatus = (typeof PREGNANCY_STATUSES)[number];

/** The pregnancy as the age page records it (the contract's schema: months only with "yes"). */
export type Pregnancy = NonNullable<Answers['pregnancy']>;

/** From this age the pregnancy question is put to a parent answering for their daughter. */
export const PREGNANCY_ASKED_OF_PARENTS_FROM = 12;

/**
 * Whether the pregnancy question is for this person: a female aged 10–55 (12–55 when a parent
 * answers for her), or someone whose sex or age is not known.
 */
export const pregnancyAsked = (p: Pick<ProfileFacts, 'sex' | 'age' | 'for'>): boolean =>
  p.sex !== 'male' &&
  (p.age === undefined ||
    (p.age >= (p.for === 'child' ? PREGNANCY_ASKED_OF_PARENTS_FROM : PREGNANCY_AGES.min) &&
      p.age <= PREGNANCY_AGES.max));

/**
 * The pregnancy as far as it is known: "no" for anyone it was not asked of, undefined when it
 * should have been asked and was not.
 */
export function pregnancyOf(p: ProfileFacts): Pregnancy | undefined {
  if (!pregnancyAsked(p)) return { status: 'no' };
  return p.pregnancy;
}

const MONTH_KEY = /^pregnant_month_(\d+)_plus$/;
const MONTH_UNDER_KEY = /^pregnant_month_under_(\d+)$/;

/** The stage a condition can weigh: one key per part of the pregnancy. */
export function pregnancyStageKey(months: number): string {
  if (months <= 3) return 'pregnant_months_1_3';
  if (months <= 6) return 'pregnant_months_4_6';
  if (months <= 8) return 'pregnant_months_7_8';
  return 'pregnant_month_9';
}

/** Whether a pregnancy key holds for a known pregnancy. */
function pregnancyKeyHolds(key: string, preg: Pregnancy, breastfeeding: boolean | undefined): boolean {
  const months = preg.status === 'yes' ? preg.months : undefined;
  switch (key) {
    case 'pregnant':
      return preg.status === 'yes';
    case 'maybe_pregnant':
      return preg.status === 'maybe' || preg.status === 'not_sure';
    case 'not_pregnant':
      return preg.status === 'no';
    case 'postpartum':
      return preg.status === 'postpartum';
    case 'breastfeeding':
      return breastfeeding === true;
  }
  if (preg.status !== 'yes') return false;
  // A pregnancy whose month is not known fits every stage.
  if (months === undefined) return true;
  const plus = MONTH_KEY.exec(key);
  if (plus) return months >= Number(plus[1]);
  const under = MONTH_UNDER_KEY.exec(key);
  if (under) return months < Number(under[1]);
  return pregnancyStageKey(months) === key;
}

const STATUS_KEYS = ['pregnant', 'maybe_pregnant', 'not_pregnant', 'postpartum'];

/**
 * The pregnancy facts as answers the engine scores like any other (decision 068 §2): a condition
 * weighs `pregnant`, `maybe_pregnant`, `not_pregnant` or `postpartum` (one of them holds), the stage
 * of a pregnancy (`pregnant_months_1_3` … `pregnant_month_9`) and `breastfeeding`. They are never
 * shown as questions: the age page asks them. Only for those the pregnancy question fits.
 */
const STEPS: readonly DiagnosisStep[] = [
  {
    id: 'profile_pregnancy',
    question: 'Pregnant now?',
    multiple: false,
    dependent_on_any_symptoms: [],
    audience: ['sex_female', `age_${PREGNANCY_AGES.min}_plus`, `age_under_${PREGNANCY_AGES.max + 1}`],
    step_options: STATUS_KEYS.map((key) => ({ key, label: key })),
  },
  {
    id: 'profile_pregnancy_stage',
    question: 'Which month of the pregnancy?',
    multiple: false,
    dependent_on_any_symptoms: ['pregnant'],
    step_options: ['pregnant_months_1_3', 'pregnant_months_4_6', 'pregnant_months_7_8', 'pregnant_month_9'].map(
      (key) => ({ key, label: key }),
    ),
  },
  {
    id: 'profile_breastfeeding',
    question: 'Breastfeeding?',
    multiple: false,
    dependent_on_any_symptoms: ['postpartum', 'not_pregnant', 'maybe_pregnant'],
    step_options: [
      { key: 'breastfeeding', label: 'breastfeeding' },
      { key: 'not_breastfeeding', label: 'not breastfeeding' },
    ],
  },
];

/** The pregnancy, its month and breastfeeding (decision 068 §2), asked of those it fits. */
export const pregnancy: ProfileFact = {
  owns: (key) =>
    isProfileKey(key) &&
    (key === 'breastfeeding' || key === 'postpartum' || key.includes('pregnant') || key.startsWith('pregnant_month')),
  holds(key, profile) {
    const preg = pregnancyOf(profile);
    return preg === undefined || pregnancyKeyHolds(key, preg, profile.breastfeeding);
  },
  states: (profile) => pregnancyOf(profile) !== undefined,
  steps: STEPS,
  selections(profile) {
    const preg = pregnancyOf(profile);
    if (preg === undefined || !pregnancyAsked(profile)) return [];
    const out: [string, string[]][] = [];
    const status = STATUS_KEYS.find((k) => pregnancyKeyHolds(k, preg, undefined));
    if (status) out.push(['profile_pregnancy', [status]]);
    if (preg.status === 'yes' && preg.months !== undefined)
      out.push(['profile_pregnancy_stage', [pregnancyStageKey(preg.months)]]);
    if (profile.breastfeeding !== undefined)
      out.push(['profile_breastfeeding', [profile.breastfeeding ? 'breastfeeding' : 'not_breastfeeding']]);
    return out;
  },
};

/**
 * A condition's pregnancy requirement (decision 068 §3): it occurs only in pregnancy, between these
 * months, or (with `postpartum`) in the 6 weeks after a birth too.
 */
export interface PregnancyRequirement {
  months: { min: number; max: number };
  postpartum?: boolean | undefined;
}

/**
 * Whether a condition that requires a pregnancy stage can occur: excluded only when the profile
 * says otherwise (not pregnant, or pregnant in another month). "Could be" and "not sure" exclude
 * only conditions of a known pregnancy's later months (from month 4: nobody that far on is unsure).
 */
export function pregnancyAllows(req: PregnancyRequirement | undefined, profile: ProfileFacts): boolean {
  if (req === undefined) return true;
  if (!pregnancyAsked(profile)) return false;
  const preg = profile.pregnancy;
  if (preg === undefined) return true;
  switch (preg.status) {
    case 'no':
      return false;
    case 'postpartum':
      return req.postpartum === true;
    case 'maybe':
    case 'not_sure':
      return req.months.min <= 3;
    case 'yes':
      return preg.months === undefined || (preg.months >= req.months.min && preg.months <= req.months.max);
  }
}
