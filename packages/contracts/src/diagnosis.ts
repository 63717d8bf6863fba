import { z } from 'zod/mini';
import {
  ALSO_PLACES,
  CARE_KINDS,
  LOCATION_KEYS,
  PROFILE_KEY_PATTERN,
  SEXES,
  TEST_CATEGORIES,
  TRIAGE_LEVELS,
} from './constants.ts';
import { LanguageCode, LanguageQuery } from './language.ts';
import { text } from './text.ts';

export const LocationKey = z.enum(LOCATION_KEYS);
export type LocationKey = z.infer<typeof LocationKey>;

export const TriageLevel = z.enum(TRIAGE_LEVELS);
export type TriageLevel = z.infer<typeof TriageLevel>;

/** A red-flag answer raises the triage to at least one of these, whatever the ranking says. */
export const RedFlagLevel = z.enum(['urgent', 'emergency']);
export type RedFlagLevel = z.infer<typeof RedFlagLevel>;

export const TestCategory = z.enum(TEST_CATEGORIES);
export type TestCategory = z.infer<typeof TestCategory>;

export const Sex = z.enum(SEXES);
export type Sex = z.infer<typeof Sex>;

export const Gender = z.enum(['male', 'female', 'any']);
export type Gender = z.infer<typeof Gender>;

/** Symptom and step keys: lower snake case, so they are safe in flags (`key__stepId`) and URLs. */
export const SymptomKey = z.string().check(
  z.minLength(2),
  z.maxLength(64),
  z.regex(/^[a-z][a-z0-9_]*[a-z0-9]$/, 'keys are lower_snake_case'),
  z.refine((k) => !k.includes('__'), 'keys must not contain a double underscore'),
);
export type SymptomKey = z.infer<typeof SymptomKey>;

/**
 * Keys the engine derives from the visitor's profile: `sex_male`, `sex_female`, `age_N_plus`
 * (aged N or over) and `age_under_N` (younger than N), N from 1 to 120. They can open a step in
 * `dependent_on_any_symptoms` and they make up an `audience`.
 */
export const ProfileKey = z.string().check(z.regex(PROFILE_KEY_PATTERN, 'not a profile key'));

/**
 * Who a step or an option is for: every key must hold for the visitor (for example
 * `["sex_female", "age_12_plus", "age_under_56"]` for a pregnancy question). Left out, it is for
 * everyone. A question or option outside its audience is never shown and never scored.
 */
export const Audience = z.array(ProfileKey).check(z.minLength(1));

// The longest texts allow for a translation: the same words take more characters in Devanagari
// than in English (a chest question of 287 characters is 311 in Hindi). content:check reads every
// language's served content with these schemas (packages/content/src/served-checks.ts).
export const StepOption = z.object({
  key: SymptomKey,
  label: z.string().check(z.minLength(1), z.maxLength(400)),
  audience: z.optional(Audience),
  /** Choosing this option raises the triage at once and interrupts the interview. */
  red_flag: z.optional(RedFlagLevel),
  /** Why this answer is a warning sign, in plain words; shown on the interrupt screen. */
  red_flag_reason: z.optional(z.string().check(z.minLength(1), z.maxLength(400))),
  /**
   * A general danger sign, asked at every place (decision 076): a warning sign that needs no
   * condition to explain it. Two urgent danger signs chosen together make an emergency.
   */
  danger_sign: z.optional(z.literal(true)),
  /**
   * Choosing this option means the result is at least "see a doctor", without interrupting: it is
   * not a warning sign, but pain like this should be checked (for example, pain that has lasted
   * more than 2 weeks).
   */
  min_triage: z.optional(z.literal('see-doctor')),
  /**
   * The long-term illnesses or daily medicines (profile keys such as `has_diabetes`,
   * `takes_steroids`) that give this option: it counts as chosen when the age page named one of
   * them, so a bundle ("sugar, steroids, or cancer treatment") keeps its one weight whether the fact
   * comes from the place or the profile (decision 102). Its label names only the place's own part.
   */
  given_by: z.optional(z.array(ProfileKey).check(z.minLength(1))),
  /**
   * `false`: the place never offers this option, since the age page asks all of it (decision 102);
   * it is scored only when one of `given_by` holds.
   */
  asked: z.optional(z.literal(false)),
  /**
   * The places of "it also hurts in…" that give this answer at this place (decision 120): ticking
   * one answers the option before the question comes. Added by the knowledge base's loader from
   * its shared file; a step whose every own option is given this way is not asked again.
   */
  given_by_also: z.optional(z.array(z.enum(ALSO_PLACES)).check(z.minLength(1))),
});
export type StepOption = z.infer<typeof StepOption>;

