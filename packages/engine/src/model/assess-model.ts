import type { DiagnosisStep, TriageLevel } from '@painpoint/contracts';
import { TRIAGE_LEVELS } from '@painpoint/contracts/constants';
import { round2 } from '../round.ts';
import {
  matchScore,
  redFlagsChosen,
  triageFloorsChosen,
  triageGiven,
  type Assessment,
  type Profile,
  type RankedCondition,
} from '../score.ts';
import { isNotSure } from '../steps.ts';
import { chosenKeys } from './likelihood.ts';
import { NEXT_STEPS, maxTriage, triageRank } from '../triage.ts';
import { DEFAULT_PARAMS, type ModelParams } from './params.ts';
import {
  buildModel,
  decideLevel,
  evidenceOf,
  levelProbabilities,
  posteriorFrom,
  walk,
  withFloor,
  type PlaceModel,
} from './posterior.ts';
import type { ModelDisease } from './prior.ts';
import { unresolvedLevel } from './unresolved.ts';

/** An assessment (the spec's result), with the probability of each level of care (read by the eval's Brier score). */
export interface ModelAssessment extends Assessment {
  triage_probabilities: Record<TriageLevel, number>;
  /** Probability that the cause is none of the listed conditions. */
  other_probability: number;
  /** A level the result was raised to because answers the person was not sure of left it open, and those steps. */
  unresolved: { level: TriageLevel; steps: string[] };
}

export interface ModelInput {
  steps: readonly DiagnosisStep[];
  diseases: readonly ModelDisease[];
  profile: Profile;
  selections: ReadonlyMap<string, readonly string[]>;
}

/** Posterior share at which a condition of the result's level is named as setting it. */
const NAMES_LEVEL_FROM = 0.05;
/** A condition explaining a chosen warning sign is listed first, or below the list's floor, only from this posterior: never one the answers all but rule out (decisions 115, 139). */
const EXPLAINS_FIRST = 0.001;

/** Scores an assessment with the probabilistic model: the steps, the conditions, the person and the answers. */
export function assessModel(input: ModelInput, params: ModelParams = DEFAULT_PARAMS): ModelAssessment {
  return assessWith(buildModel(input, params), input.selections);
}

/**
 * The assessment from a built model. The ranking lists the conditions that at least one answer
 * points to, by posterior (decision 115: no longer those explaining a red flag first); the spec's
 * numbers are kept: the disease's value is the posterior rescaled so the top is 1, and
 * final = round2(0.6 × 100 × value + 0.4 × 100 × match).
 */
export function assessWith(model: PlaceModel, selections: ReadonlyMap<string, readonly string[]>): ModelAssessment {
  const states = walk(model, selections);
  const evidence = evidenceOf(model, states);
  const post = posteriorFrom(
    model.prior,
    evidence.map((e) => e.logLr),
  );
  const redFlags = redFlagsChosen(states);
  const flagLevel = new Map(redFlags.map((f) => [f.key, f.level] as const));
  const floors = triageFloorsChosen(states);

  const chosen = chosenKeys(states);
  const listed = model.diseases.flatMap((d, i) => {
    const e = evidence[i]!;
    const p = post.conditions[i]!;
    const triage = triageGiven(d, chosen);
    const explains = e.supports.some((r) => {
      const level = flagLevel.get(r.key);
      return r.kind === 'chosen' && level !== undefined && triageRank(triage) >= triageRank(level);
    });
    if (model.prior.conditions[i]! <= 0 || !e.pointedTo) return [];
    return [{ d, p, e, explains, triage }];
  });
  // A condition that explains a chosen warning sign is listed first, so the result is headed by
  // what explains its urgency, but only from a posterior of EXPLAINS_FIRST (decisions 115, 139):
  // never one the answers all but rule out. The rest by posterior; explaining a sign breaks ties.
  listed.sort(
    (a, b) =>
      Number(b.explains && b.p >= EXPLAINS_FIRST) - Number(a.explains && a.p >= EXPLAINS_FIRST) ||
      b.p - a.p ||
      Number(b.explains) - Number(a.explains) ||
      triageRank(b.triage) - triageRank(a.triage) ||
      a.d.disease_short_name.localeCompare(b.d.disease_short_name),
  );
  const { listFloor, listAtLeast } = model.params;
  // A condition explaining a chosen warning sign is listed below the floor, but never one the
  // answers all but rule out (a trigger it `requires_any` of not given: decision 139).
  const shown = listed.filter((x, n) => x.p >= listFloor || (x.explains && x.p >= EXPLAINS_FIRST) || n < listAtLeast);
  const topP = shown.reduce((m, x) => Math.max(m, x.p), 0);
  const ranked: RankedCondition[] = shown.map(({ d, p, e, explains, triage }) => {
    const value = topP > 0 ? p / topP : 0;
    const match = matchScore(d, model.profile);
    return {
      disease_short_name: d.disease_short_name,
      final_score: round2(60 * value + 40 * match),
      difference_percentage: 0,
      evidence: p,
      match,
      triage,
      explains_red_flag: explains,
      supports: e.supports,
      against: e.against,
    };
  });
  const top = ranked.reduce((m, r) => Math.max(m, r.final_score), 0);
  for (const r of ranked) r.difference_percentage = top > 0 ? round2(((top - r.final_score) / top) * 100) : 0;

  const probs = levelProbabilities(model, post, chosen);
  // The warning-sign layer: red flags and `min_triage` answers set the minimum.
  let floor: TriageLevel = 'self-care';
  for (const hit of floors) floor = maxTriage(floor, hit.level);
  for (const hit of redFlags) floor = maxTriage(floor, hit.level);
  const logLr = evidence.map((e) => e.logLr);
  const unresolved = unresolvedLevel(model, states, { logLr, chosen, floor }, post, probs);
  const decided = maxTriage(decideLevel(probs, model.params.thresholds), floor);
  const raise = Math.min(triageRank(unresolved.level), triageRank(decided) + model.params.unresolvedMaxRaise);
  const triage = maxTriage(decided, TRIAGE_LEVELS[raise]!);
  const conditions = ranked
    .filter((r) => r.triage === triage && r.evidence >= NAMES_LEVEL_FROM)
    .map((r) => r.disease_short_name);
  return {
    ranked,
    triage,
    triage_from: { red_flags: redFlags, answers: floors, conditions },
    next_steps: NEXT_STEPS[triage],
    answered_steps: states.filter((s) => s.visible && !isNotSure(s.chosen)).length,
    triage_probabilities: withFloor(probs, floor),
    other_probability: post.other,
    unresolved:
      triageRank(triage) > triageRank(decided)
        ? { level: triage, steps: unresolved.steps }
        : { level: 'self-care', steps: [] },
  };
}
