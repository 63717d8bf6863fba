import { pregnancyAllows } from '../profile.ts';
import { ageAllows, sexAllows, type Profile, type ScorableDisease } from '../score.ts';
import { triageRank } from '../triage.ts';
import type { ModelParams } from './params.ts';

/** A condition as the model reads it: today's facts, and an optional base rate content may add later. */
export interface ModelDisease extends ScorableDisease {
  /**
   * How common the condition is, relative to the others (1 = an ordinary self-care complaint).
   * Not in content yet: without it the model uses a default by triage (ModelParams).
   */
  base_rate?: number | undefined;
}

/**
 * The age factor, 0–1: 1 inside the typical ages, falling linearly to a floor at the edge of the
 * real ages, 0 outside them. The floor of an urgent or emergency condition is `ageCantMissFloor`
 * (1 by default), so age alone never pushes a can't-miss condition down the list where it occurs.
 */
export function ageFactor(
  disease: Pick<ModelDisease, 'age_range' | 'typical_age' | 'triage'>,
  age: number | undefined,
  params: Pick<ModelParams, 'ageAtypicalFloor' | 'ageCantMissFloor'>,
): number {
  if (age === undefined) return 1;
  const real = disease.age_range;
  if (age < real.min_age || age > real.max_age) return 0;
  const typical = disease.typical_age ?? real;
  if (age >= typical.min_age && age <= typical.max_age) return 1;
  const floor = triageRank(disease.triage) >= triageRank('urgent') ? params.ageCantMissFloor : params.ageAtypicalFloor;
  const share =
    age < typical.min_age
      ? (typical.min_age - age) / (typical.min_age - real.min_age)
      : (age - typical.max_age) / (real.max_age - typical.max_age);
  return 1 - (1 - floor) * share;
}

/** The base rate of a condition: its own when content gives one, else the default for its triage. */
export const baseRate = (disease: ModelDisease, params: Pick<ModelParams, 'baseRateByTriage'>): number =>
  disease.base_rate ?? params.baseRateByTriage[disease.triage];

/**
 * Unnormalised prior of a condition for this person: base rate × age factor, and 0 where it
 * cannot occur (the other sex, outside its real ages, a pregnancy requirement the profile rules
 * out), as `ageAllows`, `sexAllows` and `pregnancyAllows` say.
 */
export function priorWeight(disease: ModelDisease, profile: Profile, params: ModelParams): number {
  if (!sexAllows(disease, profile.sex) || !ageAllows(disease, profile.age)) return 0;
  if (!pregnancyAllows(disease.pregnancy, profile)) return 0;
  return baseRate(disease, params) * ageFactor(disease, profile.age, params);
}

/**
 * Priors over the place's conditions and "something else": the conditions share 1 − otherPrior
 * in proportion to their weights; "something else" keeps otherPrior (all of it when none can occur).
 */
export function priors(
  diseases: readonly ModelDisease[],
  profile: Profile,
  params: ModelParams,
): { conditions: number[]; other: number } {
  const weights = diseases.map((d) => priorWeight(d, profile, params));
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return { conditions: weights.map(() => 0), other: 1 };
  const share = 1 - params.otherPrior;
  return { conditions: weights.map((w) => (w / total) * share), other: params.otherPrior };
}
