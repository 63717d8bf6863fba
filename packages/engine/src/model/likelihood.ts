import type { StepOption } from '@painpoint/contracts';
import { NONE_OF_THESE, NOT_SURE } from '@painpoint/contracts/constants';
import { ANY_OF_STEPS, factStepOf, isAlsoKey } from '../profile.ts';
import type { Reason } from '../score.ts';
import { isNotSure, unsureOfRest, type ScoredStepState } from '../steps.ts';
import { chosenLr, missingLr, type ModelParams } from './params.ts';

/** The part of a scored step the likelihood reads (a hypothetical answer can stand in for `answer`). */
export type LikelihoodState = Pick<ScoredStepState, 'step' | 'open' | 'forProfile' | 'options' | 'answer' | 'given'>;

/** Whether a step is scored "any of these": one holding is enough, several are not more (noisy-OR). */
export const isAnyOf = (state: Pick<ScoredStepState, 'step'>): boolean =>
  ANY_OF_STEPS.has(state.step.id) || state.step.any_of === true;

/**
 * Noisy-OR likelihood ratio of "at least one of these holds": each chosen option alone is a cause
 * the condition makes likely with chance `leak × LR` (capped), and a person without the condition
 * ticks one of them with chance `leak`. Two chosen give more than the stronger alone, far less than
 * the product — a diabetic on steroids is not twice as likely to have the infection both predict.
 */
export function noisyOrLr(
  lrs: readonly number[],
  params: Pick<ModelParams, 'anyOfLeak' | 'anyOfMaxSensitivity'>,
): number {
  if (lrs.length === 0) return 1;
  const missAll = lrs.reduce((p, lr) => p * (1 - Math.min(params.anyOfMaxSensitivity, params.anyOfLeak * lr)), 1);
  return (1 - missAll) / params.anyOfLeak;
}

/** Options that were offered to the person (not the age page's hidden ones), so their absence says something. */
const offered = (o: StepOption, given: ReadonlyMap<string, string>): boolean =>
  o.asked !== false && o.key !== NOT_SURE && o.key !== NONE_OF_THESE && !given.has(o.key);

const warningSignsOf = new WeakMap<LikelihoodState['step'], ReadonlySet<string>>();
/**
 * Whether the option `key` of a step is a warning sign of the place (a red flag, not a general
 * danger sign). Read once per step: every condition asks it of every answer it gives no weight.
 */
function isWarningSign(step: LikelihoodState['step'], key: string): boolean {
  let signs = warningSignsOf.get(step);
  if (!signs) {
    signs = new Set(
      step.step_options.filter((o) => o.red_flag !== undefined && o.danger_sign !== true).map((o) => o.key),
    );
    warningSignsOf.set(step, signs);
  }
  return signs.has(key);
}

/** Whether the condition's authors weighed any option of this step (a weight of 0 then means "not this"). */
const judgedHere = (weights: ReadonlyMap<string, number>, step: LikelihoodState['step']): boolean =>
  step.step_options.some((o) => (weights.get(o.key) ?? 0) !== 0);

export interface StepEvidence {
  /** Natural log of the step's likelihood ratio for the condition. */
  logLr: number;
  supports: Reason[];
  against: Reason[];
}

/** The answer as reasons name it: a fact of the age page by its own step (decision 102). */
const reasonAt = (state: LikelihoodState, key: string, weight: number, kind: Reason['kind']): Reason => {
  const fact = state.given.get(key);
  return fact === undefined
    ? { step_id: state.step.id, key, weight, kind }
    : { step_id: factStepOf(fact), key: fact, weight, kind };
};

/**
 * One step's evidence for one condition. A step that is closed, not for this person, unanswered
 * or answered "not sure" changes nothing, and "not sure" beside ticks leaves the unticked options
 * out (`unsureOfRest`). Chosen answers multiply their ratios (independent
 * symptoms), except at "any of these" steps, where the chosen supporting answers combine by
 * noisy-OR. A hallmark (weight ≥ 3) offered and not chosen speaks against the condition: at a
 * single-choice or "any of" step only when nothing chosen supports it (the strongest one), at a
 * multiple-choice step for each one left unticked. A chosen warning sign the condition gives no
 * weight speaks against it (`unexplainedFlagLr`).
 */
export function stepEvidence(
  weights: ReadonlyMap<string, number>,
  state: LikelihoodState,
  params: ModelParams,
): StepEvidence {
  const reasons: Reasons = { supports: [], against: [] };
  return { logLr: stepLogLrInto(weights, state, params, reasons), ...reasons };
}

