import type { TriageLevel } from '@painpoint/contracts';
import { NONE_OF_THESE, NOT_SURE } from '@painpoint/contracts/constants';
import type { ScoredStepState } from '../steps.ts';
import { triageRank } from '../triage.ts';
import { stepEvidence } from './likelihood.ts';
import { answerFloor, answerOutcome, isWarningScreen, type Standing } from './next-question.ts';
import { chosenLr } from './params.ts';
import { posteriorFrom, type PlaceModel } from './posterior.ts';

/** The levels a "Not sure" can stand for, most urgent first. */
const LEVELS: readonly Exclude<TriageLevel, 'self-care'>[] = ['emergency', 'urgent', 'see-doctor'];

/** The steps the person was asked and answered "Not sure", alone or beside ticks (warning screens aside: they have their own notice). */
const unsureSteps = (states: readonly ScoredStepState[]): ScoredStepState[] =>
  states.filter((s) => s.visible && s.open && s.forProfile && s.chosen.includes(NOT_SURE) && !isWarningScreen(s));

/**
 * A level of care that is plausible but unresolved (issue 50): the answers so far give it at least
 * `unresolvedFloor` of probability, and one answer the person was not sure about, had it been
 * given, would have reached it. The result is raised to it, never above `unresolvedCap` ("Not
 * sure" alone never raises the result above "get checked today"): someone who cannot say whether
 * the room had a fire burning, or whether the ulcer is three weeks old, is told to have it looked
 * at, not that nothing is wrong. Returns the level and the steps that left it open.
 */
export function unresolvedLevel(
  model: PlaceModel,
  states: readonly ScoredStepState[],
  now: Standing,
  atLeast: (level: TriageLevel) => number,
): { level: TriageLevel; steps: string[] } {
  const unsure = unsureSteps(states);
  const { unresolvedFloor: floor, unresolvedCap: cap } = model.params;
  for (const level of LEVELS) {
    const plausible = atLeast(level) >= floor[level];
    const steps = unsure.filter((state) => couldReach(model, now, state, level, plausible)).map((s) => s.step.id);
    if (steps.length > 0) return { level: triageRank(level) > triageRank(cap) ? cap : level, steps };
  }
  return { level: 'self-care', steps: [] };
}

/**
 * How much likelier an answer is than by chance, given the answers so far: each cause's ratio for
 * it, weighted by the cause's probability ("something else" at 1). Below 1, what the answers point
 * to speaks against it (a cough of two weeks or more in a cold that began three days ago).
 */
function expectedLr(model: PlaceModel, now: Standing, key: string): number {
  const post = posteriorFrom(model.prior, now.logLr);
  return model.diseases.reduce(
    (sum, _, i) => sum + post.conditions[i]! * chosenLr(model.params, model.weights[i]!.get(key) ?? 0),
    post.other,
  );
}

/**
 * Whether some answer at a step answered "Not sure" would have given `level` or more: by itself
 * (an answer that means "see a doctor"), or, when the level is plausible, through the causes it
 * would have made likelier.
 */
function couldReach(
  model: PlaceModel,
  now: Standing,
  state: ScoredStepState,
  level: TriageLevel,
  plausible: boolean,
): boolean {
  const ticked = state.chosen.filter((k) => k !== NOT_SURE);
  const given = state.step.multiple ? [...state.given.keys()] : [];
  const before = model.diseases.map((_, i) => stepEvidence(model.weights[i]!, state, model.params).logLr);
  return state.options.some((o) => {
    if (o.key === NOT_SURE || o.key === NONE_OF_THESE || o.asked === false || ticked.includes(o.key)) return false;
    if (
      triageRank(answerFloor(state, [o.key])) >= triageRank(level) &&
      expectedLr(model, now, o.key) >= model.params.unresolvedAnswerLr
    )
      return true;
    if (!plausible) return false;
    // Beside "Not sure" the rest stay unknown: the answer adds this option and says nothing of the others.
    const answer = state.step.multiple ? [...ticked, o.key, NOT_SURE, ...given] : [o.key];
    const { level: reached } = answerOutcome(model, now, state, before, [o.key], answer);
    return triageRank(reached) >= triageRank(level);
  });
}
