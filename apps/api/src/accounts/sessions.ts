import { createHmac, randomUUID } from 'node:crypto';
import type { Database, Query } from '../db/client.ts';
import {
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  markRefreshTokenUsed,
  refreshTokenState,
  revokeAllSessions,
  revokeSession,
  revokeSessionOfToken,
} from '../db/repositories/sessions.ts';
import { bumpSessionVersion } from '../db/repositories/users.ts';
import { derivedKey, newOpaqueToken, REFRESH_ABSOLUTE_DAYS, REFRESH_IDLE_DAYS, sha256 } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssuedRefresh {
  refresh: string;
  /** The login (a row of `sessions`, the family of its refresh tokens); access tokens carry it as `sid`. */
  sessionId: string;
  /** When the login ends at the latest (the cookie's lifetime). */
  familyExpiresAt: Date;
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

/** A token expires after REFRESH_IDLE_DAYS unused, and never after its login's end. */
async function insertToken(q: Query, refresh: string, userId: string, sessionId: string, sessionEnd: Date) {
  const idle = new Date(Date.now() + REFRESH_IDLE_DAYS * DAY_MS);
  const expiresAt = idle < sessionEnd ? idle : sessionEnd;
  // A successor is made once: a retry that races its first making finds it there.
  await insertRefreshToken(q, { tokenHash: sha256(refresh), userId, sessionId, expiresAt });
}

/**
 * Logins and their refresh tokens. Refresh tokens are stored only as SHA-256 hashes and work
 * once; each one's successor is derived from it with a key held by the server alone, so a refresh
 * retried within the grace window gets the very token it would have got the first time, and a
 * login is one chain of tokens that can never fork into two live branches.
 */
export class Sessions {
  private readonly successorKey: Buffer;

  constructor(
    private readonly database: Database,
    secret: string,
  ) {
    this.successorKey = derivedKey(secret, 'refresh-successor');
  }

  /** The token that follows `refresh`: the same every time, and unknowable without the server's key. */
  successorOf(refresh: string): string {
    return createHmac('sha256', this.successorKey).update(refresh).digest('base64url');
  }

  /** A new login with an absolute end, and its first refresh token. */
  async start(userId: string): Promise<IssuedRefresh> {
    const sessionId = randomUUID();
    const familyExpiresAt = new Date(Date.now() + REFRESH_ABSOLUTE_DAYS * DAY_MS);
    const refresh = newOpaqueToken();
    await this.database.transaction(async (tx) => {
      await insertSession(tx, { id: sessionId, userId, expiresAt: familyExpiresAt });
      await insertToken(tx, refresh, userId, sessionId, familyExpiresAt);
    });
    return { refresh, sessionId, familyExpiresAt };
  }

  /**
   * Spends a refresh token and answers its successor. A token works once: presenting a spent one
   * means it was copied, so its login (on every device holding it) is revoked, access tokens
   * included — unless it was spent moments ago and its successor is still unused (see
   * REFRESH_REUSE_GRACE_SECONDS), when the answer is that same successor again.
   */
  async rotate(refresh: string): Promise<Rotation> {
    const tokenHash = sha256(refresh);
    const successor = this.successorOf(refresh);
    return this.database.transaction(async (tx) => {
      // Concurrent refreshes of one token wait here for each other. The state is read by the next
      // statement, whose snapshot includes what the one before committed (its successor).
      if (!(await lockRefreshToken(tx, tokenHash))) return { ok: false, reason: 'unknown' } as const;
      const row = await refreshTokenState(tx, tokenHash, REFRESH_REUSE_GRACE_SECONDS, sha256(successor));
      if (!row) return { ok: false, reason: 'unknown' } as const;
      if (row.revoked) return { ok: false, reason: 'revoked' } as const;
      if (row.used && !row.retry) {
        await revokeSession(tx, row.sessionId);
        return { ok: false, reason: 'reused' } as const;
      }
      if (row.expired) return { ok: false, reason: 'expired' } as const;
      if (!row.used) {
        await markRefreshTokenUsed(tx, tokenHash);
        await insertToken(tx, successor, row.userId, row.sessionId, row.sessionExpiresAt);
      }
      return {
        ok: true,
        userId: row.userId,
        sessionVersion: row.sessionVersion,
        refresh: successor,
        sessionId: row.sessionId,
        familyExpiresAt: row.sessionExpiresAt,
      } as const;
    });
  }

  /** Logout: the login of this refresh token ends, its access tokens with it. */
  async revokeLoginOf(refresh: string): Promise<void> {
    await revokeSessionOfToken(this.database, sha256(refresh));
  }
}

/** Every login of the account ends: refresh and access tokens (the logins, and the session version). */
export async function endAllSessions(q: Query, userId: string): Promise<void> {
  await revokeAllSessions(q, userId);
  await bumpSessionVersion(q, userId);
}
