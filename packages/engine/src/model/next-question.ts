import type { TriageLevel } from '@painpoint/contracts';
import { NONE_OF_THESE, NOT_SURE } from '@painpoint/contracts/constants';
import { redFlagsChosen, triageFloorsChosen } from '../score.ts';
import { warningLevel, type ScoredStepState } from '../steps.ts';
import { maxTriage, triageRank } from '../triage.ts';
import { chosenKeys, stepLogLr } from './likelihood.ts';
import {
  decideLevel,
  evidenceOf,
  levelProbabilities,
  posteriorFrom,
  walk,
  type PlaceModel,
  type Posterior,
} from './posterior.ts';

/** A screen of warning signs: asked first, whatever the model thinks (decisions 076 and 103). */
export const isWarningScreen = (state: Pick<ScoredStepState, 'step'>): boolean =>
  state.step.step_options.some((o) => o.red_flag !== undefined || o.danger_sign === true);

/** Shannon entropy (nats) of the posterior, "something else" included. */
function entropy(post: Posterior): number {
  let h = post.other > 0 ? -post.other * Math.log(post.other) : 0;
  for (const p of post.conditions) if (p > 0) h -= p * Math.log(p);
  return h;
}

/** The most probable condition, or -1 when none can occur. */
function topOf(model: PlaceModel, post: Posterior): number {
  let best = -1;
  for (let i = 0; i < post.conditions.length; i++) {
    if (model.prior.conditions[i]! <= 0) continue;
    if (best < 0 || post.conditions[i]! > post.conditions[best]!) best = i;
  }
  return best;
}

/**
 * The answers a person could give at a step, each as the keys chosen: every option alone, and
 * "none of these" where offered. (Combinations at multiple-choice steps are left out: a first step.)
 */
function possibleAnswers(state: ScoredStepState): string[][] {
  return state.step.step_options.filter((o) => o.key !== NOT_SURE).map((o) => [o.key]);
}

/** A condition counts as still in play for the look-ahead from this posterior. */
const IN_PLAY = 0.0001;

/**
 * At a multiple-choice step, the answer most in favour of each condition still in play whose
 * urgency is not the level the person would be told now: every offered option that supports it,
 * ticked together. Single answers cannot show that two signs together would put a condition first
 * (a fever rising day by day and dirty water for typhoid; a known filarial illness with attacks of
 * the same leg before, against a spreading skin infection), so these extra answers decide only
 * whether the step is worth asking, not how much it is worth. A milder condition counts as much as
 * a more urgent one (decision 141): the answers that could lower an over-call are worth asking.
 */
function combinedAnswers(state: ScoredStepState, model: PlaceModel, post: Posterior, level: TriageLevel): string[][] {
  if (!state.step.multiple) return [];
  const seen = new Set<string>();
  const out: string[][] = [];
  model.diseases.forEach((d, i) => {
    if (post.conditions[i]! < IN_PLAY || d.triage === level) return;
    const w = model.weights[i]!;
    const keys = state.step.step_options
      .filter((o) => o.key !== NOT_SURE && o.asked !== false && (w.get(o.key) ?? 0) > 0)
      .map((o) => o.key);
    const id = keys.join(' ');
    if (keys.length < 2 || seen.has(id)) return;
    seen.add(id);
    out.push(keys);
  });
  return out;
}

/** The floor the answers set, as the assessment reads it: red flags and `min_triage`. */
function floorOf(states: readonly ScoredStepState[]): TriageLevel {
  let floor: TriageLevel = 'self-care';
  for (const hit of triageFloorsChosen(states)) floor = maxTriage(floor, hit.level);
  for (const hit of redFlagsChosen(states)) floor = maxTriage(floor, hit.level);
  return floor;
}

