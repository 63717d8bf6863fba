import { z } from 'zod/mini';
import { ASSESSMENT_PAGE_MAX } from './account-constants.ts';
import {
  ALSO_PLACES,
  FOR_WHOM,
  ILLNESSES,
  ILLNESSES_ALONE,
  LOCATION_KEYS,
  MAX_AGE,
  MAX_WEIGHT_KG,
  MEDICINES,
  MEDICINES_ALONE,
  MIN_AGE,
  MIN_WEIGHT_KG,
  PREGNANCY_MONTHS,
  PREGNANCY_STATUSES,
  SEXES,
  TRIAGE_LEVELS,
} from './constants.ts';
import { line, text } from './text.ts';

/**
 * Saved assessments of registered users who consented to keep a history (decision 036). A saved
 * assessment is what the web app holds when it shows the results: the answers exactly as it stores
 * them under `userAnswers` (packages/engine's `UserAnswers`), the triage, the conditions shown with
 * their scores, and the knowledge-base version they were scored with.
 */

/**
 * Limits of one saved assessment. A place has at most 206 options today (hip-groin, with the
 * shared danger signs and whole-body questions), so every option chosen fits in 300 flags with
 * room to grow; the results page shows 8 conditions.
 */
export const MAX_ANSWER_ENTRIES = 300;
export const MAX_SAVED_CONDITIONS = 10;

/** A symptom key as the knowledge base writes it: lower_snake_case, no double underscore, 2–64 characters. */
const KEY_PART = '[a-z](?:_?[a-z0-9])+';
const ANSWER_KEY = new RegExp(`^${KEY_PART}$`);
/** A flag: the chosen option's key and its step's id, `key__stepId`. */
const FLAG = new RegExp(`^${KEY_PART}__${KEY_PART}$`);

const ANSWER_KEY_MESSAGE = 'An answer key is lower_snake_case of 2 to 64 characters, like "sharp_pain".';
const FLAG_MESSAGE = 'A flag is an answer key and a step id joined by two underscores, like "sharp_pain__pain_type".';
const AnswerKey = text(z.maxLength(64, ANSWER_KEY_MESSAGE), z.regex(ANSWER_KEY, ANSWER_KEY_MESSAGE));
const FlagName = text(z.maxLength(129, FLAG_MESSAGE), z.regex(FLAG, FLAG_MESSAGE));

const countAtMost = (max: number, what: string) =>
  z.refine<Record<string, unknown>>((r) => Object.keys(r).length <= max, `At most ${max} ${what}.`);

const AGE_RANGE = `An age is a whole number of years from ${MIN_AGE} to ${MAX_AGE}.`;
const Age = z.number().check(z.int(AGE_RANGE), z.gte(MIN_AGE, AGE_RANGE), z.lte(MAX_AGE, AGE_RANGE));

/** A record whose keys must fit `key`; a key that does not is refused with `keyMessage`. */
const keyed = <V extends z.core.SomeType>(key: typeof AnswerKey, value: V, keyMessage: string) =>
  z.record(key, value, { error: (issue) => (issue.code === 'invalid_key' ? keyMessage : undefined) });

/**
 * A list of facts from `values` (decision 092): each at most once, and `alone` (none, not sure)
 * only by itself.
 */
const factList = <T extends string>(values: readonly [T, ...T[]], alone: readonly T[], what: string) =>
  z.array(z.enum(values, `Choose ${what} from: ${values.join(', ')}.`)).check(
    z.minLength(1, `Give at least one of ${what}, or leave the list out.`),
    z.refine((list) => new Set(list).size === list.length, `Each of ${what} is given once.`),
    z.refine(
      (list) => list.length === 1 || !list.some((v) => alone.includes(v)),
      `${alone.join(' and ')} go alone among ${what}.`,
    ),
  );

