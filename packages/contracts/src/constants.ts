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
  'mid-abdomen',
  'lower-abdomen-pelvis',
  'upper-back',
  'mid-back',
  'lower-back',
  'shoulder',
  'elbow-forearm',
  'wrist-hand',
  'hip-groin',
  'knee',
  'ankle-foot',
  'face-jaw',
  'mouth',
  'ear',
  'eye',
  'throat',
  'lower-leg',
  'breast',
  'bottom',
  'genitals',
  'all-over',
  'skin',
] as const;

/**
 * The places that are not a part of the body (decisions 024 and 100): pain in many places, and the
 * skin anywhere. Neither is offered under "it also hurts in…", and neither offers that list.
 */
export const NOT_BODY_PARTS = ['all-over', 'skin'] as const;
type NotBodyPart = (typeof NOT_BODY_PARTS)[number];

/**
 * Parts of the body the figure counts under a bigger place (the upper arm under the shoulder, the
 * thigh and buttock under the hip, the calf under the lower leg) that "it also hurts in…" names on
 * their own, because a pain's route runs through them: heart pain down the upper arm, sciatica
 * through the buttock and thigh into the calf (decision 120). Each is never offered at its own place.
 */
export const ALSO_PARTS = {
  'upper-arm': 'shoulder',
  buttock: 'hip-groin',
  thigh: 'hip-groin',
  calf: 'lower-leg',
} as const satisfies Record<string, (typeof LOCATION_KEYS)[number]>;
type AlsoPart = keyof typeof ALSO_PARTS;

/**
 * The places a person can say the pain also reaches (decision 093): every place but "all over"
 * (which already means many places) and the skin (anywhere, decision 100), and the parts of
 * ALSO_PARTS. Each gives the evidence key of `alsoKey`.
 */
export const ALSO_PLACES = [
  // From head to toe, the order a person runs down the list in.
  'head',
  'face-jaw',
  'mouth',
  'eye',
  'ear',
  'throat',
  'neck',
  'shoulder',
  'upper-arm',
  'chest',
  'breast',
  'upper-back',
  'upper-abdomen',
  'mid-abdomen',
  'mid-back',
  'lower-abdomen-pelvis',
  'lower-back',
  'buttock',
  'bottom',
  'genitals',
  'elbow-forearm',
  'wrist-hand',
  'hip-groin',
  'thigh',
  'knee',
  'lower-leg',
  'calf',
  'ankle-foot',
] as const satisfies readonly (Exclude<(typeof LOCATION_KEYS)[number], NotBodyPart> | AlsoPart)[];
export type AlsoPlace = (typeof ALSO_PLACES)[number];
/** `true` when a list names every place but all-over and the skin, `never` when one is left out. */
export type EveryPlaceListed<Listed extends string> = [
  Exclude<(typeof LOCATION_KEYS)[number], NotBodyPart | Listed>,
] extends [never]
  ? true
  : never;
/** Every body part is in ALSO_PLACES: this fails to compile when a new place is left out. */
export const ALSO_PLACES_COMPLETE: EveryPlaceListed<AlsoPlace> = true;
/** The evidence key of a place the pain also reaches: `also_lower_back` for "lower-back". */
export const alsoKey = (place: AlsoPlace): string => `also_${place.replaceAll('-', '_')}`;
/** The place of an `also_` key, or undefined for any other key. */
export const alsoPlaceOf = (key: string): AlsoPlace | undefined => ALSO_PLACES.find((p) => alsoKey(p) === key);
/** Whether a place is a part of the body that "it also hurts in…" can name (not all-over, not the skin). */
export const isAlsoPlace = (place: string): place is AlsoPlace => (ALSO_PLACES as readonly string[]).includes(place);
/**
 * The other places offered when the pain is at `own`: every place but itself and the parts the
 * figure counts under it (no "calf" for the lower leg); none at a place that is not a body part.
 */
