import type { DiagnosisStep, RedFlagLevel, Sex, StepOption } from '@painpoint/contracts';
import { NOT_SURE, PROFILE_KEY_PATTERN } from '@painpoint/contracts/constants';

type ProfileFacts = { sex?: Sex | undefined; age?: number | undefined };

export const isProfileKey = (key: string): boolean => PROFILE_KEY_PATTERN.test(key);

/**
 * Whether a profile key holds for the visitor: `sex_male`/`sex_female`, `age_N_plus` (N or
 * over), `age_under_N` (younger than N). A key about something the profile does not say holds
 * (the site always asks sex and age first; tools may leave them out).
 */
export function profileKeyHolds(key: string, profile: ProfileFacts): boolean {
  if (key === 'sex_male' || key === 'sex_female') return profile.sex === undefined || key === `sex_${profile.sex}`;
  const age = profile.age;
  const plus = /^age_(\d+)_plus$/.exec(key);
  if (plus) return age === undefined || age >= Number(plus[1]);
  const under = /^age_under_(\d+)$/.exec(key);
  if (under) return age === undefined || age < Number(under[1]);
  return false;
}

/** Profile keys that open steps (`dependent_on_any_symptoms`): only those the profile states. */
const profileOpens = (key: string, profile: ProfileFacts): boolean =>
  isProfileKey(key) &&
  (key.startsWith('sex_') ? profile.sex !== undefined : profile.age !== undefined) &&
  profileKeyHolds(key, profile);

/** Whether a step or option is for this visitor: every key of its audience holds. */
export const inAudience = (audience: readonly string[] | undefined, profile: ProfileFacts): boolean =>
  audience === undefined || audience.every((k) => profileKeyHolds(k, profile));

export interface StepState {
  /** The step as this visitor sees it: options outside their audience are left out. */
  step: DiagnosisStep;
  visible: boolean;
  /** False when the step is not for this visitor at all (its audience): it neither earns nor costs. */
  forProfile: boolean;
  /** The chosen option keys; empty when not answered. */
  chosen: string[];
}

/** The step with only the options meant for this visitor (the same object when all are). */
function stepFor(step: DiagnosisStep, profile: ProfileFacts): DiagnosisStep {
  const options = step.step_options.filter((o) => inAudience(o.audience, profile));
  return options.length === step.step_options.length ? step : { ...step, step_options: options };
}

/**
 * Walks the steps in order. A step is visible when it is for this visitor (its `audience`) and
 * it depends on nothing, or a profile key that holds or a key from an earlier *visible* step's
 * answer is among its `dependent_on_any_symptoms`. Options outside their audience are removed.
 * Answers to steps that are no longer visible (the visitor went back and changed an earlier
 * answer) are carried but ignored.
 */
export function walkSteps(
  steps: readonly DiagnosisStep[],
  selections: ReadonlyMap<string, readonly string[]>,
  profile: ProfileFacts,
): StepState[] {
  const known = new Set<string>();
  return steps.map((original) => {
    const step = stepFor(original, profile);
    const deps = step.dependent_on_any_symptoms;
    const forProfile =
      inAudience(step.audience, profile) &&
      // A step opened only by profile keys is for those it names.
      (deps.length === 0 || !deps.every(isProfileKey) || deps.some((k) => profileOpens(k, profile)));
    const visible = forProfile && (deps.length === 0 || deps.some((k) => known.has(k) || profileOpens(k, profile)));
    const optionKeys = new Set(step.step_options.map((o) => o.key));
    const chosen = (selections.get(step.id) ?? []).filter((k) => optionKeys.has(k));
    if (visible) for (const k of chosen) known.add(k);
    return { step, visible, forProfile, chosen: visible ? chosen : [] };
  });
}

/** The next visible step that has no answer yet, or undefined when the interview is complete. */
export function nextUnanswered(states: readonly StepState[]): StepState | undefined {
  return states.find((s) => s.visible && s.chosen.length === 0);
}

export const isNotSure = (chosen: readonly string[]): boolean =>
  chosen.length === 0 || (chosen.length === 1 && chosen[0] === NOT_SURE);

/**
 * How urgent a set of warning signs chosen at one step is together: the most urgent of them, and
 * an emergency when two or more are urgent danger signs (a child with blood in the poo who has not
 * passed urine for 12 hours needs hospital now, not a doctor tomorrow; decision 076).
 */
export function warningLevel(
  options: readonly Pick<StepOption, 'red_flag' | 'danger_sign'>[],
): RedFlagLevel | undefined {
  if (options.some((o) => o.red_flag === 'emergency')) return 'emergency';
  if (options.filter((o) => o.danger_sign && o.red_flag).length >= 2) return 'emergency';
  return options.some((o) => o.red_flag === 'urgent') ? 'urgent' : undefined;
}

/**
 * Whether a visitor answered a screen of warning signs with "Not sure" alone: the site then says
 * at once to get checked today, rather than going on in silence (decisions 068 and 076).
 */
export const isUnsureAboutWarnings = ({ step, chosen }: Pick<StepState, 'step' | 'chosen'>): boolean =>
  chosen.length === 1 && chosen[0] === NOT_SURE && step.step_options.some((o) => o.red_flag !== undefined);

/** The red-flag options among a step's chosen answers. */
export const flaggedOptions = (
  step: DiagnosisStep,
  chosen: readonly string[],
): (StepOption & { red_flag: RedFlagLevel })[] =>
  step.step_options.filter(
    (o): o is StepOption & { red_flag: RedFlagLevel } => o.red_flag !== undefined && chosen.includes(o.key),
  );
