import type {
  AgeRange,
  DiagnosisStep,
  Gender,
  RedFlagLevel,
  Sex,
  StepOption,
  SymptomWeight,
  TriageLevel,
  WeightRange,
} from '@painpoint/contracts';
import { round2 } from './round.ts';
import {
  ANY_OF_STEPS,
  PROFILE_STEPS,
  alsoSteps,
  factStepOf,
  isAlsoKey,
  pregnancyAllows,
  profileSelections,
  type PregnancyRequirement,
  type ProfileFacts,
} from './profile.ts';
import { isNotSure, unsureOfRest, walkSteps, warningLevel, type ScoredStepState, type StepState } from './steps.ts';
import { maxTriage, NEXT_STEPS, triageRank } from './triage.ts';

/** The parts of a disease the engine needs; the API's disease objects satisfy it. */
export interface ScorableDisease {
  disease_short_name: string;
  age_range: AgeRange;
  /** The peak ages, inside `age_range`; without it the whole range is typical. */
  typical_age?: AgeRange | undefined;
  gender: Gender;
  /** Only in pregnancy, between these months (decision 068 §3). */
  pregnancy?: PregnancyRequirement | undefined;
  weight: WeightRange;
  triage: TriageLevel;
  symptoms: readonly SymptomWeight[];
  /** Ranked only when one of these answers is chosen at a step the visitor was shown (decision 105). */
  requires_any?: readonly string[] | undefined;
  /** A higher level of care once one of these answers is chosen (decision 129). */
  raised_triage?: { readonly when_any: readonly string[]; readonly triage: TriageLevel } | undefined;
}

/** The level of care a condition needs given the answers chosen: its own, or its raised one (decision 129). */
export function triageGiven(
  disease: Pick<ScorableDisease, 'triage' | 'raised_triage'>,
  chosen: ReadonlySet<string>,
): TriageLevel {
  const raised = disease.raised_triage;
  return raised && raised.when_any.some((k) => chosen.has(k))
    ? maxTriage(disease.triage, raised.triage)
    : disease.triage;
}

export interface Profile extends ProfileFacts {
  weight?: number | undefined;
}

export interface AssessmentInput {
  steps: readonly DiagnosisStep[];
  diseases: readonly ScorableDisease[];
  profile: Profile;
  /** step id → chosen option keys (see selectionsFromFlags). */
  selections: ReadonlyMap<string, readonly string[]>;
}

/** One answer that speaks for or against a condition. */
export interface Reason {
  step_id: string;
  key: string;
  weight: number;
  /** 'chosen': the visitor picked it; 'missing': a typical answer the visitor did not give. */
  kind: 'chosen' | 'missing';
}

export interface RankedCondition {
  disease_short_name: string;
  /** round2(0.6 × evidence + 0.4 × match), both on a 0–100 scale. */
  final_score: number;
  /** How far below the top score, as a percentage of the top score (0 for the top). */
  difference_percentage: number;
  /** 0–1; kept for tools and tests, never shown to visitors in detail. */
  evidence: number;
  match: number;
  triage: TriageLevel;
  /**
   * A red-flag answer the visitor gave points to this condition, and the condition is at least as
   * urgent as that flag: it explains why the result is urgent, so it is listed first.
   */
  explains_red_flag: boolean;
  supports: Reason[];
  against: Reason[];
}

export interface RedFlagHit {
  step_id: string;
  key: string;
  level: RedFlagLevel;
  /** A general danger sign (decision 076): no condition needs to explain it. */
  danger_sign?: true;
}

/** An answer that is not a warning sign but still means "see a doctor" (`min_triage`). */
export interface TriageFloorHit {
  step_id: string;
  key: string;
  level: 'see-doctor';
}

export interface Assessment {
  ranked: RankedCondition[];
  triage: TriageLevel;
  /**
   * Why the triage is what it is: red flags chosen, other answers that raise it to at least "see a
   * doctor" (such as how long the pain has lasted), and the conditions that set it.
   */
  triage_from: { red_flags: RedFlagHit[]; answers: TriageFloorHit[]; conditions: string[] };
  next_steps: readonly string[];
  /** Steps shown and answered with something other than "not sure". */
  answered_steps: number;
}

