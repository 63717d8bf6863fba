import { isLanguage, type Language } from '@painpoint/contracts/languages';
import { z } from 'zod';
import type { Query } from '../client.ts';
import { endSignUpAttempts } from './sign-up-attempts.ts';

/** How an account is named at login and sign-up: its e-mail address or its phone number (E.164). */
export interface Login {
  kind: 'email' | 'phone';
  value: string;
}

/** The column each kind of login is stored in; never a caller's string. */
const COLUMN = { email: 'email', phone: 'phone' } as const satisfies Record<Login['kind'], string>;

const Credentials = z
  .object({ id: z.string(), password_hash: z.string(), session_version: z.number(), verified: z.boolean() })
  .transform((r) => ({
    id: r.id,
    passwordHash: r.password_hash,
    sessionVersion: r.session_version,
    verified: r.verified,
  }));
export type Credentials = z.infer<typeof Credentials>;

const IdRow = z.object({ id: z.string() });

/** The id of the account with this address or number, if there is one. */
export async function findUserId(q: Query, login: Login): Promise<string | undefined> {
  const [row] = await q.query(`SELECT id FROM users WHERE ${COLUMN[login.kind]} = $1`, [login.value]);
  return row ? IdRow.parse(row).id : undefined;
}

/** Whether an account's address or number has been proven (decision 065); SQL for its row. */
const VERIFIED = 'verified_at IS NOT NULL AS verified';

/** What a login checks: the password hash, the session version its access tokens will carry, and whether the account is verified. */
export async function findCredentials(q: Query, login: Login): Promise<Credentials | undefined> {
  const [row] = await q.query(
    `SELECT id, password_hash, session_version, ${VERIFIED} FROM users WHERE ${COLUMN[login.kind]} = $1`,
    [login.value],
  );
  return row ? Credentials.parse(row) : undefined;
}

const PhoneCredentials = z
  .object({
    id: z.string(),
    password_hash: z.string(),
    session_version: z.number(),
    verified: z.boolean(),
    phone: z.string(),
  })
  .transform((r) => ({
    id: r.id,
    passwordHash: r.password_hash,
    sessionVersion: r.session_version,
    verified: r.verified,
    phone: r.phone,
  }));

/**
 * The account of the first of `forms` (stored phone numbers, most likely first) that has one, with
 * the number as it is stored (an older form may need correcting, decision 075).
 */
export async function findCredentialsByPhone(
  q: Query,
  forms: readonly string[],
): Promise<(Credentials & { phone: string }) | undefined> {
  if (forms.length === 0) return undefined;
  const [row] = await q.query(
    `SELECT id, password_hash, session_version, ${VERIFIED}, phone FROM users WHERE phone = ANY($1::text[]) ORDER BY array_position($1::text[], phone) LIMIT 1`,
    [forms],
  );
  return row ? PhoneCredentials.parse(row) : undefined;
}

/** The id, stored number and verification of the account of the first of `forms` that has one. */
export async function findUserByPhone(
  q: Query,
  forms: readonly string[],
): Promise<{ id: string; phone: string; verified: boolean } | undefined> {
  const found = await findCredentialsByPhone(q, forms);
  return found ? { id: found.id, phone: found.phone, verified: found.verified } : undefined;
}

const AccountState = z.object({ id: z.string(), verified: z.boolean() });

/** The account with this address, and whether the address has been proven. */
export async function findUserByEmail(q: Query, email: string): Promise<{ id: string; verified: boolean } | undefined> {
  const [row] = await q.query(`SELECT id, ${VERIFIED} FROM users WHERE email = $1`, [email]);
  return row ? AccountState.parse(row) : undefined;
}

/**
 * The address or number is proven (decision 065): from now on the account can log in, and its
 * sign-ups' other passwords go (decision 110).
 */
export async function markVerified(q: Query, userId: string): Promise<void> {
  await q.query('UPDATE users SET verified_at = now() WHERE id = $1 AND verified_at IS NULL', [userId]);
  await endSignUpAttempts(q, userId);
}

/**
 * Stores the account's number in its checked form (decision 075), unless another account already
 * has that number; says whether it did.
 */
