import type { Answers, DiagnosisStep } from '@painpoint/contracts';
import {
  ALSO_PLACES,
  type AlsoPlace,
  alsoKey,
  type FOR_WHOM,
  ILLNESS_KEYS,
  type Illness,
  HEALTH_FACTS_TELLING_NOTHING,
  MEDICINE_KEYS,
  type Medicine,
  PREGNANCY_AGES,
  type PREGNANCY_STATUSES,
  PROFILE_KEY_PATTERN,
} from '@painpoint/contracts/constants';

export type ForWhom = (typeof FOR_WHOM)[number];
export type PregnancyStatus = (typeof PREGNANCY_STATUSES)[number];

/** The pregnancy as the age page records it (the contract's schema: months only with "yes"). */
export type Pregnancy = NonNullable<Answers['pregnancy']>;

/** The facts of the answers the engine reads of the person, the age in whole years beside them. */
type PersonFacts = Pick<Answers, 'sex' | 'for' | 'pregnancy' | 'breastfeeding' | 'illnesses' | 'medicines' | 'also'>;

/**
 * What the engine knows of the person (decision 068 §1–§2): the person's facts of the answers (their
 * one schema is the contract's, packages/contracts/src/answers.ts) and the age in years. Anything
 * left out is unknown: the site always asks sex, age, who it is for and (of those it fits)
 * pregnancy; tools may leave them out. Lists are read, never changed.
 */
export type ProfileFacts = {
  readonly [K in keyof PersonFacts]?: NonNullable<PersonFacts[K]> extends readonly (infer V)[]
    ? readonly V[] | undefined
    : PersonFacts[K] | undefined;
} & { age?: number | undefined };

export const isProfileKey = (key: string): boolean => PROFILE_KEY_PATTERN.test(key);

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

const isPregnancyKey = (key: string): boolean =>
  key === 'breastfeeding' || key === 'postpartum' || key.includes('pregnant') || key.startsWith('pregnant_month');

const ALSO_KEY_SET: ReadonlySet<string> = new Set(ALSO_PLACES.map(alsoKey));
/** Whether a key says the pain also reaches another place (`also_knee`; decision 093). */
export const isAlsoKey = (key: string): boolean => ALSO_KEY_SET.has(key);
const ILLNESS_KEY_SET: ReadonlySet<string> = new Set(Object.values(ILLNESS_KEYS));
const MEDICINE_KEY_SET: ReadonlySet<string> = new Set(Object.values(MEDICINE_KEYS));

/** The profile keys of the illnesses and medicines given (decision 092). */
export const illnessKeys = (illnesses: readonly Illness[]): string[] => illnesses.map((i) => ILLNESS_KEYS[i]);
export const medicineKeys = (medicines: readonly Medicine[]): string[] => medicines.map((m) => MEDICINE_KEYS[m]);

/**
 * Whether a profile key holds for the person: `sex_male`/`sex_female`, `age_N_plus` (N or over),
 * `age_under_N` (younger than N), `for_*`, the pregnancy keys and the illnesses and medicines
 * (`has_diabetes`, `takes_steroids`…). A key about something the profile does not say holds (a
 * question is shown rather than hidden on a guess).
 */
export function profileKeyHolds(key: string, profile: ProfileFacts): boolean {
  if (key === 'sex_male' || key === 'sex_female') return profile.sex === undefined || key === `sex_${profile.sex}`;
  const age = profile.age;
  const plus = /^age_(\d+)_plus$/.exec(key);
  if (plus) return age === undefined || age >= Number(plus[1]);
  const under = /^age_under_(\d+)$/.exec(key);
  if (under) return age === undefined || age < Number(under[1]);
  if (key.startsWith('for_')) return profile.for === undefined || key === `for_${profile.for}`;
  if (ILLNESS_KEY_SET.has(key)) return profile.illnesses === undefined || illnessKeys(profile.illnesses).includes(key);
  if (MEDICINE_KEY_SET.has(key))
    return profile.medicines === undefined || medicineKeys(profile.medicines).includes(key);
  if (ALSO_KEY_SET.has(key)) return profile.also === undefined || profile.also.some((p) => alsoKey(p) === key);
  if (isProfileKey(key) && isPregnancyKey(key)) {
    const preg = pregnancyOf(profile);
    return preg === undefined || pregnancyKeyHolds(key, preg, profile.breastfeeding);
  }
  return false;
}

