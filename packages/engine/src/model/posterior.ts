import type { DiagnosisStep, TriageLevel } from '@painpoint/contracts';
import { TRIAGE_LEVELS } from '@painpoint/contracts/constants';
import { PROFILE_STEPS, alsoSteps, isAlsoKey, isProfileKey, profileKeyHolds, profileSelections } from '../profile.ts';
import { triageGiven, type Profile } from '../score.ts';
import { walkSteps, type ScoredStepState } from '../steps.ts';
import { triageRank } from '../triage.ts';
import { conditionEvidence, chosenKeys, type ConditionEvidence, type LikelihoodState } from './likelihood.ts';
import { DEFAULT_PARAMS, type ModelParams } from './params.ts';
import { priors, type ModelDisease } from './prior.ts';

/**
 * One place's model for one person, built once: every step as `walkSteps` orders them (the age
 * page's first), each condition's weights as a map, and the priors, which depend on the person only.
 */
export interface PlaceModel {
  steps: readonly DiagnosisStep[];
  /**
   * The steps the interview may ask: the place's own. The age page's and "it also hurts in…" are
   * answered before the questions begin, and are evidence only.
   */
  askable: ReadonlySet<string>;
  diseases: readonly ModelDisease[];
  weights: readonly ReadonlyMap<string, number>[];
  profile: Profile;
  params: ModelParams;
  prior: { conditions: number[]; other: number };
}

export function buildModel(
  input: { steps: readonly DiagnosisStep[]; diseases: readonly ModelDisease[]; profile: Profile },
  params: ModelParams = DEFAULT_PARAMS,
): PlaceModel {
  const { profile, diseases } = input;
  return {
    steps: [...PROFILE_STEPS, ...alsoSteps(profile), ...input.steps],
    askable: new Set(input.steps.map((st) => st.id)),
    diseases: diseases.map((d) => raisedForPerson(d, profile)),
    weights: diseases.map((d) => new Map(d.symptoms.map((s) => [s.key, s.value] as const))),
    profile,
    params,
    prior: priors(diseases, profile, params),
  };
}

/** Keys the age page answers as steps (pregnancy, illnesses, medicines) or "it also hurts in…". */
const ANSWERED_AS_STEPS = new Set(PROFILE_STEPS.flatMap((st) => st.step_options.map((o) => o.key)));
const isPersonFact = (key: string): boolean => isProfileKey(key) && !ANSWERED_AS_STEPS.has(key) && !isAlsoKey(key);

/**
 * A raised urgency may hang on a fact about the person no step asks, such as the age (`age_under_2`
 * with a fever, decision 154): read here once, so an entry whose facts hold keeps only its answers
 * (none left: it always holds) and one whose facts do not is dropped.
 */
function raisedForPerson(d: ModelDisease, profile: Profile): ModelDisease {
  const raised = d.raised_triage;
  if (!raised || !raised.when_any.flat().some(isPersonFact)) return d;
  const when_any = raised.when_any.flatMap((when) => {
    const keys = typeof when === 'string' ? [when] : when;
    if (!keys.filter(isPersonFact).every((k) => profileKeyHolds(k, profile))) return [];
    return [keys.filter((k) => !isPersonFact(k))];
  });
  return { ...d, raised_triage: when_any.length > 0 ? { ...raised, when_any } : undefined };
}

/** The steps walked with the person's answers and the age page's (`walkSteps`). */
export const walk = (model: PlaceModel, selections: ReadonlyMap<string, readonly string[]>): ScoredStepState[] =>
  walkSteps(model.steps, new Map([...selections, ...profileSelections(model.profile)]), model.profile);

export interface Posterior {
  /** Probability of each condition, in the order of `model.diseases`. */
  conditions: number[];
  /** Probability that it is something the place does not list. */
  other: number;
}

/** Bayes' rule in log space: prior × likelihood, normalised with "something else" (likelihood 1). */
export function posteriorFrom(prior: PlaceModel['prior'], logLr: readonly number[]): Posterior {
  let max = 0;
  for (let i = 0; i < logLr.length; i++) if (prior.conditions[i]! > 0) max = Math.max(max, logLr[i]!);
  const un = logLr.map((l, i) => (prior.conditions[i]! > 0 ? prior.conditions[i]! * Math.exp(l - max) : 0));
  const other = prior.other * Math.exp(-max);
  const total = un.reduce((s, v) => s + v, other);
  return { conditions: un.map((v) => v / total), other: other / total };
}

/** Every condition's evidence from the walked steps. */
export function evidenceOf(model: PlaceModel, states: readonly LikelihoodState[]): ConditionEvidence[] {
  const chosen = chosenKeys(states);
  return model.diseases.map((d, i) =>
    conditionEvidence(model.weights[i]!, d.requires_any, states, chosen, model.params),
  );
}

/**
 * What the answers say for one condition: its log-likelihood ratio, the steps walked with these
 * answers (undefined when the place does not list it).
 */
export function conditionLogLr(
  model: PlaceModel,
  selections: ReadonlyMap<string, readonly string[]>,
  name: string,
): number | undefined {
  const i = model.diseases.findIndex((d) => d.disease_short_name === name);
  return i < 0 ? undefined : evidenceOf(model, walk(model, selections))[i]!.logLr;
}

/**
 * The probability of needing each level of care: the posterior of the conditions of that triage
 * (raised by the answers `chosen`, decision 129), with "something else" at `otherTriage`.
 */
export function levelProbabilities(
  model: PlaceModel,
  post: Posterior,
  chosen: ReadonlySet<string>,
): Record<TriageLevel, number> {
  const out = Object.fromEntries(TRIAGE_LEVELS.map((l) => [l, 0])) as Record<TriageLevel, number>;
  model.diseases.forEach((d, i) => (out[triageGiven(d, chosen)] += post.conditions[i]!));
  out[model.params.otherTriage] += post.other;
  return out;
}

/** The probability of needing `level` of care or more. */
export const probabilityAtLeast = (probs: Record<TriageLevel, number>, level: TriageLevel): number =>
  TRIAGE_LEVELS.filter((l) => triageRank(l) >= triageRank(level)).reduce((s, l) => s + probs[l], 0);

/**
 * Urgency as a decision on evidence: the most urgent level whose "this level of care or more"
 * probability reaches its threshold; self-care only when none does.
 */
export function decideLevel(probs: Record<TriageLevel, number>, thresholds: ModelParams['thresholds']): TriageLevel {
  const atLeast = (level: TriageLevel) => probabilityAtLeast(probs, level);
  if (atLeast('emergency') >= thresholds.emergency) return 'emergency';
  if (atLeast('urgent') >= thresholds.urgent) return 'urgent';
  if (atLeast('see-doctor') >= thresholds['see-doctor']) return 'see-doctor';
  return 'self-care';
}

/** The probabilities once a floor is known: the mass of the levels below it moves onto it. */
export function withFloor(probs: Record<TriageLevel, number>, floor: TriageLevel): Record<TriageLevel, number> {
  const out = { ...probs };
  for (const l of TRIAGE_LEVELS) {
    if (triageRank(l) >= triageRank(floor)) continue;
    out[floor] += out[l];
    out[l] = 0;
  }
  return out;
}