export const DiagnosisStep = z.object({
  id: SymptomKey,
  question: z.string().check(z.minLength(1), z.maxLength(600)),
  /**
   * The question as a parent or carer reads it about a child ("Is your child…"), and as someone
   * answering for another adult reads it ("Are they…"); decision 068 §1. Left out, `question` fits
   * everyone (it speaks of the pain or the place, not of "you").
   */
  question_child: z.optional(z.string().check(z.minLength(1), z.maxLength(600))),
  question_other: z.optional(z.string().check(z.minLength(1), z.maxLength(600))),
  help: z.optional(z.string().check(z.minLength(1), z.maxLength(400))),
  multiple: z.boolean(),
  /** Shown only when the visitor already has at least one of these keys; empty means always. */
  dependent_on_any_symptoms: z.array(SymptomKey),
  audience: z.optional(Audience),
  /**
   * What the step asks about, where a page needs to know: `duration` is how long the pain has
   * lasted (so when it started), which the summary for a doctor puts among its first facts.
   */
  topic: z.optional(z.literal('duration')),
  /**
   * A multiple-choice step of which any one answer is enough ("Any of these?" over exposures that
   * each point the same way): a condition earns and can earn its best weight here, not the sum,
   * as on the age page's illnesses (decisions 092 and 105).
   */
  any_of: z.optional(z.literal(true)),
  step_options: z.array(StepOption).check(z.minLength(2)),
});
export type DiagnosisStep = z.infer<typeof DiagnosisStep>;

/** The answer of GET /diagnosis/get-diagnosis-step/{painLocation}/. */
export const DiagnosisStepList = z.array(DiagnosisStep);

export const AgeRange = z
  .object({
    min_age: z.number().check(z.int(), z.gte(0), z.lte(120)),
    max_age: z.number().check(z.int(), z.gte(0), z.lte(120)),
  })
  .check(z.refine((r) => r.min_age <= r.max_age, 'min_age must not exceed max_age'));
export type AgeRange = z.infer<typeof AgeRange>;

/**
 * The ages at which a condition is most often seen, inside its `age_range` (the real ages it
 * occurs at). Age is graded evidence between the two (docs/scoring.md).
 */
export const TypicalAge = AgeRange;

/** Body weight in kilograms where the condition is typical; a soft, minor factor in the match. */
export const WeightRange = z
  .object({
    min_weight: z.number().check(z.gte(0), z.lte(400)),
    max_weight: z.number().check(z.gte(0), z.lte(400)),
  })
  .check(z.refine((r) => r.min_weight <= r.max_weight, 'min_weight must not exceed max_weight'));
export type WeightRange = z.infer<typeof WeightRange>;

/** A symptom's weight for a condition: 1–5 supports it (5 = hallmark), −1…−5 speaks against. */
export const SymptomWeight = z.object({
  key: SymptomKey,
  value: z.number().check(
    z.int(),
    z.gte(-5),
    z.lte(5),
    z.refine((v) => v !== 0, 'a weight of 0 says nothing; leave the symptom out'),
  ),
});
export type SymptomWeight = z.infer<typeof SymptomWeight>;

export const AdvisedTest = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(160)),
  category: TestCategory,
  purpose: z.string().check(z.minLength(1), z.maxLength(400)),
});
export type AdvisedTest = z.infer<typeof AdvisedTest>;

export const Source = z.object({
  organisation: z.string().check(z.minLength(2), z.maxLength(160)),
  title: z.string().check(z.minLength(2), z.maxLength(300)),
  url: z.url({ protocol: /^https$/ }),
  reviewed: z.iso.date(),
});
export type Source = z.infer<typeof Source>;