export const EVIDENCE_WEIGHT = 0.6;
export const MATCH_WEIGHT = 0.4;
/** A condition within this many percent of the top score can raise the triage (safety net). */
export const TRIAGE_CONTENDER_PERCENT = 15;
/** Kilograms outside a condition's typical weights at which the weight match falls to zero. */
export const WEIGHT_FALLOFF_KG = 20;
/**
 * The age match at the edge of a condition's real ages, for conditions that are not urgent: age
 * outside the typical peak is weaker evidence, never a cliff. Urgent and emergency conditions
 * keep 1 across their real ages, so age alone never pushes a can't-miss condition down the list.
 */
export const AGE_ATYPICAL_FLOOR = 0.5;

/** Closeness of a value to a range: 1 inside (ranges overlap), falling linearly to 0 at `falloff`. */
function rangeMatch(value: number | undefined, lo: number, hi: number, falloff: number): number {
  if (value === undefined) return 1;
  const gap = value < lo ? lo - value : value > hi ? value - hi : 0;
  return Math.max(0, 1 - gap / falloff);
}

const canMiss = (triage: TriageLevel): boolean => triageRank(triage) >= triageRank('urgent');

/**
 * How typical the age is for the condition, 0–1, by band (docs/scoring.md): 1 within the typical
 * ages; between the typical ages and the edge of the real ages, falling linearly to the floor
 * (1 for urgent and emergency conditions, AGE_ATYPICAL_FLOOR otherwise); 0 outside the real ages,
 * where `assess` excludes the condition anyway (`ageAllows`).
 */
export function ageMatch(
  disease: Pick<ScorableDisease, 'age_range' | 'typical_age' | 'triage'>,
  age: number | undefined,
): number {
  if (age === undefined) return 1;
  const real = disease.age_range;
  const typical = disease.typical_age ?? real;
  const floor = canMiss(disease.triage) ? 1 : AGE_ATYPICAL_FLOOR;
  if (age >= typical.min_age && age <= typical.max_age) return 1;
  if (age >= real.min_age && age <= real.max_age) {
    // Share of the way from the typical band's edge to the real range's edge (never 0 wide here).
    const share =
      age < typical.min_age
        ? (typical.min_age - age) / (typical.min_age - real.min_age)
        : (age - typical.max_age) / (real.max_age - typical.max_age);
    return 1 - (1 - floor) * share;
  }
  return 0;
}

/** The demographic match, 0–1: age counts three parts, weight one. Sex excludes, never scores. */
export function matchScore(disease: ScorableDisease, profile: Profile): number {
  const age = ageMatch(disease, profile.age);
  const weight = rangeMatch(profile.weight, disease.weight.min_weight, disease.weight.max_weight, WEIGHT_FALLOFF_KG);
  return (3 * age + weight) / 4;
}

/**
 * Whether the condition can occur at the visitor's age: `age_range` is the range it can occur at
 * (decision 069), so outside it the condition is excluded, as for sex. Without an age, it can.
 */
export const ageAllows = (disease: Pick<ScorableDisease, 'age_range'>, age: number | undefined): boolean =>
  age === undefined || (age >= disease.age_range.min_age && age <= disease.age_range.max_age);

export const sexAllows = (disease: ScorableDisease, sex: Sex | undefined): boolean =>
  disease.gender === 'any' || sex === undefined || disease.gender === sex;

interface Evidence {
  value: number;
  supports: Reason[];
  against: Reason[];
}

/**
 * The answer as reasons and floors name it: an option the age page gave (`given_by`) by its fact
 * and the hidden step that scores it, not by the place's words (decision 102).
 */
function namedBy(stepId: string, key: string, given: ReadonlyMap<string, string>): { step_id: string; key: string } {
  const fact = given.get(key);
  return fact === undefined ? { step_id: stepId, key } : { step_id: factStepOf(fact), key: fact };
}

