import {
  HISTORY_NOTICE_VERSION,
  MAX_SAVED_ASSESSMENTS,
  type HistoryConsent,
  type SaveAssessmentRequest,
  type SavedAssessment,
} from '@painpoint/contracts';
import type { Database } from '../db/client.ts';
import { recordConsentGiven, recordConsentWithdrawn } from '../db/repositories/profiles.ts';
import {
  countAssessments,
  deleteAllAssessments,
  deleteHistoryConsent,
  insertAssessment,
  lockHistoryConsent,
  upsertHistoryConsent,
} from '../db/repositories/saved-assessments.ts';
import { HttpError } from '../plugins/app/errors.ts';
import type { Say } from '../wording/index.ts';

/** Said when someone saves without having agreed to keep a history (403). */
export const HISTORY_CONSENT_NEEDED: Say = (w) => w.historyConsentNeeded;

/** Said when the person already keeps the most saved assessments (409). */
export const HISTORY_FULL: Say = (w) => w.historyFull;

/**
 * Records consent to keep a history under the current notice. Consent to an older notice than the
 * one in force is refused (409), as for the profile: the person must read the current one. A
 * consent event is recorded when the version differs from the one already given (or there was none).
 */
export function giveHistoryConsent(database: Database, userId: string, noticeVersion: string): Promise<HistoryConsent> {
  if (noticeVersion !== HISTORY_NOTICE_VERSION) {
    throw new HttpError(409, 'CONFLICT', (w) => w.historyNoticeChanged);
  }
  return database.transaction(async (tx) => {
    const before = await lockHistoryConsent(tx, userId);
    const consent = await upsertHistoryConsent(tx, userId, noticeVersion);
    if (before?.notice_version !== noticeVersion) await recordConsentGiven(tx, userId, noticeVersion, 'history');
    return consent;
  });
}

/**
 * Withdraws consent: the consent row goes and every saved assessment with it, and the withdrawal
 * is recorded when there was a consent. Answers how many assessments were deleted.
 */
export function withdrawHistoryConsent(database: Database, userId: string): Promise<number> {
  return database.transaction(async (tx) => {
    // Deleted by name rather than left to the cascade, to say how many went.
    const deleted = await deleteAllAssessments(tx, userId);
    if (await deleteHistoryConsent(tx, userId)) await recordConsentWithdrawn(tx, userId, 'history');
    return deleted;
  });
}

/**
 * Saves one assessment: only under a recorded consent (403 otherwise) and below the per-person
 * limit (409). The consent row is locked first, so a withdrawal or another save cannot slip in
 * between the checks and the insert.
 */
export function saveAssessment(
  database: Database,
  userId: string,
  input: SaveAssessmentRequest,
): Promise<SavedAssessment> {
  return database.transaction(async (tx) => {
    if (!(await lockHistoryConsent(tx, userId))) throw new HttpError(403, 'FORBIDDEN', HISTORY_CONSENT_NEEDED);
    if ((await countAssessments(tx, userId)) >= MAX_SAVED_ASSESSMENTS)
      throw new HttpError(409, 'CONFLICT', HISTORY_FULL);
    return insertAssessment(tx, userId, input);
  });
}