/** The answers as the web app stores them; sex, age and weight are required in a saved one. */
export const SavedAnswers = z
  .object({
    painLocation: z.object({
      /** The body-map region the person pointed at ("knee-left"). */
      id: text(z.regex(/^[a-z][a-z0-9-]{0,63}$/, 'A body-map region is lower-case letters, digits and hyphens.')),
      key: z.enum(LOCATION_KEYS, 'Choose one of the body-map locations.'),
    }),
    sex: z.enum(SEXES, 'Choose male or female.'),
    /** Kilograms; left out when the person does not know it (`weight_unknown`). */
    weight: z.optional(
      z.number().check(
        z.gte(MIN_WEIGHT_KG, `A weight is at least ${MIN_WEIGHT_KG} kg.`),
        z.lte(MAX_WEIGHT_KG, `A weight is at most ${MAX_WEIGHT_KG} kg.`),
        z.refine((w) => Math.abs(w * 100 - Math.round(w * 100)) < 1e-6, 'A weight has at most two decimals.'),
      ),
    ),
    weight_unknown: z.optional(z.literal(true, 'weight_unknown is true when given.')),
    /** The web app keeps the exact age as a one-year range ({min: 58, max: 58}). */
    age_range: z
      .object({ min: Age, max: Age })
      .check(z.refine((r) => r.min <= r.max, 'The lowest age must not be above the highest.')),
    age_range_key: z.optional(line(z.maxLength(16))),
    /** Who the check was for (decision 068 §1). */
    for: z.optional(z.enum(FOR_WHOM, 'Who the check is for is self, child or other.')),
    /** The pregnancy, where it was asked (decision 068 §2); months (1–9) only with "yes". */
    pregnancy: z.optional(
      z
        .object({
          status: z.enum(PREGNANCY_STATUSES, 'A pregnancy status is no, maybe, yes, postpartum or not_sure.'),
          months: z.optional(
            z
              .number()
              .check(
                z.int('A month of pregnancy is a whole number from 1 to 9.'),
                z.gte(PREGNANCY_MONTHS.min, 'A month of pregnancy is a whole number from 1 to 9.'),
                z.lte(PREGNANCY_MONTHS.max, 'A month of pregnancy is a whole number from 1 to 9.'),
              ),
          ),
        })
        .check(z.refine((p) => p.months === undefined || p.status === 'yes', 'Months go with a pregnancy (yes) only.')),
    ),
    breastfeeding: z.optional(z.boolean('breastfeeding is true or false.')),
    /** Long-term illnesses already known (decision 092); left out when not answered. */
    illnesses: z.optional(factList(ILLNESSES, ILLNESSES_ALONE, 'the illnesses')),
    /** Tablets or medicines taken most days (decision 092); left out when not answered. */
    medicines: z.optional(factList(MEDICINES, MEDICINES_ALONE, 'the medicines')),
    /** Other places the pain also reaches (decision 093); never the place itself. */
    also: z.optional(
      z.array(z.enum(ALSO_PLACES, 'Choose the other places from the body-map locations (not all over).')).check(
        z.minLength(1, 'Give at least one other place, or leave the list out.'),
        z.refine((list) => new Set(list).size === list.length, 'Each other place is given once.'),
      ),
    ),
    /** How often each answer key was chosen (docs/product.md §4: +1 per add). */
    symptoms: keyed(
      AnswerKey,
      z
        .number()
        .check(
          z.int('A symptom count is a whole number from 1 to 100.'),
          z.gte(1, 'A symptom count is a whole number from 1 to 100.'),
          z.lte(100, 'A symptom count is a whole number from 1 to 100.'),
        ),
      ANSWER_KEY_MESSAGE,
    ).check(countAtMost(MAX_ANSWER_ENTRIES, 'answer keys')),
    /** One entry per chosen option, `key__stepId: true`. */
    flags: keyed(FlagName, z.literal(true, 'A flag is always true.'), FLAG_MESSAGE).check(
      countAtMost(MAX_ANSWER_ENTRIES, 'flags'),
    ),
  })
  .check(
    z.refine(
      (a) => !a.also?.includes(a.painLocation.key as (typeof ALSO_PLACES)[number]),
      'The other places do not include the place itself.',
    ),
    z.refine(
      (a) => (a.weight === undefined) === (a.weight_unknown === true),
      'Give the weight in kilograms, or say that it is not known (weight_unknown), not both.',
    ),
  );
export type SavedAnswers = z.infer<typeof SavedAnswers>;

const PERCENT = 'A score or percentage is a number from 0 to 100.';
const Percent = z.number().check(z.gte(0, PERCENT), z.lte(100, PERCENT));

/** A condition as the results showed it: its short name, final score and difference percentage. */
export const SavedCondition = z.object({
  disease_short_name: text(
    z.maxLength(64),
    z.regex(ANSWER_KEY, 'A disease_short_name is lower_snake_case, like "migraine".'),
  ),
  final_score: Percent,
  difference_percentage: Percent,
});
export type SavedCondition = z.infer<typeof SavedCondition>;