export function alsoPlacesAt(own: string | undefined): AlsoPlace[] {
  if (own !== undefined && !isAlsoPlace(own)) return [];
  return ALSO_PLACES.filter(
    (p) => p !== own && (own === undefined || !(p in ALSO_PARTS) || ALSO_PARTS[p as AlsoPart] !== own),
  );
}

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
  'mid-abdomen': 'doctor',
  'lower-abdomen-pelvis': 'doctor',
  'upper-back': 'orthopaedic',
  'mid-back': 'doctor',
  'lower-back': 'orthopaedic',
  shoulder: 'orthopaedic',
  'elbow-forearm': 'orthopaedic',
  'wrist-hand': 'orthopaedic',
  'hip-groin': 'orthopaedic',
  knee: 'orthopaedic',
  'ankle-foot': 'orthopaedic',
  'face-jaw': 'doctor',
  mouth: 'doctor',
  ear: 'ent',
  eye: 'eye',
  throat: 'ent',
  'lower-leg': 'orthopaedic',
  breast: 'doctor',
  bottom: 'doctor',
  genitals: 'doctor',
  'all-over': 'doctor',
  skin: 'doctor',
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
/**
 * The patterns of the stored answers (packages/contracts/src/answers.ts), here without zod so the
 * web app's reader of stored answers uses the same ones. An answer key is lower_snake_case, no
 * double underscore, 2–64 characters; a flag is a chosen option's key and its step's id,
 * `key__stepId`; a body-map region is lower-case letters, digits and hyphens ("knee-left-front").
 */
const KEY_PART = '[a-z](?:_?[a-z0-9])+';
export const ANSWER_KEY_PATTERN = new RegExp(`^(?=.{2,64}$)${KEY_PART}$`);
export const FLAG_PATTERN = new RegExp(`^(?=.{5,129}$)${KEY_PART}__${KEY_PART}$`);
export const REGION_ID_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;
/** How a symptom's count may go: each add is +1 (docs/product.md §4). */
export const SYMPTOM_COUNT = { min: 1, max: 100 } as const;

export const NOT_SURE = 'not_sure';
export const NONE_OF_THESE = 'none';
export const RESERVED_OPTION_KEYS: readonly string[] = [NOT_SURE, NONE_OF_THESE];

/**
 * Who the check is for (decision 068 §1): the person at the screen, their child (a parent or carer
 * answers), or someone else they look after (an elderly parent, say). Asked before the figure.
 */
export const FOR_WHOM = ['self', 'child', 'other'] as const;

/**
 * The facts of the person the answers hold beside the place, sex, age and weight, by name and
 * without zod (the web app reads them on every page of the check): who the check is for, the
 * pregnancy, breastfeeding, the illnesses and medicines known and the other places the pain
 * reaches. Each one's schema is `PERSON_FIELDS` (answers.ts), which must name exactly these; the
 * engine's profile, the browser's and the clinical cases' are built from this list.
 */
export const PERSON_FACT_KEYS = ['for', 'pregnancy', 'breastfeeding', 'illnesses', 'medicines', 'also'] as const;
export type PersonFactKey = (typeof PERSON_FACT_KEYS)[number];

/**
 * Whether the person is pregnant (decision 068 §2), asked once with age and weight of a female
 * aged PREGNANCY_AGES: no / could be (a late period, or sex since the last one) / yes, with the
 * month (1–9, as people count it in India) / had a baby in the last 6 weeks / not sure.
 */
export const PREGNANCY_STATUSES = ['no', 'maybe', 'yes', 'postpartum', 'not_sure'] as const;
export const PREGNANCY_AGES = { min: 10, max: 55 } as const;
export const PREGNANCY_MONTHS = { min: 1, max: 9 } as const;

/**
 * Long-term illnesses the person already knows of (decision 092), asked once on the age page:
 * several may be chosen; `none` and `not_sure` stand alone. Each gives the profile key of
 * ILLNESS_KEYS, which a condition can weigh and an audience can name.
 */
export const ILLNESSES = [
  'diabetes',
  'sickle_cell',
  'heart_disease',
  'high_bp',
  'tb',
  'hiv',
  'kidney_disease',
  'thyroid',
  'asthma',
  'epilepsy',
  'cerebral_palsy',
  'high_cholesterol',
  'weak_bones',
  'filaria',
  'heavy_drinking',
  'other',
  'none',
  'not_sure',
] as const;
export type Illness = (typeof ILLNESSES)[number];
export const ILLNESS_KEYS: Readonly<Record<Illness, string>> = {
  diabetes: 'has_diabetes',
  sickle_cell: 'has_sickle_cell',
  heart_disease: 'has_heart_disease',
  high_bp: 'has_high_bp',
  tb: 'has_tb',
  hiv: 'has_hiv',
  kidney_disease: 'has_kidney_disease',
  thyroid: 'has_thyroid',
  asthma: 'has_asthma',
  epilepsy: 'has_epilepsy',
  cerebral_palsy: 'has_cerebral_palsy',
  high_cholesterol: 'has_high_cholesterol',
  weak_bones: 'has_weak_bones',
  filaria: 'has_filaria',
  heavy_drinking: 'has_heavy_drinking',
  other: 'has_other_illness',
  none: 'no_known_illness',
  not_sure: 'illness_unknown',
};
/** The illness answers that stand alone: chosen with another, the list is refused. */
export const ILLNESSES_ALONE: readonly Illness[] = ['none', 'not_sure'];
/** Not offered when a parent answers for a child (high blood pressure is rare and rarely known). */
export const ILLNESSES_NOT_FOR_CHILDREN: readonly Illness[] = ['high_bp'];
/**
 * Offered only from an age (decision 122): what a child cannot have, or what the content may not
 * name to a child (osteoporosis and statins under 18, alcohol under 12; docs/content-authoring.md).
 */