export const VideoRef = z.object({
  url: z.url({ protocol: /^https$/ }),
  title: z.string().check(z.minLength(2), z.maxLength(300)),
  organisation: z.string().check(z.minLength(2), z.maxLength(160)),
  /**
   * The language the video speaks (a Hindi visitor sees Hindi videos first). Optional here; the
   * knowledge-base check requires it, and `checked`, on every video (decision 087).
   */
  language: z.optional(LanguageCode),
  /** The day the address was last seen to be the organisation's video on this condition. */
  checked: z.optional(z.iso.date()),
});
export type VideoRef = z.infer<typeof VideoRef>;

/** The facts about a condition that do not depend on where the pain is. */
export const ConditionFacts = z.object({
  disease_short_name: SymptomKey,
  disease_name: z.string().check(z.minLength(2), z.maxLength(160)),
  description: z.string().check(z.minLength(20), z.maxLength(1200)),
  age_range: AgeRange,
  typical_age: z.optional(TypicalAge),
  /**
   * Why an urgent or emergency condition cannot occur outside a range narrower than 18–120
   * (decision 069): a narrow range on a can't-miss condition must be a deliberate choice.
   */
  age_range_reason: z.optional(z.string().check(z.minLength(10), z.maxLength(400))),
  /**
   * How common the condition is among people with pain at its places, on the scale of the model's
   * default base rates (an ordinary self-care complaint 1, an emergency 0.15), where a source says:
   * a complication as the share of its parent illness that takes that course (decision 142).
   * Without it the model uses the default for the condition's triage.
   */
  base_rate: z.optional(z.number().check(z.gt(0), z.lte(1))),
  /** The source and the sum behind `base_rate`, which content:check requires beside it. */
  base_rate_reason: z.optional(z.string().check(z.minLength(10), z.maxLength(400))),
  gender: Gender,
  /**
   * A condition of pregnancy (decision 068 §3): it can occur only in these months (1–9, as people
   * count them) and, with `postpartum`, in the 6 weeks after a birth. Outside them it is never shown.
   */
  pregnancy: z.optional(
    z.object({
      months: z
        .object({
          min: z.number().check(z.int(), z.gte(1), z.lte(9)),
          max: z.number().check(z.int(), z.gte(1), z.lte(9)),
        })
        .check(z.refine((m) => m.min <= m.max, 'months.min must not exceed months.max')),
      postpartum: z.optional(z.literal(true)),
    }),
  ),
  weight: WeightRange,
  triage: TriageLevel,
  /** The kind of doctor to look for, where it is not the usual one for the place (CARE_BY_LOCATION). */
  care: z.optional(z.enum(CARE_KINDS)),
  // A warning sign can be one short word: "उलझन" (confusion) has four characters.
  red_flags: z.array(z.string().check(z.minLength(2), z.maxLength(300))),
  tests: z.array(AdvisedTest),
  treatments: z.array(z.string().check(z.minLength(5), z.maxLength(400))).check(z.minLength(1)),
  self_care: z.array(z.string().check(z.minLength(5), z.maxLength(400))),
  when_to_seek_care: z.string().check(z.minLength(10), z.maxLength(800)),
  sources: z.array(Source).check(z.minLength(1)),
  videos: z._default(z.array(VideoRef), []),
});
export type ConditionFacts = z.infer<typeof ConditionFacts>;

/**
 * The answers of which at least one must be chosen for a condition to be ranked at all (decision
 * 105): a trigger that weights alone cannot make, as when the answers that raise a condition's
 * warning sign are shared with what else explains it (a fit after a fever for brain fever).
 */
export const RequiresAny = z.array(SymptomKey).check(z.minLength(1));

/**
 * A condition's urgency raised by an answer (decision 129): the same condition needs faster care
 * in some circumstances (a fracture from thin bones after a fall is checked today; without one it
 * is a routine visit). The engine reads the condition at this level once one of `when_any` holds:
 * an answer chosen, or a list of answers all chosen (blood in the poo with diarrhoea, where either
 * alone is a routine visit: decision 144). How common the condition is does not change.
 */
export const RaisedTriage = z.object({
  when_any: z.array(z.union([SymptomKey, z.array(SymptomKey).check(z.minLength(2))])).check(z.minLength(1)),
  triage: TriageLevel,
});
export type RaisedTriage = z.infer<typeof RaisedTriage>;

/**
 * GET /diagnosis/get-diseases/{painLocation}/: the spec's disease shape, plus the triage level the
 * browser needs to score privately. Kept lean (it is fetched for every assessment); the rest of a
 * condition's facts come from GET /diagnosis/get-condition/{disease_short_name}/.
 */