/** The knowledge base's version ("content-version" header of the /diagnosis/ calls). */
export const KnowledgeBaseVersion = text(
  z.regex(
    /^[A-Za-z0-9._-]{1,64}$/,
    'A knowledge-base version is up to 64 letters, digits, dots, dashes or underscores.',
  ),
);

// --- POST /user/assessments/ ------------------------------------------------------------------------

export const SaveAssessmentRequest = z.object({
  answers: SavedAnswers,
  triage: z.enum(TRIAGE_LEVELS, 'Choose a triage level: self-care, see-doctor, urgent or emergency.'),
  /** The conditions in the order they were shown (at most MAX_SAVED_CONDITIONS; none is possible). */
  conditions: z.array(SavedCondition).check(
    z.maxLength(MAX_SAVED_CONDITIONS, `At most ${MAX_SAVED_CONDITIONS} conditions are saved.`),
    z.refine(
      (list) => new Set(list.map((c) => c.disease_short_name)).size === list.length,
      'A condition is listed only once.',
    ),
  ),
  kb_version: KnowledgeBaseVersion,
});
export type SaveAssessmentRequest = z.infer<typeof SaveAssessmentRequest>;

/** A saved assessment in a list: what it was about and what it found, without the answers. */
export const SavedAssessmentSummary = z.object({
  id: z.string(),
  created_at: z.string(),
  location: z.enum(LOCATION_KEYS),
  sex: z.enum(SEXES),
  /** The age, in whole years (the lowest of `answers.age_range`). */
  age: z.number(),
  /** Kilograms; null when the person did not know it. */
  weight: z.nullable(z.number()),
  triage: z.enum(TRIAGE_LEVELS),
  conditions: z.array(SavedCondition),
  kb_version: z.string(),
});
export type SavedAssessmentSummary = z.infer<typeof SavedAssessmentSummary>;

/** GET /user/assessments/{id}/: one saved assessment, its answers included. */
export const SavedAssessment = z.extend(SavedAssessmentSummary, { answers: SavedAnswers });
export type SavedAssessment = z.infer<typeof SavedAssessment>;

/** The recorded consent to keep a history of assessments. */
export const HistoryConsent = z.object({ given_at: z.string(), notice_version: z.string() });
export type HistoryConsent = z.infer<typeof HistoryConsent>;

// --- GET /user/assessments/ -------------------------------------------------------------------------

/** A whole number in a query string, from `min` to `max`. */
const QueryCount = (min: number, max: number) =>
  z.pipe(
    text(z.regex(/^\d{1,4}$/, 'Give a whole number.')),
    z.pipe(
      z.transform((s: string) => Number(s)),
      z.number().check(z.gte(min, `Give at least ${min}.`), z.lte(max, `Give at most ${max}.`)),
    ),
  );

export const AssessmentListQuery = z.object({
  /** Only the assessments of one location (to compare a new one with the earlier ones). */
  location: z.optional(z.enum(LOCATION_KEYS, 'Choose one of the body-map locations.')),
  /** How many to answer: ASSESSMENT_PAGE_DEFAULT unless given, at most ASSESSMENT_PAGE_MAX. */
  limit: z.optional(QueryCount(1, ASSESSMENT_PAGE_MAX)),
  /** How many of the newest to skip. */
  offset: z.optional(QueryCount(0, 9999)),
});
export type AssessmentListQuery = z.infer<typeof AssessmentListQuery>;

export const AssessmentList = z.object({
  /** Null until the person agrees to keep a history, and again after withdrawing. */
  consent: z.nullable(HistoryConsent),
  /** How many are saved (of the location asked for, if any). */
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  /** Newest first. */
  items: z.array(SavedAssessmentSummary),
});
export type AssessmentList = z.infer<typeof AssessmentList>;

// --- /user/assessments/{id}/ and /user/assessments/consent/ ------------------------------------------

export const AssessmentParams = z.object({
  id: text(
    z.regex(
      /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
      'This is not a saved assessment’s id.',
    ),
    z.describe('The id of a saved assessment (a UUID)'),
  ),
});

/** PUT /user/assessments/consent/: agreement to the history notice the person was shown. */
export const HistoryConsentInput = z.object({
  agreed: z.literal(true, 'Tick the box to agree before we keep your assessments.'),
  notice_version: line(z.minLength(1), z.maxLength(40)),
});
export type HistoryConsentInput = z.infer<typeof HistoryConsentInput>;

/** GET /user/assessments/consent/. */
export const HistoryConsentState = z.object({ consent: z.nullable(HistoryConsent) });
export type HistoryConsentState = z.infer<typeof HistoryConsentState>;