/**
 * The facts of the age page that can give a place's option (`given_by`, decision 102): each named
 * illness and medicine, not "none" or "don't know".
 */
export const GIVABLE_FACTS: ReadonlySet<string> = new Set([
  ...Object.entries(ILLNESS_KEYS)
    .filter(([i, k]) => i !== 'none' && !HEALTH_FACTS_TELLING_NOTHING.includes(k))
    .map(([, k]) => k),
  ...Object.entries(MEDICINE_KEYS)
    .filter(([m, k]) => m !== 'none' && !HEALTH_FACTS_TELLING_NOTHING.includes(k))
    .map(([, k]) => k),
]);

/** The hidden step that scores a fact of the age page: the illnesses or the medicines. */
export const factStepOf = (key: string): string =>
  ILLNESS_KEY_SET.has(key) ? 'profile_illnesses' : 'profile_medicines';

/**
 * The first of `given_by` that the person named on the age page, or undefined. Only a fact named
 * gives an option: one not asked or not answered gives nothing (it does not hold on a guess).
 */
export function givenFact(givenBy: readonly string[] | undefined, profile: ProfileFacts): string | undefined {
  return givenBy?.find((k) => GIVABLE_FACTS.has(k) && profileStates(k, profile) && profileKeyHolds(k, profile));
}

/** Whether the profile states what a key is about (so that the key can open a step). */
export function profileStates(key: string, profile: ProfileFacts): boolean {
  if (key.startsWith('sex_')) return profile.sex !== undefined;
  if (key.startsWith('age_')) return profile.age !== undefined;
  if (key.startsWith('for_')) return profile.for !== undefined;
  if (ILLNESS_KEY_SET.has(key)) return profile.illnesses !== undefined;
  if (MEDICINE_KEY_SET.has(key)) return profile.medicines !== undefined;
  if (ALSO_KEY_SET.has(key)) return profile.also !== undefined;
  return pregnancyOf(profile) !== undefined;
}

/** Whether a step or option is for this visitor: every key of its audience holds. */
export const inAudience = (audience: readonly string[] | undefined, profile: ProfileFacts): boolean =>
  audience === undefined || audience.every((k) => profileKeyHolds(k, profile));

/**
 * The options of a profile step: one per fact, without those that tell nothing ("don't know",
 * "another one"), labelled by their key like the pregnancy's (never shown: the age page asks them in
 * the catalogue's words, contracts' health-labels.ts in English).
 */
const factOptions = <T extends string>(keys: Readonly<Record<T, string>>) =>
  (Object.keys(keys) as T[])
    .filter((v) => !HEALTH_FACTS_TELLING_NOTHING.includes(keys[v]))
    .map((v) => ({ key: keys[v], label: keys[v] }));

/**
 * The illnesses and medicines as answers (decision 092): a condition weighs `has_diabetes`,
 * `takes_blood_thinner`… They are scored as "any of these" (ANY_OF_STEPS): one risk the condition
 * weighs earns it what the step can, as the places' bundled options ("sugar, high blood pressure or
 * heart disease") did. "Don't know" alone, or not answered, drops the step out.
 */
const HEALTH_STEPS: readonly DiagnosisStep[] = [
  {
    id: 'profile_illnesses',
    question: 'Any long-term illness already known?',
    multiple: true,
    dependent_on_any_symptoms: [],
    step_options: factOptions(ILLNESS_KEYS),
  },
  {
    id: 'profile_medicines',
    question: 'Tablets or medicines taken most days?',
    multiple: true,
    dependent_on_any_symptoms: [],
    step_options: factOptions(MEDICINE_KEYS),
  },
];

/**
 * Steps scored as "any of these": a condition can earn its highest weight among the options, and
 * earns the highest weight among those chosen (less any chosen against it), however many hold.
 */
