import type { DiagnosisStep } from '@painpoint/contracts';
import {
  HEALTH_FACTS_TELLING_NOTHING,
  ILLNESS_KEYS,
  type Illness,
  MEDICINE_KEYS,
  type Medicine,
} from '@painpoint/contracts/constants';
import type { ProfileFact, ProfileFacts } from './fact.ts';

/** The profile keys of the illnesses and medicines given (decision 092). */
export const illnessKeys = (illnesses: readonly Illness[]): string[] => illnesses.map((i) => ILLNESS_KEYS[i]);
export const medicineKeys = (medicines: readonly Medicine[]): string[] => medicines.map((m) => MEDICINE_KEYS[m]);

/**
 * The options of a health step: one per fact, without those that tell nothing ("don't know",
 * "another one"), labelled by their key like the pregnancy's (never shown: the age page asks them in
 * the catalogue's words, contracts' health-labels.ts in English).
 */
const factOptions = <T extends string>(keys: Readonly<Record<T, string>>) =>
  (Object.keys(keys) as T[])
    .filter((v) => !HEALTH_FACTS_TELLING_NOTHING.includes(keys[v]))
    .map((v) => ({ key: keys[v], label: keys[v] }));

/** The facts of a health step that can give a place's option (`given_by`, decision 102). */
const givable = <T extends string>(keys: Readonly<Record<T, string>>) =>
  Object.entries<string>(keys)
    .filter(([v, k]) => v !== 'none' && !HEALTH_FACTS_TELLING_NOTHING.includes(k))
    .map(([, k]) => k);

/**
 * A list of the age page (decision 092) as an "any of these" step (ANY_OF_STEPS): a condition
 * weighs `has_diabetes`, `takes_blood_thinner`…, and one risk the condition weighs earns it what
 * the step can, as the places' bundled options ("sugar, high blood pressure or heart disease") did.
 * "Don't know" or "another one" alone, or not answered, drops the step out (decision 122).
 */
function healthFact<T extends string>(
  id: string,
  question: string,
  keys: Readonly<Record<T, string>>,
  listOf: (profile: ProfileFacts) => readonly T[] | undefined,
): ProfileFact & { step: DiagnosisStep; givable: readonly string[] } {
  const own: ReadonlySet<string> = new Set(Object.values(keys));
  const named = (profile: ProfileFacts) => (listOf(profile) ?? []).map((v) => keys[v]);
  const step: DiagnosisStep = {
    id,
    question,
    multiple: true,
    dependent_on_any_symptoms: [],
    step_options: factOptions(keys),
  };
  return {
    owns: (key) => own.has(key),
    holds: (key, profile) => listOf(profile) === undefined || named(profile).includes(key),
    states: (profile) => listOf(profile) !== undefined,
    step,
    steps: [step],
    givable: givable(keys),
    selections(profile) {
      const told = named(profile).filter((k) => !HEALTH_FACTS_TELLING_NOTHING.includes(k));
      return told.length > 0 ? [[id, told]] : [];
    },
  };
}

/** Long-term illnesses already known (`has_*`). */
export const illnesses = healthFact(
  'profile_illnesses',
  'Any long-term illness already known?',
  ILLNESS_KEYS,
  (p) => p.illnesses,
);
/** Tablets or medicines taken most days (`takes_*`). */
export const medicines = healthFact(
  'profile_medicines',
  'Tablets or medicines taken most days?',
  MEDICINE_KEYS,
  (p) => p.medicines,
);
