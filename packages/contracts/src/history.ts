import { z } from 'zod/mini';
import { ASSESSMENT_PAGE_MAX } from './account-constants.ts';
import { SavedAnswers } from './answers.ts';
import { ANSWER_KEY_PATTERN, LOCATION_KEYS, SEXES, TRIAGE_LEVELS } from './constants.ts';
import { line, text } from './text.ts';

/**
 * Saved assessments of registered users who consented to keep a history (decision 036). A saved
 * assessment is what the web app holds when it shows the results: the answers exactly as it stores
 * them under `userAnswers` (packages/engine's `UserAnswers`), the triage, the conditions shown with
 * their scores, and the knowledge-base version they were scored with.
 */

/** The results page shows 8 conditions; a saved assessment keeps at most this many. */
export const MAX_SAVED_CONDITIONS = 10;

const PERCENT = 'A score or percentage is a number from 0 to 100.';
const Percent = z.number().check(z.gte(0, PERCENT), z.lte(100, PERCENT));

/** A condition as the results showed it: its short name, final score and difference percentage. */
export const SavedCondition = z.object({
  disease_short_name: text(
    z.maxLength(64),
    z.regex(ANSWER_KEY_PATTERN, 'A disease_short_name is lower_snake_case, like "migraine".'),
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
