import { z } from 'zod';
import type { Query } from '../client.ts';

/** Logins (`sessions`) and their chains of refresh tokens (`refresh_tokens`, stored as SHA-256). */

export async function insertSession(q: Query, s: { id: string; userId: string; expiresAt: Date }): Promise<void> {
  await q.query('INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, $3)', [
    s.id,
    s.userId,
    s.expiresAt.toISOString(),
  ]);
}

/** Adds a refresh token; one that exists already is left as it is (a successor is made once). */
export async function insertRefreshToken(
  q: Query,
  t: { tokenHash: string; userId: string; sessionId: string; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (token_hash) DO NOTHING`,
    [t.tokenHash, t.userId, t.sessionId, t.expiresAt.toISOString()],
  );
}

/** Locks the token's row for the caller's transaction; false when there is no such token. */
export async function lockRefreshToken(q: Query, tokenHash: string): Promise<boolean> {
  const locked = await q.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE', [tokenHash]);
  return locked.length > 0;
}

const RefreshState = z
  .object({
    user_id: z.string(),
    family_id: z.string(),
    expired: z.boolean(),
    used_at: z.unknown(),
    retry: z.boolean().nullable(),
    revoked_at: z.unknown(),
    session_expires_at: z.coerce.date(),
    session_version: z.number(),
  })
  .transform((r) => ({
    userId: r.user_id,
    sessionId: r.family_id,
    /** The token or its login is past its end. */
    expired: r.expired,
    used: r.used_at !== null,
    /** Spent within the grace window, and its successor is still unused. */
    retry: r.retry === true,
    revoked: r.revoked_at !== null,
    sessionExpiresAt: r.session_expires_at,
    sessionVersion: r.session_version,
  }));
export type RefreshState = z.infer<typeof RefreshState>;

/**
 * A refresh token's state with its login's and account's. Read by a statement of its own after
 * lockRefreshToken: in READ COMMITTED, a statement that waited for the lock would still see the
 * snapshot from before the wait (decision 010).
 */
export async function refreshTokenState(
  q: Query,
  tokenHash: string,
  graceSeconds: number,
  successorHash: string,
): Promise<RefreshState | undefined> {
  const [row] = await q.query(
    `SELECT t.user_id, t.family_id, (t.expires_at <= now() OR s.expires_at <= now()) AS expired, t.used_at,
            s.revoked_at, s.expires_at AS session_expires_at, u.session_version,
            (t.used_at > now() - $2::int * interval '1 second'
              AND EXISTS (SELECT 1 FROM refresh_tokens n WHERE n.token_hash = $3 AND n.used_at IS NULL)) AS retry
       FROM refresh_tokens t JOIN sessions s ON s.id = t.family_id JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1`,
    [tokenHash, graceSeconds, successorHash],
  );
  return row ? RefreshState.parse(row) : undefined;
}

export async function markRefreshTokenUsed(q: Query, tokenHash: string): Promise<void> {
  await q.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [tokenHash]);
}

export async function revokeSession(q: Query, sessionId: string): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Logout: the login this refresh token belongs to is revoked. */
export async function revokeSessionOfToken(q: Query, tokenHash: string): Promise<void> {
  await q.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE revoked_at IS NULL AND id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [tokenHash],
  );
}

export async function revokeAllSessions(q: Query, userId: string): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

const SessionAccount = z
  .object({ id: z.string(), email: z.string().nullable(), phone: z.string().nullable(), session_version: z.number() })
  .transform((r) => ({ id: r.id, email: r.email, phone: r.phone, sessionVersion: r.session_version }));
export type SessionAccount = z.infer<typeof SessionAccount>;

/**
 * The account behind a live login (not revoked, not past its end) of that account: the one query
 * of each bearer call, two primary-key lookups.
 */
export async function findLiveSessionAccount(
  q: Query,
  sessionId: string,
  userId: string,
): Promise<SessionAccount | undefined> {
  const [row] = await q.query(
    `SELECT u.id, u.email, u.phone, u.session_version
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [sessionId, userId],
  );
  return row ? SessionAccount.parse(row) : undefined;
}

const SessionSummary = z
  .object({ started_at: z.coerce.date(), expires_at: z.coerce.date(), active: z.boolean() })
  .transform((r) => ({ startedAt: r.started_at, expiresAt: r.expires_at, active: r.active }));
export type SessionSummary = z.infer<typeof SessionSummary>;

/** The account's logins, oldest first; active while not revoked and holding an unspent, unexpired token. */
export async function listSessions(q: Query, userId: string): Promise<SessionSummary[]> {
  const rows = await q.query(
    `SELECT s.created_at AS started_at, s.expires_at,
            (s.revoked_at IS NULL AND EXISTS (SELECT 1 FROM refresh_tokens t
                                               WHERE t.family_id = s.id AND t.used_at IS NULL AND t.expires_at > now())) AS active
       FROM sessions s WHERE s.user_id = $1 ORDER BY s.created_at`,
    [userId],
  );
  return rows.map((r) => SessionSummary.parse(r));
}

const Fresh = z.object({ fresh: z.boolean() });

/** Whether the login began (with a password) less than `minutes` ago, by the database's clock. */
export async function sessionStartedWithin(q: Query, sessionId: string, minutes: number): Promise<boolean> {
  const [row] = await q.query(
    'SELECT created_at > now() - make_interval(mins => $2) AS fresh FROM sessions WHERE id = $1',
    [sessionId, minutes],
  );
  return row ? Fresh.parse(row).fresh : false;
}

/**
 * Retention (decision 064): a login goes `days` after it ended (logged out, revoked or past its
 * end), with its refresh tokens; a live login's refresh tokens go `days` after their own end (a
 * token past its end is refused whatever it is, so it has nothing left to detect). Answers how many
 * rows went.
 */
export async function purgeEndedSessions(q: Query, days: number): Promise<number> {
  const sessions = await q.query(
    `DELETE FROM sessions
      WHERE LEAST(COALESCE(revoked_at, expires_at), expires_at) < now() - make_interval(days => $1) RETURNING id`,
    [days],
  );
  const tokens = await q.query(
    'DELETE FROM refresh_tokens WHERE expires_at < now() - make_interval(days => $1) RETURNING token_hash',
    [days],
  );
  return sessions.length + tokens.length;
}
