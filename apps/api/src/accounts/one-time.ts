import { CODE_TTL_MINUTES, LINK_TTL_MINUTES } from '@painpoint/contracts';
import type { Database } from '../db/client.ts';
import { codeHash, newCode, newOpaqueToken, sha256 } from './tokens.ts';

type Query = Pick<Database, 'query'>;

export type LinkPurpose = 'reset' | 'set';

/**
 * A single-use link token. Asking again replaces the earlier one, so only the newest link works.
 * Only its hash is stored.
 */
export async function issueLink(q: Query, userId: string, purpose: LinkPurpose, ttlMinutes = LINK_TTL_MINUTES) {
  await q.query(
    "UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose IN ('reset', 'set') AND used_at IS NULL",
    [userId],
  );
  const token = newOpaqueToken();
  const [row] = await q.query<{ expires_at: Date | string }>(
    `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4)) RETURNING expires_at`,
    [sha256(token), userId, purpose, ttlMinutes],
  );
  return { token, expiresAt: new Date(row!.expires_at) };
}

export interface LiveLink {
  user_id: string;
  purpose: LinkPurpose;
  expires_at: Date | string;
  email: string | null;
  phone: string | null;
}

/** The link's row while it is unused and unexpired; `lock` holds it for the caller's transaction. */
export async function findLiveLink(q: Query, token: string, lock = false): Promise<LiveLink | undefined> {
  const [row] = await q.query<LiveLink>(
    `SELECT t.user_id, t.purpose, t.expires_at, u.email, u.phone
       FROM one_time_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.purpose IN ('reset', 'set') AND t.used_at IS NULL AND t.expires_at > now()
      ${lock ? 'FOR UPDATE OF t' : ''}`,
    [sha256(token)],
  );
  return row;
}

/** A fresh 6-digit code for the account (earlier ones stop working); stored as a keyed hash. */
export async function issueCode(q: Query, secret: string, userId: string): Promise<string> {
  await q.query(
    "UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = 'phone_code' AND used_at IS NULL",
    [userId],
  );
  const code = newCode();
  await q.query(
    `INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at)
     VALUES ($1, $2, 'phone_code', now() + make_interval(mins => $3))`,
    [codeHash(secret, userId, code), userId, CODE_TTL_MINUTES],
  );
  return code;
}

/** Answers after at least `ms`, so a fast path (no such account) cannot be told from a slow one. */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const until = Date.now() + ms;
  const result = await work();
  const left = until - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
  return result;
}