/** The floor one hypothetical answer at a step adds. */
export function answerFloor(state: ScoredStepState, keys: readonly string[]): TriageLevel {
  const options = state.step.step_options.filter((o) => keys.includes(o.key));
  const flag = warningLevel(options);
  const min = options.some((o) => o.min_triage !== undefined) ? 'see-doctor' : 'self-care';
  return flag ? maxTriage(flag, min) : min;
}

/** A step whose answer can set a floor: a warning sign, or an answer that means "see a doctor". */
const setsFloor = (state: Pick<ScoredStepState, 'step'>): boolean =>
  isWarningScreen(state) || state.step.step_options.some((o) => o.min_triage !== undefined);

/** The highest floor a step's answers could set, every one of them ticked. */
const highestFloor = (state: ScoredStepState): TriageLevel =>
  answerFloor(
    state,
    state.step.step_options.map((o) => o.key).filter((k) => k !== NOT_SURE && k !== NONE_OF_THESE),
  );

/**
 * The answers that open a step not yet open that could set a floor above `floor`, the one the
 * answers have already set (a follow-up screen of warning signs): the step leading to it must be
 * asked, since what the person would be told can change behind it — a one-step look-ahead cannot
 * see that. A follow-up whose signs reach no higher than a sign already ticked cannot change the
 * urgency (a ticked sign is never undone), so it no longer makes its lead-in a must (decision 141).
 */
function safetyLeadIns(states: readonly ScoredStepState[], floor: TriageLevel): Set<string> {
  const keys = new Set<string>();
  for (const s of states) {
    if (!s.open && s.forProfile && setsFloor(s) && triageRank(highestFloor(s)) > triageRank(floor))
      for (const k of s.step.dependent_on_any_symptoms) keys.add(k);
  }
  return keys;
}

/** Where the person stands: each condition's log-likelihood, the answers chosen and the floor they set. */
export interface Standing {
  logLr: readonly number[];
  chosen: ReadonlySet<string>;
  floor: TriageLevel;
}

/**
 * What one hypothetical answer at a step would give: each condition's change of log-likelihood,
 * the posterior and the level the person would be told. Only that step's evidence changes (from
 * `before`, its evidence now), so it is an update, not a re-walk; `answer` is the step's whole
 * hypothetical answer, `keys` what it adds (a `requires_any` they meet stops counting against).
 */
export function answerOutcome(
  model: PlaceModel,
  now: Standing,
  state: ScoredStepState,
  before: readonly number[],
  keys: readonly string[],
  answer: readonly string[],
): { lrs: number[]; post: Posterior; level: TriageLevel } {
  const hyp = { ...state, answer: [...answer] };
  const lrs = model.diseases.map((d, i) => {
    let l = stepLogLr(model.weights[i]!, hyp, model.params) - before[i]!;
    const req = d.requires_any;
    if (req && !req.some((k) => now.chosen.has(k)) && req.some((k) => keys.includes(k)))
      l -= Math.log(model.params.requiresMissingLr);
    return l;
  });
  const post = posteriorFrom(
    model.prior,
    now.logLr.map((l, i) => l + lrs[i]!),
  );
  const level = maxTriage(
    decideLevel(levelProbabilities(model, post, new Set([...now.chosen, ...keys])), model.params.thresholds),
    maxTriage(now.floor, answerFloor(state, keys)),
  );
  return { lrs, post, level };
}

export interface QuestionValue {
  step_id: string;
  /** Expected fall in the posterior's entropy (nats). */
  gain: number;
  /** Some answer would change the top cause or the urgency the person is told. */
  decisive: boolean;
}

/**
 * How much each step still open and not yet asked could tell: for every possible answer, the
 * posterior it would give (only that step's evidence changes, so it is an update of the current
 * log-likelihoods, not a re-walk), weighted by how likely that answer is under the current
 * posterior (each condition answers in proportion to its likelihood ratios; "something else" at
 * random).
 */
