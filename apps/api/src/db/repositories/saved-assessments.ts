import {
  type HistoryConsent,
  SavedAnswers,
  SavedAssessment,
  SavedAssessmentSummary,
  SavedCondition,
  type SaveAssessmentRequest,
} from '@painpoint/contracts';
import { z } from 'zod';
import type { Query } from '../client.ts';

/**
 * The history of assessments and the consent it exists under (`history_consents`,
 * `saved_assessments`; decision 036). Every statement names the owner: an assessment is only ever
 * read or deleted by its id together with its owner's id, so nobody can reach another's.
 */

const ConsentRow = z.object({ given_at: z.coerce.date(), notice_version: z.string() });

const toConsent = (row: unknown): HistoryConsent => {
  const r = ConsentRow.parse(row);
  return { given_at: r.given_at.toISOString(), notice_version: r.notice_version };
};

export async function findHistoryConsent(q: Query, userId: string): Promise<HistoryConsent | undefined> {
  const [row] = await q.query('SELECT given_at, notice_version FROM history_consents WHERE user_id = $1', [userId]);
  return row ? toConsent(row) : undefined;
}

/**
 * The consent, its row locked for the caller's transaction: a save that holds it cannot race a
 * withdrawal (which deletes the row) or another save past the per-person limit.
 */
export async function lockHistoryConsent(q: Query, userId: string): Promise<HistoryConsent | undefined> {
  const [row] = await q.query('SELECT given_at, notice_version FROM history_consents WHERE user_id = $1 FOR UPDATE', [
    userId,
  ]);
  return row ? toConsent(row) : undefined;
}

/** Records consent to `noticeVersion`; its time stays while the version stays the same. */
export async function upsertHistoryConsent(q: Query, userId: string, noticeVersion: string): Promise<HistoryConsent> {
  const [row] = await q.query(
    `INSERT INTO history_consents (user_id, notice_version) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET
       given_at = CASE WHEN history_consents.notice_version = EXCLUDED.notice_version
                       THEN history_consents.given_at ELSE now() END,
       notice_version = EXCLUDED.notice_version
     RETURNING given_at, notice_version`,
    [userId, noticeVersion],
  );
  return toConsent(row);
}

/** Deletes the consent and, with it (ON DELETE CASCADE), every saved assessment; false when there was none. */
export async function deleteHistoryConsent(q: Query, userId: string): Promise<boolean> {
  const gone = await q.query('DELETE FROM history_consents WHERE user_id = $1 RETURNING user_id', [userId]);
  return gone.length > 0;
}

const CountRow = z.object({ n: z.coerce.number() });

export async function countAssessments(q: Query, userId: string, location?: string): Promise<number> {
  const [row] = await q.query(
    'SELECT count(*) AS n FROM saved_assessments WHERE user_id = $1 AND ($2::text IS NULL OR location = $2)',
    [userId, location ?? null],
  );
  return CountRow.parse(row).n;
}

const SummaryRow = z.object({
  id: z.string(),
  created_at: z.coerce.date(),
  location: z.string(),
  sex: z.string(),
  age: z.coerce.number(),
  // numeric: PostgreSQL's driver answers a string, PGlite a number; NULL when not known.
  weight: z.nullable(z.coerce.number()),
  triage: z.string(),
  conditions: z.array(z.unknown()),
  kb_version: z.string(),
});

const SUMMARY_COLUMNS = 'id, created_at, location, sex, age, weight, triage, conditions, kb_version';

function toSummary(row: unknown): SavedAssessmentSummary {
  const r = SummaryRow.parse(row);
  return SavedAssessmentSummary.parse({
    ...r,
    created_at: r.created_at.toISOString(),
    conditions: r.conditions.map((c) => SavedCondition.parse(c)),
  });
}

function toAssessment(row: unknown): SavedAssessment {
  const { answers } = z.object({ answers: z.unknown() }).parse(row);
  return SavedAssessment.parse({ ...toSummary(row), answers: SavedAnswers.parse(answers) });
}

/**
 * Stores one assessment. The place, sex, age and weight are also kept in columns of their own for
 * the list; the answers and conditions are stored as they came (checked by the contract).
 */
export async function insertAssessment(
  q: Query,
  userId: string,
  input: SaveAssessmentRequest,
): Promise<SavedAssessment> {
  const { answers } = input;
  const [row] = await q.query(
    `INSERT INTO saved_assessments
       (user_id, location, sex, age, weight, answers, triage, conditions, kb_version)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb, $9)
     RETURNING ${SUMMARY_COLUMNS}, answers`,
    [
      userId,
      answers.painLocation.key,
      answers.sex,
      answers.age_range.min,
      answers.weight ?? null,
      JSON.stringify(answers),
      input.triage,
      JSON.stringify(input.conditions),
      input.kb_version,
    ],
  );
  return toAssessment(row);
}

/** One page of the person's assessments, newest first, without their answers. */
export async function listAssessments(
  q: Query,
  userId: string,
  page: { limit: number; offset: number; location?: string | undefined },
): Promise<SavedAssessmentSummary[]> {
  const rows = await q.query(
    `SELECT ${SUMMARY_COLUMNS} FROM saved_assessments
      WHERE user_id = $1 AND ($2::text IS NULL OR location = $2)
      ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [userId, page.location ?? null, page.limit, page.offset],
  );
  return rows.map(toSummary);
}

/** Every assessment of the person, newest first, answers included (the data export). */
export async function listAllAssessments(q: Query, userId: string): Promise<SavedAssessment[]> {
  const rows = await q.query(
    `SELECT ${SUMMARY_COLUMNS}, answers FROM saved_assessments WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows.map(toAssessment);
}

/** The person's assessment with this id; undefined when there is none of theirs (another's included). */
export async function findAssessment(q: Query, userId: string, id: string): Promise<SavedAssessment | undefined> {
  const [row] = await q.query(
    `SELECT ${SUMMARY_COLUMNS}, answers FROM saved_assessments WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return row ? toAssessment(row) : undefined;
}

/** Deletes the person's assessment with this id; false when there is none of theirs. */
export async function deleteAssessment(q: Query, userId: string, id: string): Promise<boolean> {
  const gone = await q.query('DELETE FROM saved_assessments WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return gone.length > 0;
}

/** Deletes every assessment of the person; answers how many there were. */
export async function deleteAllAssessments(q: Query, userId: string): Promise<number> {
  const gone = await q.query('DELETE FROM saved_assessments WHERE user_id = $1 RETURNING id', [userId]);
  return gone.length;
}
