/**
 * The contract's constants, free of zod, so the browser bundle can use them without carrying the
 * schema library (about 30 kB): the web app and the engine import runtime values from here.
 */

/** The body-map locations, keyed as in the medical scope document. */
export const LOCATION_KEYS = [
  'head',
  'neck',
  'chest',
  'upper-abdomen',
  'lower-abdomen-pelvis',
  'upper-back',
  'lower-back',
  'shoulder',
  'elbow-forearm',
  'wrist-hand',
  'hip-groin',
  'knee',
  'ankle-foot',
  'face-jaw',
  'ear',
  'eye',
  'throat',
  'lower-leg',
  'all-over',
] as const;

/** Ordered from least to most urgent; the order is relied on when levels are compared. */
export const TRIAGE_LEVELS = ['self-care', 'see-doctor', 'urgent', 'emergency'] as const;

export const TEST_CATEGORIES = [
  'blood-test',
  'lab-test',
  'heart-nerve-test',
  'imaging',
  'consultation',
  'therapy',
] as const;

export const SEXES = ['male', 'female'] as const;

/**
 * The ages and weights the assessment takes: whole years from birth (a parent or carer answers for
 * a child) to 120, and kilograms from a newborn's to 350. The web form and the API's saved
 * assessments check the same ranges.
 */
export const MIN_AGE = 0;
export const MAX_AGE = 120;
export const MIN_WEIGHT_KG = 2;
export const MAX_WEIGHT_KG = 350;

/** Reserved option keys that every step may use; they are never symptoms of a condition. */
export const NOT_SURE = 'not_sure';
export const NONE_OF_THESE = 'none';
export const RESERVED_OPTION_KEYS: readonly string[] = [NOT_SURE, NONE_OF_THESE];

/**
 * Keys derived from the visitor's profile: `sex_male`, `sex_female`, `age_N_plus` (aged N or
 * over) and `age_under_N` (younger than N), N from 1 to 120.
 */
export const PROFILE_KEY_PATTERN =
  /^(sex_(male|female)|age_([1-9][0-9]?|1[01][0-9]|120)_plus|age_under_([1-9][0-9]?|1[01][0-9]|120))$/;

/**
 * Said when a text field holds what the database cannot store as it is. PostgreSQL refuses the
 * NUL character in text (error 22021, which was a 500), and a lone UTF-16 surrogate — half of an
 * emoji, say — has no UTF-8 form, so the drivers would quietly store U+FFFD in its place.
 */
export const UNSTORABLE_TEXT =
  'This contains a character that cannot be stored: a NUL character (U+0000) or half of an emoji or other surrogate pair. Remove it and try again.';
