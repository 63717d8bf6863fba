import type { TriageLevel } from '@painpoint/contracts';
import { NONE_OF_THESE, NOT_SURE } from '@painpoint/contracts/constants';
import type { ScoredStepState } from '../steps.ts';
import { maxTriage, triageRank } from '../triage.ts';
import { stepLogLr } from './likelihood.ts';
import { answerFloor, answerOutcome, isWarningScreen, type Standing } from './next-question.ts';
import { chosenLr } from './params.ts';
import { probabilityAtLeast, type PlaceModel, type Posterior } from './posterior.ts';

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
  post: Posterior,
  probs: Record<TriageLevel, number>,
): { level: TriageLevel; steps: string[] } {
  const reach = unsureSteps(states).map((state) => ({ id: state.step.id, ...reachOf(model, now, post, state) }));
  const { unresolvedFloor: floor, unresolvedCap: cap } = model.params;
  for (const level of LEVELS) {
    const plausible = probabilityAtLeast(probs, level) >= floor[level];
    const at = (l: TriageLevel) => triageRank(l) >= triageRank(level);
    const steps = reach.filter((r) => at(r.byItself) || (plausible && at(r.byCauses))).map((r) => r.id);
    if (steps.length > 0) return { level: triageRank(level) > triageRank(cap) ? cap : level, steps };
  }
  return { level: 'self-care', steps: [] };
}

/**
 * How much likelier an answer is than by chance, given the answers so far: each cause's ratio for
 * it, weighted by the cause's probability ("something else" at 1). Below 1, what the answers point
 * to speaks against it (a cough of two weeks or more in a cold that began three days ago).
 */
function expectedLr(model: PlaceModel, post: Posterior, key: string): number {
  return model.diseases.reduce(
    (sum, _, i) => sum + post.conditions[i]! * chosenLr(model.params, model.weights[i]!.get(key) ?? 0),
    post.other,
  );
}

/**
 * The most urgent level an answer at a step answered "Not sure" would have given: by itself (an
 * answer that means "see a doctor", counted only when the likely causes point to it), and through
 * the causes it would have made likelier (counted only when that level is plausible already).
 */
function reachOf(
  model: PlaceModel,
  now: Standing,
  post: Posterior,
  state: ScoredStepState,
): { byItself: TriageLevel; byCauses: TriageLevel } {
  const ticked = state.chosen.filter((k) => k !== NOT_SURE);
  const given = state.step.multiple ? [...state.given.keys()] : [];
  const before = model.diseases.map((_, i) => stepLogLr(model.weights[i]!, state, model.params));
  let byItself: TriageLevel = 'self-care';
  let byCauses: TriageLevel = 'self-care';
  for (const o of state.options) {
    if (o.key === NOT_SURE || o.key === NONE_OF_THESE || o.asked === false || ticked.includes(o.key)) continue;
    const own = answerFloor(state, [o.key]);
    if (expectedLr(model, post, o.key) >= model.params.unresolvedAnswerLr) byItself = maxTriage(byItself, own);
    // Beside "Not sure" the rest stay unknown: the answer adds this option and says nothing of the others.
    const answer = state.step.multiple ? [...ticked, o.key, NOT_SURE, ...given] : [o.key];
    byCauses = maxTriage(byCauses, answerOutcome(model, now, state, before, [o.key], answer).level);
  }
  return { byItself, byCauses };
}
