import { z } from 'zod';
import type { Query } from '../client.ts';

/**
 * Links sent by e-mail ('reset', 'set'; 'verify' to prove a new account's address) and codes sent
 * by SMS ('phone_code' for a reset; 'verify_code' to prove a new account's number), stored hashed.
 */

export type LinkPurpose = 'reset' | 'set' | 'verify';
export type CodePurpose = 'phone_code' | 'verify_code';

/** The links that set a password; a 'verify' link is for verify-account alone. */
const PASSWORD_LINKS = ['reset', 'set'] as const satisfies LinkPurpose[];

/** The links that replace each other: a new password link retires the others, a new verify link the other verify ones. */
const linkFamily = (purpose: LinkPurpose): readonly LinkPurpose[] =>
  purpose === 'verify' ? ['verify'] : PASSWORD_LINKS;

/** Every unused link of the account of `purpose`'s kind stops working (only the newest one may work). */
export async function retireLinks(q: Query, userId: string, purpose: LinkPurpose): Promise<void> {
  await q.query(
    'UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = ANY($2::text[]) AND used_at IS NULL',
    [userId, linkFamily(purpose)],
  );
}

const ExpiresAt = z.object({ expires_at: z.coerce.date() });

/** Stores a link's hash, living `ttlMinutes` by the database's clock; answers when it expires. */
export async function insertLink(
  q: Query,
  link: { tokenHash: string; userId: string; purpose: LinkPurpose; ttlMinutes: number },
): Promise<Date> {
  const [row] = await q.query(
    `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING expires_at`,
    [link.tokenHash, link.userId, link.purpose, link.ttlMinutes],
  );
  return ExpiresAt.parse(row).expires_at;
}

const LiveLink = z
  .object({
    user_id: z.string(),
    purpose: z.enum(['reset', 'set']),
    expires_at: z.coerce.date(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .transform((r) => ({
    userId: r.user_id,
    purpose: r.purpose,
    expiresAt: r.expires_at,
    email: r.email,
    phone: r.phone,
  }));
export type LiveLink = z.infer<typeof LiveLink>;

/** The password link with this hash while it is unused and unexpired; `lock` holds it for the caller's transaction. */
export async function findLiveLink(q: Query, tokenHash: string, lock = false): Promise<LiveLink | undefined> {
  const [row] = await q.query(
    `SELECT t.user_id, t.purpose, t.expires_at, u.email, u.phone
       FROM one_time_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.purpose IN ('reset', 'set') AND t.used_at IS NULL AND t.expires_at > now()
      ${lock ? 'FOR UPDATE OF t' : ''}`,
    [tokenHash],
  );
  return row ? LiveLink.parse(row) : undefined;
}

const LiveVerifyLink = z.object({ id: z.coerce.string(), user_id: z.string() });

/** The verify link with this hash while it is unused and unexpired, locked for the caller's transaction. */
export async function lockLiveVerifyLink(
  q: Query,
  tokenHash: string,
): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await q.query(
    `SELECT id, user_id FROM one_time_tokens
      WHERE token_hash = $1 AND purpose = 'verify' AND used_at IS NULL AND expires_at > now()
      FOR UPDATE`,
    [tokenHash],
  );
  if (!row) return undefined;
  const r = LiveVerifyLink.parse(row);
  return { id: r.id, userId: r.user_id };
}

/** Every unused code of the account for `purpose` stops working. */
export async function retireCodes(q: Query, userId: string, purpose: CodePurpose = 'phone_code'): Promise<void> {
  await q.query('UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [
    userId,
    purpose,
  ]);
}

export async function insertCode(
  q: Query,
  code: { codeHash: string; userId: string; ttlMinutes: number; purpose?: CodePurpose },
): Promise<void> {
  await q.query(
    `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $4, now() + make_interval(mins => $3))`,
    [code.codeHash, code.userId, code.ttlMinutes, code.purpose ?? 'phone_code'],
  );
}

const LiveCode = z
  .object({ id: z.coerce.string(), user_id: z.string(), token_hash: z.string(), attempts: z.number() })
  .transform((r) => ({ id: r.id, userId: r.user_id, codeHash: r.token_hash, attempts: r.attempts }));
export type LiveCode = z.infer<typeof LiveCode>;

/** The newest live code for `purpose` sent to this number, locked for the caller's transaction. */
export async function lockLiveCode(
  q: Query,
  phone: string,
  purpose: CodePurpose = 'phone_code',
): Promise<LiveCode | undefined> {
  const [row] = await q.query(
    `SELECT t.id, t.user_id, t.token_hash, t.attempts
       FROM one_time_tokens t JOIN users u ON u.id = t.user_id
      WHERE u.phone = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now()
      ORDER BY t.id DESC LIMIT 1 FOR UPDATE OF t`,
    [phone, purpose],
  );
  return row ? LiveCode.parse(row) : undefined;
}

/**
 * Every live code for `purpose` sent to this number, newest first, locked for the caller's
 * transaction: a number may hold the codes of several sign-ups (decision 110).
 */
export async function lockLiveCodes(q: Query, phone: string, purpose: CodePurpose): Promise<LiveCode[]> {
  const rows = await q.query(
    `SELECT t.id, t.user_id, t.token_hash, t.attempts
       FROM one_time_tokens t JOIN users u ON u.id = t.user_id
      WHERE u.phone = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now()
      ORDER BY t.id DESC FOR UPDATE OF t`,
    [phone, purpose],
  );
  return rows.map((r) => LiveCode.parse(r));
}

/** Counts a wrong try; the code dies with its last allowed one. */
export async function recordWrongCode(q: Query, id: string, maxAttempts: number): Promise<void> {
  await q.query(
    'UPDATE one_time_tokens SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= $2 THEN now() END WHERE id = $1',
    [id, maxAttempts],
  );
}

export async function markOneTimeTokenUsed(q: Query, id: string): Promise<void> {
  await q.query('UPDATE one_time_tokens SET used_at = now() WHERE id = $1', [id]);
}

/** Every unused link and code of the account stops working (its password has just been set). */
export async function retireAllOneTimeTokens(q: Query, userId: string): Promise<void> {
  await q.query('UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

const OneTimeSummary = z.object({
  purpose: z.enum(['reset', 'set', 'phone_code', 'verify', 'verify_code']),
  created_at: z.coerce.date(),
  expires_at: z.coerce.date(),
  used_at: z.coerce.date().nullable(),
  attempts: z.number(),
});
export type OneTimeSummary = z.infer<typeof OneTimeSummary>;

/** The account's links and codes, oldest first, for its export: when and what, never the hash. */
export async function listOneTimeTokens(q: Query, userId: string): Promise<OneTimeSummary[]> {
  const rows = await q.query(
    'SELECT purpose, created_at, expires_at, used_at, attempts FROM one_time_tokens WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => OneTimeSummary.parse(r));
}

/**
 * Retention (decision 064): links and codes go `days` after they stopped working (used, or past
 * their end); answers how many went.
 */
export async function purgeSpentOneTimeTokens(q: Query, days: number): Promise<number> {
  const gone = await q.query(
    `DELETE FROM one_time_tokens
      WHERE LEAST(COALESCE(used_at, expires_at), expires_at) < now() - make_interval(days => $1) RETURNING id`,
    [days],
  );
  return gone.length;
}