export async function correctPhone(q: Query, userId: string, from: string, to: string): Promise<boolean> {
  try {
    const rows = await q.query(
      'UPDATE users SET phone = $3 WHERE id = $1 AND phone = $2 AND NOT EXISTS (SELECT 1 FROM users WHERE phone = $3) RETURNING id',
      [userId, from, to],
    );
    return rows.length > 0;
  } catch (e) {
    // 23505: another account took the number in the meantime; this one keeps its own.
    if ((e as { code?: string } | undefined)?.code === '23505') return false;
    throw e;
  }
}

/**
 * Creates the account, not yet verified, and answers its id; undefined when the address or number
 * already has one (even if made a moment ago). A taken address is no error, so a transaction
 * around it carries on.
 */
export async function createUser(q: Query, login: Login, passwordHash: string): Promise<string | undefined> {
  // The only unique columns a new row sets are the address and the number.
  const [row] = await q.query(
    `INSERT INTO users (${COLUMN[login.kind]}, password_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`,
    [login.value, passwordHash],
  );
  return row ? IdRow.parse(row).id : undefined;
}

/**
 * Retention (decisions 064, 065): accounts whose address or number nobody proved within `days` of
 * their newest sign-up go, with every row that names them; answers how many went.
 */
export async function purgeUnverifiedUsers(q: Query, days: number): Promise<number> {
  const gone = await q.query(
    `DELETE FROM users u WHERE verified_at IS NULL AND created_at < now() - make_interval(days => $1)
        AND NOT EXISTS (SELECT 1 FROM sign_up_attempts a
                         WHERE a.user_id = u.id AND a.created_at >= now() - make_interval(days => $1))
     RETURNING id`,
    [days],
  );
  return gone.length;
}

/**
 * Deletes the account; every row that names it goes with it (ON DELETE CASCADE, migration 0001). What
 * only holds its address or number is deleted by accounts/erasure.ts.
 */
/** The account's id, address and number, for erasing it again after a restore (decision 111). */
export async function findUserContact(
  q: Query,
  userId: string,
): Promise<{ id: string; email: string | null; phone: string | null } | undefined> {
  const [row] = await q.query<{ id: string; email: string | null; phone: string | null }>(
    'SELECT id, email, phone FROM users WHERE id = $1',
    [userId],
  );
  return row;
}

export async function deleteUser(q: Query, userId: string): Promise<void> {
  await q.query('DELETE FROM users WHERE id = $1', [userId]);
}

export async function setPasswordHash(q: Query, userId: string, passwordHash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1', [
    userId,
    passwordHash,
  ]);
}

/** Raising the version ends every access token of the account at once (decision 010). */
export async function bumpSessionVersion(q: Query, userId: string): Promise<void> {
  await q.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [userId]);
}

/** Keeps the language the person chose (decision 046). */
export async function setUserLanguage(q: Query, userId: string, language: Language): Promise<void> {
  await q.query('UPDATE users SET language = $2 WHERE id = $1', [userId, language]);
}

const LanguageRow = z.object({ language: z.string().nullable() });

/** The language the person chose, if they chose one the site still has. */
export async function findUserLanguage(q: Query, userId: string): Promise<Language | undefined> {
  const [row] = await q.query('SELECT language FROM users WHERE id = $1', [userId]);
  const language = row ? LanguageRow.parse(row).language : null;
  return isLanguage(language) ? language : undefined;
}

const PasswordChanged = z.object({ password_changed_at: z.coerce.date() });

/** When the account's password was last set (at sign-up, or by a reset). */
export async function findPasswordChangedAt(q: Query, userId: string): Promise<Date | undefined> {
  const [row] = await q.query('SELECT password_changed_at FROM users WHERE id = $1', [userId]);
  return row ? PasswordChanged.parse(row).password_changed_at : undefined;
}

const PasswordHash = z.object({ password_hash: z.string() });

export async function findPasswordHash(q: Query, userId: string): Promise<string | undefined> {
  const [row] = await q.query('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return row ? PasswordHash.parse(row).password_hash : undefined;
}