export const ILLNESS_FROM_AGE: Readonly<Partial<Record<Illness, number>>> = {
  high_cholesterol: 18,
  weak_bones: 18,
  heavy_drinking: 12,
};
/** Worded for a child under this age (heart disease: born with it, or rheumatic; not angina). */
export const ILLNESS_CHILD_WORDING_UNDER = 18;

/**
 * Tablets or medicines taken most days, by what they are for (decision 092): several may be
 * chosen; `unknown` (takes tablets but does not know which) may go with others, `none` stands alone.
 */
export const MEDICINES = [
  'bp',
  'sugar',
  'blood_thinner',
  'steroids',
  'painkillers',
  'thyroid',
  'fits',
  'statin',
  'calcium',
  'iron',
  'folic_acid',
  'hydroxyurea',
  'inhaler',
  'ayurvedic',
  'acid',
  'other',
  'unknown',
  'none',
] as const;
export type Medicine = (typeof MEDICINES)[number];
/** The medicine answer that stands alone: chosen with another, the list is refused. */
export const MEDICINES_ALONE: readonly Medicine[] = ['none'];
export const MEDICINE_KEYS: Readonly<Record<Medicine, string>> = {
  bp: 'takes_bp_tablets',
  sugar: 'takes_sugar_tablets',
  blood_thinner: 'takes_blood_thinner',
  steroids: 'takes_steroids',
  painkillers: 'takes_painkillers',
  thyroid: 'takes_thyroid_tablets',
  fits: 'takes_fit_medicine',
  statin: 'takes_statin',
  calcium: 'takes_calcium',
  iron: 'takes_iron',
  folic_acid: 'takes_folic_acid',
  hydroxyurea: 'takes_hydroxyurea',
  inhaler: 'takes_inhaler',
  ayurvedic: 'takes_ayurvedic',
  acid: 'takes_acid_tablet',
  other: 'takes_other_medicine',
  unknown: 'takes_unknown_tablets',
  none: 'takes_no_tablets',
};
/** Not offered when a parent answers for a child. */
export const MEDICINES_NOT_FOR_CHILDREN: readonly Medicine[] = ['bp'];
/** Offered only from an age (decision 122): statins are for adults (docs/content-authoring.md). */
export const MEDICINE_FROM_AGE: Readonly<Partial<Record<Medicine, number>>> = { statin: 18 };
/**
 * "Another one" (decision 122): lets a person with an illness or a medicine not listed say so,
 * so that "None" is not the only true-feeling answer. It tells nothing a condition can weigh: it
 * gives no profile key that is scored, opens nothing and gives no place's option.
 */
export const HEALTH_FACTS_TELLING_NOTHING: readonly string[] = [
  'has_other_illness',
  'illness_unknown',
  'takes_other_medicine',
  'takes_unknown_tablets',
];

/**
 * Keys derived from the visitor's profile: `sex_male`, `sex_female`, `age_N_plus` (aged N or
 * over) and `age_under_N` (younger than N), N from 1 to 120; `for_self`, `for_child`,
 * `for_other`; and the pregnancy facts: `pregnant`, `maybe_pregnant` (could be, or not sure),
 * `not_pregnant`, `postpartum` (a baby in the last 6 weeks), `breastfeeding`,
 * `pregnant_month_N_plus` / `pregnant_month_under_N` (for audiences) and the stage a condition
 * can weigh: `pregnant_months_1_3`, `pregnant_months_4_6`, `pregnant_months_7_8`, `pregnant_month_9`;
 * the illnesses and medicines of ILLNESS_KEYS and MEDICINE_KEYS (`has_diabetes`, `takes_steroids`…);
 * and the other places the pain reaches (`also_knee`, `also_lower_back`…: `alsoKey`).
 */
