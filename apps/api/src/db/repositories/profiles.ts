import { Account, type ProfileInput } from '@painpoint/contracts';
import { isLanguage } from '@painpoint/contracts/languages';
import { z } from 'zod';
import type { Query } from '../client.ts';

/** The account's own details and, while its owner consents, their profile (`users`, `profiles`, `consent_events`). */

const AccountRow = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.coerce.date(),
  name: z.string().nullable(),
  age_range: z.string().nullable(),
  sex: z.string().nullable(),
  body_type: z.string().nullable(),
  consent_given_at: z.coerce.date().nullable(),
  consent_notice_version: z.string().nullable(),
  updated_at: z.coerce.date().nullable(),
  language: z.string().nullable(),
});

/** The account as the contract shows it, or undefined when there is no such account. */
export async function findAccount(q: Query, userId: string): Promise<Account | undefined> {
  const [found] = await q.query(
    `SELECT u.email, u.phone, u.created_at, u.language, p.name, p.age_range, p.sex, p.body_type,
            p.consent_given_at, p.consent_notice_version, p.updated_at
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  if (!found) return undefined;
  const row = AccountRow.parse(found);
  return Account.parse({
    email: row.email,
    phone_number: row.phone,
    created_at: row.created_at.toISOString(),
    // A language the site no longer has counts as none chosen.
    language: isLanguage(row.language) ? row.language : null,
    profile:
      row.name === null
        ? null
        : {
            name: row.name,
            age_range: row.age_range,
            sex: row.sex,
            body_type: row.body_type,
            consent: { given_at: row.consent_given_at?.toISOString(), notice_version: row.consent_notice_version },
            updated_at: row.updated_at?.toISOString(),
          },
  });
}

const NoticeRow = z.object({ consent_notice_version: z.string() });

/** The notice version the stored profile was consented to, its row locked for the caller's transaction. */
export async function lockProfileNotice(q: Query, userId: string): Promise<string | undefined> {
  const [row] = await q.query('SELECT consent_notice_version FROM profiles WHERE user_id = $1 FOR UPDATE', [userId]);
  return row ? NoticeRow.parse(row).consent_notice_version : undefined;
}

export type ProfileFields = Omit<ProfileInput, 'consent'>;

/** Stores the details; consent keeps its time while the notice version stays the same. */
export async function upsertProfile(
  q: Query,
  userId: string,
  fields: ProfileFields,
  noticeVersion: string,
): Promise<void> {
  await q.query(
    `INSERT INTO profiles (user_id, name, age_range, sex, body_type, consent_given_at, consent_notice_version)
     VALUES ($1, $2, $3, $4, $5, now(), $6)
     ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, age_range = EXCLUDED.age_range,
       sex = EXCLUDED.sex, body_type = EXCLUDED.body_type, updated_at = now(),
       consent_given_at = CASE WHEN profiles.consent_notice_version = EXCLUDED.consent_notice_version
                               THEN profiles.consent_given_at ELSE now() END,
       consent_notice_version = EXCLUDED.consent_notice_version`,
    [userId, fields.name, fields.age_range, fields.sex, fields.body_type, noticeVersion],
  );
}

/** Deletes the details; false when there were none. */
export async function deleteProfile(q: Query, userId: string): Promise<boolean> {
  const gone = await q.query('DELETE FROM profiles WHERE user_id = $1 RETURNING user_id', [userId]);
  return gone.length > 0;
}

/** What a consent is for: the profile's details, or the history of saved assessments (decision 036). */
export type ConsentPurpose = 'profile' | 'history';

export async function recordConsentGiven(
  q: Query,
  userId: string,
  noticeVersion: string,
  purpose: ConsentPurpose = 'profile',
): Promise<void> {
  await q.query("INSERT INTO consent_events (user_id, action, notice_version, purpose) VALUES ($1, 'given', $2, $3)", [
    userId,
    noticeVersion,
    purpose,
  ]);
}

export async function recordConsentWithdrawn(
  q: Query,
  userId: string,
  purpose: ConsentPurpose = 'profile',
): Promise<void> {
  await q.query(
    "INSERT INTO consent_events (user_id, action, notice_version, purpose) VALUES ($1, 'withdrawn', NULL, $2)",
    [userId, purpose],
  );
}

const ConsentEvent = z.object({
  purpose: z.enum(['profile', 'history']),
  action: z.enum(['given', 'withdrawn']),
  notice_version: z.string().nullable(),
  at: z.coerce.date(),
});
export type ConsentEvent = z.infer<typeof ConsentEvent>;

/** The account's consent history, both purposes, oldest first. */
export async function listConsentEvents(q: Query, userId: string): Promise<ConsentEvent[]> {
  const rows = await q.query(
    'SELECT purpose, action, notice_version, at FROM consent_events WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => ConsentEvent.parse(r));
}
