import type { DiagnosisStep } from '@painpoint/contracts';
import type { FOR_WHOM } from '@painpoint/contracts/constants';
import { age } from './profile/age.ts';
import { also } from './profile/also.ts';
import type { ProfileFact, ProfileFacts } from './profile/fact.ts';
import { forWhom } from './profile/for-whom.ts';
import { illnesses, medicines } from './profile/health.ts';
import { pregnancy } from './profile/pregnancy.ts';
import { sex } from './profile/sex.ts';

export { isProfileKey, type ProfileFact, type ProfileFacts } from './profile/fact.ts';
export { alsoSteps, isAlsoKey } from './profile/also.ts';
export { illnessKeys, medicineKeys } from './profile/health.ts';
export {
  PREGNANCY_ASKED_OF_PARENTS_FROM,
  type Pregnancy,
  type PregnancyRequirement,
  type PregnancyStatus,
  pregnancyAllows,
  pregnancyAsked,
  pregnancyOf,
  pregnancyStageKey,
} from './profile/pregnancy.ts';

export type ForWhom = (typeof FOR_WHOM)[number];

/**
 * The facts of the person the engine reads, one module each in profile/ (decision 068, 092, 093):
 * the one list a new fact of the age page is added to. Their keys do not overlap.
 */
export const PROFILE_FACTS: readonly ProfileFact[] = [sex, age, forWhom, pregnancy, illnesses, medicines, also];

const ownerOf = (key: string): ProfileFact | undefined => PROFILE_FACTS.find((f) => f.owns(key));

/**
 * Whether a profile key holds for the person: `sex_male`/`sex_female`, `age_N_plus` (N or over),
 * `age_under_N` (younger than N), `for_*`, the pregnancy keys, the illnesses and medicines
 * (`has_diabetes`, `takes_steroids`…) and the other places (`also_knee`). A key about something the
 * profile does not say holds (a question is shown rather than hidden on a guess); a key no fact
 * owns does not.
 */
export const profileKeyHolds = (key: string, profile: ProfileFacts): boolean =>
  ownerOf(key)?.holds(key, profile) ?? false;

/** Whether the profile states what a key is about (so that the key can open a step). */
export const profileStates = (key: string, profile: ProfileFacts): boolean =>
  (ownerOf(key) ?? pregnancy).states(profile);

/** Whether a step or option is for this visitor: every key of its audience holds. */
export const inAudience = (audience: readonly string[] | undefined, profile: ProfileFacts): boolean =>
  audience === undefined || audience.every((k) => profileKeyHolds(k, profile));

/**
 * The facts of the age page that can give a place's option (`given_by`, decision 102): each named
 * illness and medicine, not "none" or "don't know".
 */
export const GIVABLE_FACTS: ReadonlySet<string> = new Set([...illnesses.givable, ...medicines.givable]);

/** The hidden step that scores a fact of the age page: the illnesses or the medicines. */
export const factStepOf = (key: string): string => (illnesses.owns(key) ? illnesses.step.id : medicines.step.id);

/**
 * The first of `given_by` that the person named on the age page, or undefined. Only a fact named
 * gives an option: one not asked or not answered gives nothing (it does not hold on a guess).
 */
export function givenFact(givenBy: readonly string[] | undefined, profile: ProfileFacts): string | undefined {
  return givenBy?.find((k) => GIVABLE_FACTS.has(k) && profileStates(k, profile) && profileKeyHolds(k, profile));
}

/**
 * Steps scored as "any of these": a condition can earn its highest weight among the options, and
 * earns the highest weight among those chosen (less any chosen against it), however many hold.
 */
export const ANY_OF_STEPS: ReadonlySet<string> = new Set([illnesses.step.id, medicines.step.id]);

/** The facts' never-shown steps, which score them like a place's answers (the other places' aside: `alsoSteps`). */
export const PROFILE_STEPS: readonly DiagnosisStep[] = PROFILE_FACTS.flatMap((f) => f.steps ?? []);

/** The keys a condition may weigh without a question of its place asking them. */
export const PROFILE_EVIDENCE_KEYS: ReadonlySet<string> = new Set([
  ...PROFILE_STEPS.flatMap((s) => s.step_options.map((o) => o.key)),
  ...also.keys,
]);

/** The answers to the facts' steps that the profile gives (none where it says nothing). */
export const profileSelections = (profile: ProfileFacts): Map<string, string[]> =>
  new Map(PROFILE_FACTS.flatMap((f) => f.selections?.(profile) ?? []));