/**
 * The natural log of one step's likelihood ratio for one condition, as `stepEvidence` gives it,
 * without its reasons: what the interview's look-ahead reads for every answer it tries.
 */
export const stepLogLr = (weights: ReadonlyMap<string, number>, state: LikelihoodState, params: ModelParams): number =>
  stepLogLrInto(weights, state, params, undefined);

/** Where a step's reasons go when they are wanted (the assessment, not the look-ahead). */
interface Reasons {
  supports: Reason[];
  against: Reason[];
}

/** `stepEvidence`'s one computation: the step's log-likelihood ratio, its reasons into `reasons` when given. */
function stepLogLrInto(
  weights: ReadonlyMap<string, number>,
  state: LikelihoodState,
  params: ModelParams,
  reasons: Reasons | undefined,
): number {
  const { step, open, forProfile, options, answer, given } = state;
  if (!open || !forProfile || isNotSure(answer)) return 0;
  const anyOf = isAnyOf(state);
  let logLr = 0;
  let supported = false;
  const positives: number[] = [];
  for (const key of answer) {
    const w = weights.get(key) ?? 0;
    if (w === 0) {
      // A warning sign the condition does not cause speaks against it (decision 137).
      if (isWarningSign(step, key) && judgedHere(weights, step)) logLr += Math.log(params.unexplainedFlagLr);
      continue;
    }
    if (w > 0) {
      if (anyOf) positives.push(chosenLr(params, w));
      else logLr += Math.log(chosenLr(params, w));
      supported = true;
      reasons?.supports.push(reasonAt(state, key, w, 'chosen'));
    } else {
      logLr += Math.log(chosenLr(params, w));
      reasons?.against.push(reasonAt(state, key, w, 'chosen'));
    }
  }
  if (anyOf) logLr += Math.log(noisyOrLr(positives, params));
  // "Not sure" beside ticks: the options left unticked are unknown, so their absence says nothing.
  if (unsureOfRest(answer)) return logLr;
  if (step.multiple && !anyOf) {
    for (const o of options) {
      const w = weights.get(o.key) ?? 0;
      if (w < 3 || answer.includes(o.key) || !offered(o, given)) continue;
      logLr += Math.log(missingLr(params, w));
      reasons?.against.push({ step_id: step.id, key: o.key, weight: w, kind: 'missing' });
    }
  } else if (!supported) {
    let best: StepOption | undefined;
    for (const o of options) {
      if (offered(o, given) && (weights.get(o.key) ?? 0) > (best ? (weights.get(best.key) ?? 0) : 0)) best = o;
    }
    const w = best ? (weights.get(best.key) ?? 0) : 0;
    if (best && w >= 3 && !answer.includes(best.key)) {
      logLr += Math.log(missingLr(params, w));
      reasons?.against.push({ step_id: step.id, key: best.key, weight: w, kind: 'missing' });
    }
  }
  return logLr;
}

/** The keys chosen or given at open steps: what a `requires_any` is met by. */
export const chosenKeys = (states: readonly LikelihoodState[]): Set<string> =>
  new Set(states.flatMap((s) => (s.open ? s.answer : [])));

/**
 * The log-likelihood factor of a condition's `requires_any` (decision 105) as data: near zero
 * (`requiresMissingLr`) until one of its trigger answers is chosen.
 */
export function requiresLogLr(
  requires: readonly string[] | undefined,
  chosen: ReadonlySet<string>,
  params: Pick<ModelParams, 'requiresMissingLr'>,
): number {
  if (requires === undefined || requires.some((k) => chosen.has(k))) return 0;
  return Math.log(params.requiresMissingLr);
}

export interface ConditionEvidence {
  logLr: number;
  supports: Reason[];
  against: Reason[];
  /** At least one chosen answer supports it that is not only "it also hurts in …" (decision 093). */
  pointedTo: boolean;
}

/** All steps' evidence for one condition, with its `requires_any`. */
export function conditionEvidence(
  weights: ReadonlyMap<string, number>,
  requires: readonly string[] | undefined,
  states: readonly LikelihoodState[],
  chosen: ReadonlySet<string>,
  params: ModelParams,
): ConditionEvidence {
  let logLr = requiresLogLr(requires, chosen, params);
  const reasons: Reasons = { supports: [], against: [] };
  for (const state of states) logLr += stepLogLrInto(weights, state, params, reasons);
  const { supports, against } = reasons;
  const byWeight = (a: Reason, b: Reason) => Math.abs(b.weight) - Math.abs(a.weight);
  return {
    logLr,
    supports: supports.sort(byWeight),
    against: against.sort(byWeight),
    pointedTo: supports.some((r) => !isAlsoKey(r.key)),
  };
}
