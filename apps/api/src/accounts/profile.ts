import type { Account, AccountExport, ProfileInput } from '@painpoint/contracts';
import type { Database, Query } from '../db/client.ts';
import { listContactMessages } from '../db/repositories/contact-messages.ts';
import { listOneTimeTokens } from '../db/repositories/one-time-tokens.ts';
import { listMessagesAbout } from '../db/repositories/outbox.ts';
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
import { findPasswordChangedAt } from '../db/repositories/users.ts';
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
  const account = await loadAccount(q, userId);
  const recipients = [account.email, account.phone_number].filter((r): r is string => r !== null);
  const [passwordChangedAt, consents, messages, sessions, oneTime, mail, historyConsent, assessments] =
    await Promise.all([
      findPasswordChangedAt(q, userId),
      listConsentEvents(q, userId),
      listContactMessages(q, userId, account.email),
      listSessions(q, userId),
      listOneTimeTokens(q, userId),
      listMessagesAbout(q, userId, recipients),
      findHistoryConsent(q, userId),
      listAllAssessments(q, userId),
    ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    account,
    password_changed_at: (passwordChangedAt ?? new Date(account.created_at)).toISOString(),
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
    links_and_codes: oneTime.map((t) => ({
      purpose: t.purpose,
      created_at: t.created_at.toISOString(),
      expires_at: t.expires_at.toISOString(),
      used_at: iso(t.used_at),
      wrong_tries: t.attempts,
    })),
    mail: mail.map((m) => ({
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      queued_at: m.created_at.toISOString(),
      sent_at: iso(m.sent_at),
    })),
    history_consent: historyConsent ?? null,
    assessments,
  };
}
