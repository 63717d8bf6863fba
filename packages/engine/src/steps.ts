import type { DiagnosisStep, RedFlagLevel, StepOption } from '@painpoint/contracts';
import { NOT_SURE } from '@painpoint/contracts/constants';
import { inAudience, isProfileKey, profileKeyHolds, profileStates, type ProfileFacts } from './profile.ts';

/** Profile keys that open steps (`dependent_on_any_symptoms`): only those the profile states. */
const profileOpens = (key: string, profile: ProfileFacts): boolean =>
  isProfileKey(key) && profileStates(key, profile) && profileKeyHolds(key, profile);

export interface StepState {
  /** The step as this visitor sees it: options outside their audience are left out. */
  step: DiagnosisStep;
  visible: boolean;
  /** False when the step is not for this visitor at all (its audience): it neither earns nor costs. */
  forProfile: boolean;
  /** The chosen option keys; empty when not answered. */
  chosen: string[];
}

/**
 * The step as this visitor sees it: only the options meant for them, and the question in the words
 * for whoever answers (`question_child` when a parent answers for a child, `question_other` for
 * someone else; decision 068 §1). The same object when nothing changes.
 */
function stepFor(step: DiagnosisStep, profile: ProfileFacts): DiagnosisStep {
  const options = step.step_options.filter((o) => inAudience(o.audience, profile));
  const question =
    (profile.for === 'child' ? step.question_child : profile.for === 'other' ? step.question_other : undefined) ??
    step.question;
  return options.length === step.step_options.length && question === step.question
    ? step
    : { ...step, question, step_options: options };
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