/**
 * The evidence value, 0–1: what the answers earned for the condition divided by what they could
 * have earned. Per step, a single-choice step can earn the condition's highest positive weight
 * among its options, a multiple-choice step the sum of its positive weights. A step answered
 * "not sure" (or not answered) drops out of both sides, and so do the options left unticked
 * beside "not sure" (`unsureOfRest`, decision 131); a step that branching hid counts as
 * possible but earned nothing, since it was hidden because its lead-in answer was absent —
 * unless it depends only on the profile (sex, age), in which case it drops out too.
 */
export function evidenceFor(weights: ReadonlyMap<string, number>, states: readonly ScoredStepState[]): Evidence {
  let earned = 0;
  let possible = 0;
  const supports: Reason[] = [];
  const against: Reason[] = [];
  for (const { step, open, forProfile, options, answer, given } of states) {
    let best = 0;
    let sum = 0;
    let bestKey: string | undefined;
    // "Not sure" beside ticks: only what was ticked is scored; the rest is unknown, not absent.
    const rest = unsureOfRest(answer);
    for (const option of rest ? options.filter((o) => answer.includes(o.key)) : options) {
      const w = weights.get(option.key) ?? 0;
      if (w <= 0) continue;
      sum += w;
      if (w > best) {
        best = w;
        bestKey = option.key;
      }
    }
    const anyOf = ANY_OF_STEPS.has(step.id) || step.any_of === true;
    const stepPossible = step.multiple && !anyOf ? sum : best;
    if (open && isNotSure(answer)) continue;
    // A step hidden because of who the visitor is (sex, age) was never theirs to answer.
    if (!forProfile) continue;
    possible += stepPossible;
    if (!open) continue;
    let stepEarned = 0;
    let bestChosen = 0;
    for (const key of answer) {
      const w = weights.get(key) ?? 0;
      if (w === 0) continue;
      if (anyOf && w > 0) bestChosen = Math.max(bestChosen, w);
      else stepEarned += w;
      (w > 0 ? supports : against).push({ ...namedBy(step.id, key, given), weight: w, kind: 'chosen' });
    }
    stepEarned += bestChosen;
    earned += stepEarned;
    // A typical answer that was not given speaks against the condition; name the strongest one.
    if (bestKey !== undefined && best >= 3 && stepEarned <= 0 && !answer.includes(bestKey)) {
      against.push({ step_id: step.id, key: bestKey, weight: best, kind: 'missing' });
    }
  }
  const value = possible > 0 ? Math.min(1, Math.max(0, earned / possible)) : 0;
  const byWeight = (a: Reason, b: Reason) => Math.abs(b.weight) - Math.abs(a.weight);
  return { value, supports: supports.sort(byWeight), against: against.sort(byWeight) };
}

/** The options chosen at the steps the visitor was shown, each with its step. */
function chosenAtShownSteps(states: readonly StepState[]): { step_id: string; option: StepOption }[] {
  return states.flatMap(({ step, visible, chosen }) =>
    visible
      ? step.step_options.filter((o) => chosen.includes(o.key)).map((option) => ({ step_id: step.id, option }))
      : [],
  );
}

/** Red-flag options chosen at visible steps, most urgent first. */
export function redFlagsChosen(states: readonly StepState[]): RedFlagHit[] {
  const chosen = chosenAtShownSteps(states);
  return chosen
    .flatMap(({ step_id, option }) => {
      if (!option.red_flag) return [];
      // Danger signs that together make an emergency are each counted as one (warningLevel).
      const together = option.danger_sign
        ? warningLevel(chosen.filter((c) => c.step_id === step_id).map((c) => c.option))
        : undefined;
      const level = together === 'emergency' ? together : option.red_flag;
      return [{ step_id, key: option.key, level, ...(option.danger_sign ? { danger_sign: true as const } : {}) }];
    })
    .sort((a, b) => triageRank(b.level) - triageRank(a.level));
}

/**
 * Options scored at open steps, chosen or given by the age page, that raise the triage to at least
 * their `min_triage`. One the profile gave is named by its fact (decision 102).
 */