export const ANY_OF_STEPS: ReadonlySet<string> = new Set(HEALTH_STEPS.map((s) => s.id));

/**
 * The pregnancy facts as answers the engine scores like any other (decision 068 §2): a condition
 * weighs `pregnant`, `maybe_pregnant`, `not_pregnant` or `postpartum` (one of them holds), the stage
 * of a pregnancy (`pregnant_months_1_3` … `pregnant_month_9`) and `breastfeeding`. They are never
 * shown as questions: the age page asks them. Only for those the pregnancy question fits.
 */
export const PROFILE_STEPS: readonly DiagnosisStep[] = [
  {
    id: 'profile_pregnancy',
    question: 'Pregnant now?',
    multiple: false,
    dependent_on_any_symptoms: [],
    audience: ['sex_female', `age_${PREGNANCY_AGES.min}_plus`, `age_under_${PREGNANCY_AGES.max + 1}`],
    step_options: ['pregnant', 'maybe_pregnant', 'not_pregnant', 'postpartum'].map((key) => ({ key, label: key })),
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
  ...HEALTH_STEPS,
];

/**
 * The other places the pain reaches (decision 093), one step each with one answer, never shown:
 * the place page asks them as one optional list. A place named earns a condition that weighs it
 * what the weight says; a place not named drops out, for every condition alike (the list is
 * optional, so not naming a place says nothing). Only the named places' steps are scored.
 */
const alsoStep = (place: AlsoPlace): DiagnosisStep => ({
  id: `profile_${alsoKey(place)}`,
  question: `Also hurts in: ${place}`,
  multiple: false,
  dependent_on_any_symptoms: [],
  step_options: [{ key: alsoKey(place), label: place }],
});
const ALSO_STEPS: ReadonlyMap<AlsoPlace, DiagnosisStep> = new Map(ALSO_PLACES.map((p) => [p, alsoStep(p)]));

/** The steps of the other places named, in the order of the place list. */
export const alsoSteps = (profile: Pick<ProfileFacts, 'also'>): DiagnosisStep[] =>
  ALSO_PLACES.filter((p) => profile.also?.includes(p)).map((p) => ALSO_STEPS.get(p) as DiagnosisStep);

/** The keys a condition may weigh without a question of its place asking them. */
export const PROFILE_EVIDENCE_KEYS: ReadonlySet<string> = new Set([
  ...PROFILE_STEPS.flatMap((s) => s.step_options.map((o) => o.key)),
  ...ALSO_KEY_SET,
]);

/** The answers to PROFILE_STEPS that the profile gives (none where it says nothing). */
export function profileSelections(profile: ProfileFacts): Map<string, string[]> {
  const out = new Map<string, string[]>();
  // "Don't know" and "another one" (of the illnesses, or of the tablets) tell nothing: only the facts
  // named count, so "another one" alone leaves the step out as if it were not answered (decision 122).
  const illnesses = illnessKeys(profile.illnesses ?? []).filter((k) => !HEALTH_FACTS_TELLING_NOTHING.includes(k));
  if (illnesses.length > 0) out.set('profile_illnesses', illnesses);
  const medicines = medicineKeys(profile.medicines ?? []).filter((k) => !HEALTH_FACTS_TELLING_NOTHING.includes(k));
  if (medicines.length > 0) out.set('profile_medicines', medicines);
  for (const step of alsoSteps(profile)) out.set(step.id, [step.step_options[0]!.key]);
  const preg = pregnancyOf(profile);
  if (preg === undefined || !pregnancyAsked(profile)) return out;
  const status = ['pregnant', 'maybe_pregnant', 'not_pregnant', 'postpartum'].find((k) =>
    pregnancyKeyHolds(k, preg, undefined),
  );
  if (status) out.set('profile_pregnancy', [status]);
  if (preg.status === 'yes' && preg.months !== undefined)
    out.set('profile_pregnancy_stage', [pregnancyStageKey(preg.months)]);
  if (profile.breastfeeding !== undefined)
    out.set('profile_breastfeeding', [profile.breastfeeding ? 'breastfeeding' : 'not_breastfeeding']);
  return out;
}

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