export const PROFILE_KEY_PATTERN = new RegExp(
  `^(${/sex_(male|female)|age_([1-9][0-9]?|1[01][0-9]|120)_plus|age_under_([1-9][0-9]?|1[01][0-9]|120)|for_(self|child|other)|pregnant|maybe_pregnant|not_pregnant|postpartum|breastfeeding|pregnant_month_[1-9]_plus|pregnant_month_under_([2-9]|10)|pregnant_months_(1_3|4_6|7_8)|pregnant_month_9|has_(diabetes|sickle_cell|heart_disease|high_bp|tb|hiv|kidney_disease|thyroid|asthma|epilepsy|cerebral_palsy|high_cholesterol|weak_bones|filaria|heavy_drinking|other_illness)|no_known_illness|illness_unknown|takes_(bp_tablets|sugar_tablets|blood_thinner|steroids|painkillers|thyroid_tablets|fit_medicine|statin|calcium|iron|folic_acid|hydroxyurea|inhaler|ayurvedic|acid_tablet|other_medicine|unknown_tablets|no_tablets)/.source}|also_(${ALSO_PLACES.map((p) => p.replaceAll('-', '_')).join('|')}))$`,
);

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
 * Said when a single-line field holds an invisible format character (Unicode category Cf: a
 * zero-width space, a direction override, a soft hyphen…). They hide or reorder what the team
 * reads in a mail subject; they are mostly pasted in by mistake.
 */
export const INVISIBLE_TEXT =
  'Remove the invisible characters (like a zero-width space or a direction mark); they often come in when text is copied.';

/**
 * Answers that say the person is pregnant or has had a baby recently. With them, or for a baby
 * under one, an emergency also offers 102: the National Health Mission's free ambulance for
 * pregnant women, mothers after birth and babies (JSSK), beside 108 and 112 (a pregnancy in the
 * profile, decision 068 §2, offers it too: `callsMotherAndBaby`). The content check
 * fails on an option about pregnancy that is in neither this list nor MOTHER_AND_BABY_NOT.
 */
export const MOTHER_AND_BABY_KEYS: readonly string[] = [
  'la_pg_bleed_pain_late',
  'la_pg_less_moving',
  'la_pg_headache_vision',
  'la_pg_spotting',
  'la_pg_waters',
  'la_pg_regular_tight',
  'la_pg_sharp_on_moving',
  'la_pg_early_labour',
  'lb_preg_bleeding',
  'lb_preg_fluid',
  'lb_preg_tightening',
  'preg_bad_headache',
  'preg_vision',
  'preg_rib_pain',
  'preg_swelling',
  'preg_sick',
  'preg_bp_told',
  'ua_preg_headache',
  'ua_preg_vision',
  'ua_preg_swelling',
  'ws_pregnancy',
  'ws_postpartum',
  // The pregnancy warning signs of the middle and upper tummy and the back (decision 124).
  'ma_pg_bleed_early',
  'ma_pg_shoulder',
  'ma_pg_faint',
  'ma_pg_bleed_late',
  'ma_pg_hard_bump',
  'ma_pg_less_moving',
  'ma_pg_waters',
  'ma_pg_headache',
  'ma_pg_vision',
  'ma_pg_swelling',
  'ma_pg_tightenings',
  'mb_pg_bleed_early',
  'mb_pg_shoulder',
  'mb_pg_faint',
  'mb_pg_bleed_late',
  'mb_pg_hard_bump',
  'mb_pg_less_moving',
  'mb_pg_waters',
  'mb_pg_headache',
  'mb_pg_vision',
  'mb_pg_swelling',
  'mb_pg_tightenings',
  'ua_pg_bleed_early',
  'ua_pg_shoulder',
  'ua_pg_faint',
  'ua_pg_bleed_late',
  'ua_pg_hard_bump',
  'ua_pg_less_moving',
  'ua_pg_waters',
  'ua_pg_tightenings',
  'lb_pg_bleed_early',
  'lb_pg_shoulder',
  'lb_pg_faint',
  'lb_pg_hard_bump',
  'lb_pg_less_moving',
  'lb_pg_headache',
  'lb_pg_vision',
  // A birth in the last 12 weeks, among the risks of a clot (the risk is highest in the first 6).
  'cr_birth',
  'clot_birth',
];
/** Options that mention pregnancy without saying the person is pregnant or has just given birth. */
export const MOTHER_AND_BABY_NOT: readonly string[] = [
  'la_cycle_no_periods',
  'la_fem_ectopic_risk',
  // Pain over the pubic bone: the pregnancy itself is the age page's answer.
  'risk_pregnant_pelvis',
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
