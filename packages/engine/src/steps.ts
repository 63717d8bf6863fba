import type { DiagnosisStep, RedFlagLevel, Sex, StepOption } from '@painpoint/contracts';
import { NOT_SURE } from '@painpoint/contracts/constants';

/** Keys the engine sets from the profile so that steps can branch on them. */
export function profileKeys(profile: { sex?: Sex | undefined; age?: number | undefined }): string[] {
  const keys: string[] = [];
  if (profile.sex) keys.push(`sex_${profile.sex}`);
  if (profile.age !== undefined && profile.age >= 50) keys.push('age_50_plus');
  return keys;
}

const PROFILE_KEY = /^(sex_(male|female)|age_50_plus)$/;
export const isProfileKey = (key: string): boolean => PROFILE_KEY.test(key);

export interface StepState {
  step: DiagnosisStep;
  visible: boolean;
  /** The chosen option keys; empty when not answered. */
  chosen: string[];
}

/**
 * Walks the steps in order. A step is visible when it depends on nothing or when a key from the
 * profile or from an earlier *visible* step's answer is among its `dependent_on_any_symptoms`.
 * Answers to steps that are no longer visible (the visitor went back and changed an earlier
 * answer) are carried but ignored.
 */
export function walkSteps(
  steps: readonly DiagnosisStep[],
  selections: ReadonlyMap<string, readonly string[]>,
  profile: { sex?: Sex | undefined; age?: number | undefined },
): StepState[] {
  const known = new Set(profileKeys(profile));
  return steps.map((step) => {
    const deps = step.dependent_on_any_symptoms;
    const visible = deps.length === 0 || deps.some((k) => known.has(k));
    const optionKeys = new Set(step.step_options.map((o) => o.key));
    const chosen = (selections.get(step.id) ?? []).filter((k) => optionKeys.has(k));
    if (visible) for (const k of chosen) known.add(k);
    return { step, visible, chosen: visible ? chosen : [] };
  });
}

/** The next visible step that has no answer yet, or undefined when the interview is complete. */
export function nextUnanswered(states: readonly StepState[]): StepState | undefined {
  return states.find((s) => s.visible && s.chosen.length === 0);
}

export const isNotSure = (chosen: readonly string[]): boolean =>
  chosen.length === 0 || (chosen.length === 1 && chosen[0] === NOT_SURE);

/** The red-flag options among a step's chosen answers. */
export const flaggedOptions = (
  step: DiagnosisStep,
  chosen: readonly string[],
): (StepOption & { red_flag: RedFlagLevel })[] =>
  step.step_options.filter(
    (o): o is StepOption & { red_flag: RedFlagLevel } => o.red_flag !== undefined && chosen.includes(o.key),
  );
