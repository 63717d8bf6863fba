import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { newOpaqueToken, REFRESH_ABSOLUTE_DAYS, REFRESH_IDLE_DAYS, sha256 } from './tokens.ts';

type Query = Pick<Database, 'query'>;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssuedRefresh {
  refresh: string;
  /** When the login ends at the latest (the cookie's lifetime). */
  familyExpiresAt: Date;
}

async function insertToken(q: Query, userId: string, familyId: string, familyExpiresAt: Date): Promise<IssuedRefresh> {
  const refresh = newOpaqueToken();
  const idle = new Date(Date.now() + REFRESH_IDLE_DAYS * DAY_MS);
  const expiresAt = idle < familyExpiresAt ? idle : familyExpiresAt;
  await q.query(
    'INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, family_expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sha256(refresh), userId, familyId, expiresAt.toISOString(), familyExpiresAt.toISOString()],
  );
  return { refresh, familyExpiresAt };
}

/** A new login: a new token family with an absolute end. */
export function startSession(q: Query, userId: string): Promise<IssuedRefresh> {
  return insertToken(q, userId, randomUUID(), new Date(Date.now() + REFRESH_ABSOLUTE_DAYS * DAY_MS));
}

export type Rotation =
  | ({ ok: true; userId: string; sessionVersion: number } & IssuedRefresh)
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * How long a spent refresh token may be presented again before that counts as theft, provided its
 * successor has not been used yet: the same browser retrying a refresh whose answer it never got
 * (the page was reloaded or closed while the request was in flight, or the connection dropped).
 * Without it, a reload at the wrong moment ended the login and looked like a stolen token
 * (decision 010). Amazon Cognito's refresh-token rotation offers the same retry window, up to
 * 60 seconds.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

/**
 * Spends a refresh token and issues its successor. A token works once: presenting a spent one
 * means it was copied, so its whole family (that login, on every device holding it) is revoked —
 * unless it was spent moments ago and nothing has used its successor since (see above), when it
 * gets a new successor instead.
 */
export async function rotate(database: Database, refresh: string): Promise<Rotation> {
  const tokenHash = sha256(refresh);
  return database.transaction(async (tx) => {
    const [row] = await tx.query<{
      user_id: string;
      family_id: string;
      expired: boolean;
      used_at: string | null;
      retry: boolean;
      revoked_at: string | null;
      family_expires_at: string;
      session_version: number;
    }>(
      `SELECT t.user_id, t.family_id, (t.expires_at <= now()) AS expired, t.used_at, t.revoked_at,
              t.family_expires_at, u.session_version,
              (t.used_at > now() - $2::int * interval '1 second'
                AND NOT EXISTS (SELECT 1 FROM refresh_tokens s
                                 WHERE s.family_id = t.family_id AND s.used_at > t.used_at)) AS retry
         FROM refresh_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 FOR UPDATE OF t`,
      [tokenHash, REFRESH_REUSE_GRACE_SECONDS],
    );
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revoked_at) return { ok: false, reason: 'revoked' } as const;
    if (row.used_at && !row.retry) {
      await tx.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [
        row.family_id,
      ]);
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expired) return { ok: false, reason: 'expired' } as const;
    if (!row.used_at) {
      await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [tokenHash]);
    }
    const next = await insertToken(tx, row.user_id, row.family_id, new Date(row.family_expires_at));
    return { ok: true, userId: row.user_id, sessionVersion: row.session_version, ...next } as const;
  });
}

/** Logout: the family of this token stops working. */
export async function revokeFamilyOf(q: Query, refresh: string): Promise<void> {
  await q.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [sha256(refresh)],
  );
}

/** Every session of the account ends: refresh tokens revoked, access tokens refused (session version). */
export async function endAllSessions(q: Query, userId: string): Promise<void> {
  await q.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  await q.query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [userId]);
}
