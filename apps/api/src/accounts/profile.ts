import type { Account, AccountExport, ProfileInput } from '@painpoint/contracts';
import type { Database, Query } from '../db/client.ts';
import { listContactMessages } from '../db/repositories/contact-messages.ts';
import {
  deleteProfile,
  findAccount,
  listConsentEvents,
  lockProfileNotice,
  recordConsentGiven,
  recordConsentWithdrawn,
  upsertProfile,
} from '../db/repositories/profiles.ts';
import { findHistoryConsent, listAllAssessments } from '../db/repositories/saved-assessments.ts';
import { listSessions } from '../db/repositories/sessions.ts';
import { HttpError } from '../plugins/app/errors.ts';

/** The account of a bearer call; gone (deleted a moment ago) means the session has ended. */
export async function loadAccount(q: Query, userId: string): Promise<Account> {
  const account = await findAccount(q, userId);
  if (!account) throw new HttpError(401, 'UNAUTHORIZED', (w) => w.logInAgain);
  return account;
}

/**
 * Stores the profile details with consent to `consent.notice_version`. A consent event is recorded
 * when the version differs from the one the stored details were given under (or there were none);
 * the profile's row is locked first so two saves cannot both record it.
 */
export function saveProfile(database: Database, userId: string, input: ProfileInput): Promise<Account> {
  const { consent, ...fields } = input;
  return database.transaction(async (tx) => {
    const before = await lockProfileNotice(tx, userId);
    await upsertProfile(tx, userId, fields, consent.notice_version);
    if (before !== consent.notice_version) await recordConsentGiven(tx, userId, consent.notice_version);
    return loadAccount(tx, userId);
  });
}

/** Withdrawing consent deletes the details; the withdrawal is recorded when there were any. */
export async function withdrawConsent(database: Database, userId: string): Promise<void> {
  await database.transaction(async (tx) => {
    if (await deleteProfile(tx, userId)) await recordConsentWithdrawn(tx, userId);
  });
}

/** Everything stored about the account (DPDP Act's right of access), without its exported_at. */
export async function exportAccount(q: Query, userId: string): Promise<Omit<AccountExport, 'exported_at'>> {
  const [account, consents, messages, sessions, historyConsent, assessments] = await Promise.all([
    loadAccount(q, userId),
    listConsentEvents(q, userId),
    listContactMessages(q, userId),
    listSessions(q, userId),
    findHistoryConsent(q, userId),
    listAllAssessments(q, userId),
  ]);
  return {
    account,
    consent_history: consents.map((c) => ({
      purpose: c.purpose,
      action: c.action,
      notice_version: c.notice_version,
      at: c.at.toISOString(),
    })),
    messages: messages.map((m) => ({ name: m.name, email: m.email, msg: m.msg, sent_at: m.created_at.toISOString() })),
    sessions: sessions.map((s) => ({
      started_at: s.startedAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      active: s.active,
    })),
    history_consent: historyConsent ?? null,
    assessments,
  };
}