export const Disease = z.extend(
  z.pick(ConditionFacts, {
    disease_short_name: true,
    disease_name: true,
    description: true,
    age_range: true,
    typical_age: true,
    gender: true,
    pregnancy: true,
    weight: true,
    triage: true,
    care: true,
    base_rate: true,
  }),
  {
    symptoms: z.array(SymptomWeight).check(z.minLength(1)),
    requires_any: z.optional(RequiresAny),
    raised_triage: z.optional(RaisedTriage),
  },
);
export type Disease = z.infer<typeof Disease>;

/** The answer of GET /diagnosis/get-diseases/{painLocation}/. */
export const DiseaseList = z.array(Disease);

/** GET /diagnosis/get-condition/{disease_short_name}/: everything about one condition. */
/**
 * The treatment and self-care lines that suggest an anti-inflammatory painkiller, by position:
 * left out of the result whenever dengue is possible (decision 094, `dengue.ts`).
 */
export const NsaidAdvice = z.object({
  treatments: z.array(z.number().check(z.int(), z.gte(0))),
  self_care: z.array(z.number().check(z.int(), z.gte(0))),
});
export type NsaidAdvice = z.infer<typeof NsaidAdvice>;

/**
 * A condition's facts that its detail leaves out: the videos have their own call, and the reasons
 * for a narrow age range and for a base rate are for content reviewers, not visitors.
 */
export const NOT_IN_CONDITION_DETAIL = { videos: true, age_range_reason: true, base_rate_reason: true } as const;

export const ConditionDetail = z.extend(z.omit(ConditionFacts, NOT_IN_CONDITION_DETAIL), {
  /** The locations from which the condition can be reached. */
  locations: z.array(LocationKey),
  nsaid_advice: z.optional(NsaidAdvice),
});
export type ConditionDetail = z.infer<typeof ConditionDetail>;

/**
 * One condition's advised tests and treatments: an entry of GET
 * /diagnosis/get-tests-and-treatments/, the test-and-treatment page's whole knowledge base.
 */
export const ConditionCare = z.extend(
  z.pick(ConditionFacts, {
    disease_short_name: true,
    disease_name: true,
    tests: true,
    treatments: true,
  }),
  { nsaid_advice: z.optional(NsaidAdvice) },
);
export type ConditionCare = z.infer<typeof ConditionCare>;

/** The answer of GET /diagnosis/get-tests-and-treatments/: every condition, by name. */
export const ConditionCareList = z.array(ConditionCare);

export const ConditionParams = z.object({
  disease_short_name: text(z.minLength(1), z.maxLength(64), z.describe('A disease_short_name, e.g. migraine')),
});

export const AnsOption = z.object({
  key: SymptomKey,
  question: z.string(),
  ans_option: z.string(),
});

/** GET /diagnosis/get-video-by-disease/: one entry per video. */
export const Video = z.object({
  disease_short_name: SymptomKey,
  disease_name: z.string(),
  url: z.url({ protocol: /^https$/ }),
  title: z.string(),
  organisation: z.string(),
  /** The language the video speaks (an addition the spec's shape leaves room for, like title). */
  language: z.optional(LanguageCode),
  /** The answers that point to this condition, so the page can say why the video is shown. */
  ans_options: z.array(AnsOption),
});
export type Video = z.infer<typeof Video>;

/** The answer of GET /diagnosis/get-video-by-disease/. */
export const VideoList = z.array(Video);

export const LocationSummary = z.object({
  key: LocationKey,
  label: z.string(),
  description: z.string(),
});
export type LocationSummary = z.infer<typeof LocationSummary>;

/** Path parameter of the per-location calls; an unknown location answers 404. */
export const PainLocationParams = z.object({
  painLocation: text(z.minLength(1), z.maxLength(64), z.describe(`One of: ${LOCATION_KEYS.join(', ')}`)),
});

/** Query of GET /diagnosis/get-video-by-disease/: comma-separated disease_short_name values. */
export const VideoQuery = z.object({
  ...LanguageQuery.shape,
  diseases: text(
    z.minLength(1, 'name at least one disease'),
    z.maxLength(2000),
    z.describe('Comma-separated disease_short_name values, e.g. migraine,tension_type_headache'),
  ),
});
