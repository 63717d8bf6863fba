import type { Answers, DiagnosisStep } from '@painpoint/contracts';
import { PROFILE_KEY_PATTERN, type PersonFactKey } from '@painpoint/contracts/constants';

/** The facts of the answers the engine reads of the person, the age in whole years beside them. */
type PersonFacts = Pick<Answers, 'sex' | PersonFactKey>;

/**
 * What the engine knows of the person (decision 068 §1–§2): the person's facts of the answers (their
 * one schema is the contract's, packages/contracts/src/answers.ts) and the age in years. Anything
 * left out is unknown: the site always asks sex, age, who it is for and (of those it fits)
 * pregnancy; tools may leave them out. Lists are read, never changed.
 */
export type ProfileFacts = {
  readonly [K in keyof PersonFacts]?: NonNullable<PersonFacts[K]> extends readonly (infer V)[]
    ? readonly V[] | undefined
    : PersonFacts[K] | undefined;
} & { age?: number | undefined };

/**
 * One fact of the person as the engine reads it: the profile keys that are about it (`sex_female`,
 * `age_12_plus`, `has_diabetes`, `pregnant_months_4_6`…), whether each holds, and the hidden steps
 * that score it like a place's answers. Each fact is a module of this folder, listed once in
 * PROFILE_FACTS (profile.ts); a new fact of the age page is a new module there.
 */
export interface ProfileFact {
  /** Whether `key` is one of this fact's profile keys. */
  owns(key: string): boolean;
  /**
   * Whether one of its keys holds for the person. A key about something the profile does not say
   * holds (a question is shown rather than hidden on a guess).
   */
  holds(key: string, profile: ProfileFacts): boolean;
  /** Whether the profile states the fact, so that its keys can open a step. */
  states(profile: ProfileFacts): boolean;
  /** Never-shown steps that score the fact as answers (the age page asks it in its own words). */
  readonly steps?: readonly DiagnosisStep[];
  /** The answers to those steps that the profile gives (none where it says nothing). */
  selections?(profile: ProfileFacts): readonly (readonly [string, string[]])[];
}

/** Whether a key is about the person rather than an answer of a place (`sex_female`, `has_diabetes`…). */
export const isProfileKey = (key: string): boolean => PROFILE_KEY_PATTERN.test(key);