export function questionValues(selections: ReadonlyMap<string, readonly string[]>, model: PlaceModel): QuestionValue[] {
  const states = walk(model, selections);
  const evidence = evidenceOf(model, states);
  const logLr = evidence.map((e) => e.logLr);
  const post = posteriorFrom(model.prior, logLr);
  const h0 = entropy(post);
  const top = topOf(model, post);
  const floor = floorOf(states);
  const chosen = chosenKeys(states);
  const level = maxTriage(decideLevel(levelProbabilities(model, post, chosen), model.params.thresholds), floor);
  const opensSafety = safetyLeadIns(states, floor);
  const out: QuestionValue[] = [];
  for (const state of states) {
    if (!state.visible || selections.has(state.step.id) || !model.askable.has(state.step.id)) continue;
    const answers = possibleAnswers(state);
    if (answers.length === 0) continue;
    const before = model.diseases.map((_, i) => stepLogLr(model.weights[i]!, state, model.params));
    const outcomeOf = (keys: readonly string[]) => {
      const o = answerOutcome(model, { logLr, chosen, floor }, state, before, keys, [
        ...keys,
        ...(state.step.multiple ? [...state.given.keys()] : []),
      ]);
      return { ...o, changes: topOf(model, o.post) !== top || o.level !== level };
    };
    const outcomes = answers.map(outcomeOf);
    // How likely each answer is: a condition gives each in proportion to its ratio.
    const predictive = answers.map(() => post.other / answers.length);
    model.diseases.forEach((_, i) => {
      const pi = post.conditions[i]!;
      if (pi <= 0) return;
      const ratios = outcomes.map((o) => Math.exp(o.lrs[i]!));
      const sum = ratios.reduce((s, r) => s + r, 0);
      ratios.forEach((r, a) => (predictive[a]! += (pi * r) / sum));
    });
    const gain = h0 - outcomes.reduce((s, o, a) => s + predictive[a]! * entropy(o.post), 0);
    const leadsToSafety = answers.some((keys) => keys.some((k) => opensSafety.has(k)));
    const decisive =
      leadsToSafety ||
      outcomes.some((o) => o.changes) ||
      combinedAnswers(state, model, post, level).some((keys) => outcomeOf(keys).changes);
    out.push({ step_id: state.step.id, gain, decisive });
  }
  return out;
}

/**
 * The next question to ask, or undefined when the interview can stop. Screens of warning signs
 * open and not yet asked come first, in their order, as today. Then the decisive step (one whose
 * answer could change the top cause or the urgency, or could open a follow-up screen of warning
 * signs) with the largest expected information gain;
 * when no step is decisive, nothing left could change what the person is told, and it stops.
 * `selections` holds every step asked so far (a step answered "not sure" is asked).
 */
export function nextQuestion(
  selections: ReadonlyMap<string, readonly string[]>,
  model: PlaceModel,
): string | undefined {
  return chooseQuestion(selections, model).id;
}

/** The screens of warning signs open and not yet asked, in their order: each will be asked. */
export const screensToAsk = (
  states: readonly ScoredStepState[],
  selections: ReadonlyMap<string, readonly string[]>,
  model: PlaceModel,
): ScoredStepState[] =>
  states.filter((s) => s.visible && !selections.has(s.step.id) && model.askable.has(s.step.id) && isWarningScreen(s));

/**
 * `nextQuestion`, with the values it weighed (none when a screen of warning signs comes first), so
 * a caller that also wants them (how many questions are left) need not weigh every step again.
 */
export function chooseQuestion(
  selections: ReadonlyMap<string, readonly string[]>,
  model: PlaceModel,
): { id: string | undefined; values?: QuestionValue[] } {
  const [screen] = screensToAsk(walk(model, selections), selections, model);
  if (screen) return { id: screen.step.id };
  const values = questionValues(selections, model);
  let best: QuestionValue | undefined;
  for (const v of values) {
    if (v.decisive && (best === undefined || v.gain > best.gain)) best = v;
  }
  return { id: best?.step_id, values };
}