export function triageFloorsChosen(states: readonly ScoredStepState[]): TriageFloorHit[] {
  return states.flatMap(({ step, open, options, answer, given }) =>
    open
      ? options.flatMap((option) => {
          if (!option.min_triage || !answer.includes(option.key)) return [];
          return [{ ...namedBy(step.id, option.key, given), level: option.min_triage }];
        })
      : [],
  );
}

const compareRanked = (a: RankedCondition, b: RankedCondition): number =>
  Number(b.explains_red_flag) - Number(a.explains_red_flag) ||
  b.final_score - a.final_score ||
  b.evidence - a.evidence ||
  triageRank(b.triage) - triageRank(a.triage) ||
  a.disease_short_name.localeCompare(b.disease_short_name);

/** Scores a whole assessment: the ranking, the triage with its reasons and the next steps. */
export function assess(input: AssessmentInput): Assessment {
  const { profile } = input;
  // The profile's pregnancy facts are scored as answers to steps the age page asked (profile.ts).
  const selections = new Map([...input.selections, ...profileSelections(profile)]);
  const states = walkSteps([...PROFILE_STEPS, ...alsoSteps(profile), ...input.steps], selections, profile);
  const redFlags = redFlagsChosen(states);
  const flagLevel = new Map(redFlags.map((f) => [f.key, f.level] as const));
  const chosen = new Set(states.flatMap((s) => (s.open ? s.answer : [])));
  const scored: RankedCondition[] = [];
  for (const disease of input.diseases) {
    if (
      !sexAllows(disease, profile.sex) ||
      !ageAllows(disease, profile.age) ||
      !pregnancyAllows(disease.pregnancy, profile) ||
      (disease.requires_any !== undefined && !disease.requires_any.some((key) => chosen.has(key)))
    )
      continue;
    const weights = new Map(disease.symptoms.map((s) => [s.key, s.value] as const));
    const evidence = evidenceFor(weights, states);
    // Another place named supports a condition the answers point to; it never ranks one alone.
    if (evidence.value <= 0 || evidence.supports.every((r) => isAlsoKey(r.key))) continue;
    const match = matchScore(disease, profile);
    const triage = triageGiven(disease, chosen);
    scored.push({
      disease_short_name: disease.disease_short_name,
      final_score: round2(EVIDENCE_WEIGHT * evidence.value * 100 + MATCH_WEIGHT * match * 100),
      difference_percentage: 0,
      evidence: evidence.value,
      match,
      triage,
      explains_red_flag: evidence.supports.some((r) => {
        const level = flagLevel.get(r.key);
        return r.kind === 'chosen' && level !== undefined && triageRank(triage) >= triageRank(level);
      }),
      supports: evidence.supports,
      against: evidence.against,
    });
  }
  scored.sort(compareRanked);
  // Relative to the highest score (spec), which is not the first when a red flag reorders the list.
  const top = scored.reduce((m, r) => Math.max(m, r.final_score), 0);
  for (const r of scored) {
    r.difference_percentage = top > 0 ? round2(((top - r.final_score) / top) * 100) : 0;
  }

  let triage: TriageLevel = scored.length > 0 ? 'self-care' : 'see-doctor';
  const conditions: string[] = [];
  for (const r of scored) {
    if (r.difference_percentage > TRIAGE_CONTENDER_PERCENT) break;
    if (triageRank(r.triage) > triageRank(triage)) {
      triage = r.triage;
    }
  }
  for (const r of scored) {
    if (r.difference_percentage <= TRIAGE_CONTENDER_PERCENT && r.triage === triage) {
      conditions.push(r.disease_short_name);
    }
  }
  const floors = triageFloorsChosen(states);
  for (const hit of floors) triage = maxTriage(triage, hit.level);
  for (const hit of redFlags) triage = maxTriage(triage, hit.level);

  const answered = states.filter((s) => s.visible && !isNotSure(s.chosen)).length;
  return {
    ranked: scored,
    triage,
    triage_from: { red_flags: redFlags, answers: floors, conditions },
    next_steps: NEXT_STEPS[triage],
    answered_steps: answered,
  };
}
