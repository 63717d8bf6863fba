import type {
  AgeRange,
  Gender,
  RaisedTriage,
  RedFlagLevel,
  Sex,
  StepOption,
  SymptomWeight,
  TriageLevel,
  WeightRange,
} from '@painpoint/contracts';
import { factStepOf, type PregnancyRequirement, type ProfileFacts } from './profile.ts';
import { warningLevel, type ScoredStepState, type StepState } from './steps.ts';
import { maxTriage, triageRank } from './triage.ts';

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
  /** A higher level of care once one of these is chosen: an answer, or answers all chosen (decisions 129, 144). */
  raised_triage?: RaisedTriage | undefined;
}

/** The level of care a condition needs given the answers chosen: its own, or its raised one (decision 129). */
export function triageGiven(
  disease: Pick<ScorableDisease, 'triage' | 'raised_triage'>,
  chosen: ReadonlySet<string>,
): TriageLevel {
  const raised = disease.raised_triage;
  const holds = (when: string | readonly string[]) =>
    typeof when === 'string' ? chosen.has(when) : when.every((k) => chosen.has(k));
  return raised && raised.when_any.some(holds) ? maxTriage(disease.triage, raised.triage) : disease.triage;
}

export interface Profile extends ProfileFacts {
  weight?: number | undefined;
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
 * where the model gives the condition no prior anyway (`ageAllows`).
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

/**
 * The answer as reasons and floors name it: an option the age page gave (`given_by`) by its fact
 * and the hidden step that scores it, not by the place's words (decision 102).
 */
function namedBy(stepId: string, key: string, given: ReadonlyMap<string, string>): { step_id: string; key: string } {
  const fact = given.get(key);
  return fact === undefined ? { step_id: stepId, key } : { step_id: factStepOf(fact), key: fact };
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
