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

/**
 * The kind of care a result sends someone to when it is not an emergency (issue 32, item 4): what
 * the map search looks for near them. `doctor` is a general doctor (physician).
 */
export const CARE_KINDS = ['doctor', 'orthopaedic', 'eye', 'ent', 'dentist', 'gynaecologist', 'child'] as const;
export type CareKind = (typeof CARE_KINDS)[number];

/** The kind of care a place's pain usually needs, where its condition does not say (`care`). */
export const CARE_BY_LOCATION: Record<(typeof LOCATION_KEYS)[number], CareKind> = {
  head: 'doctor',
  neck: 'orthopaedic',
  chest: 'doctor',
  'upper-abdomen': 'doctor',
  'lower-abdomen-pelvis': 'doctor',
  'upper-back': 'orthopaedic',
  'lower-back': 'orthopaedic',
  shoulder: 'orthopaedic',
  'elbow-forearm': 'orthopaedic',
  'wrist-hand': 'orthopaedic',
  'hip-groin': 'orthopaedic',
  knee: 'orthopaedic',
  'ankle-foot': 'orthopaedic',
  'face-jaw': 'doctor',
  ear: 'ent',
  eye: 'eye',
  throat: 'ent',
  'lower-leg': 'orthopaedic',
  'all-over': 'doctor',
};

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

/**
 * Said when a single-line field (a name, an e-mail address, a login) holds a line break or another
 * control character. A name goes into the team's mail as "From: name <address>": with a line
 * break, a sender could write a header line of their own there.
 */
export const ONE_LINE_TEXT = 'Use one line, without line breaks, tabs or other control characters.';

/**
 * Answers that say the person is pregnant or has had a baby recently. With them, or for a baby
 * under one, an emergency also offers 102: the National Health Mission's free ambulance for
 * pregnant women, mothers after birth and babies (JSSK), beside 108 and 112. The content check
 * fails on an option about pregnancy that is in neither this list nor MOTHER_AND_BABY_NOT.
 */
export const MOTHER_AND_BABY_KEYS: readonly string[] = [
  'ao_risk_pregnant',
  'clot_pregnancy',
  'cr_pregnant',
  'hx_pregnant',
  'la_preg_positive',
  // A late period or sex since the last one: an emergency then may be a pregnancy outside the womb.
  'la_preg_late',
  'la_preg_possible',
  'la_wk_under_13',
  'la_wk_13_23',
  'la_wk_24_36',
  'la_wk_37_plus',
  'la_pg_bleed_pain_late',
  'la_pg_less_moving',
  'la_pg_headache_vision',
  'la_pg_spotting',
  'la_pg_waters',
  'la_pg_regular_tight',
  'la_pg_sharp_on_moving',
  'la_pg_early_labour',
  'preg_vision',
  'preg_rib_pain',
  'preg_swelling',
  'preg_sick',
  'preg_bp_told',
  'preg_late',
  'preg_postpartum',
  'preg_pregnant',
  'preg_warning',
  'risk_clot_pregnancy',
  'risk_pregnant_pelvis',
  'rk_pregnant',
  'sh_preg_yes',
  'ua_preg_warning',
  'ua_preg_yes',
  'ub_clot_pregnancy',
  'ws_pregnancy',
];
/** Options that mention pregnancy without saying the person is pregnant or has just given birth. */
export const MOTHER_AND_BABY_NOT: readonly string[] = [
  // "pregnant, had a baby recently, or take the pill": the pill alone is the common answer.
  'cr_pill_preg',
  'la_cycle_no_periods',
  'la_fem_ectopic_risk',
  'la_preg_no',
  'preg_no',
  'sh_preg_no',
  'ua_preg_no',
];

/** The header every API answer carries the contract's version in (contract-version.ts, decision 079). */
export const CONTRACT_VERSION_HEADER = 'contract-version';

/** The fixed set of error codes the API answers with; clients branch on these, never on text. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
