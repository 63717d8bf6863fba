import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, LINK_TTL_MINUTES } from '@painpoint/contracts';
import type { Query } from '../db/client.ts';
import {
  findLiveLink as findLiveLinkRow,
  insertCode,
  insertLink,
  lockLiveCode,
  markOneTimeTokenUsed,
  recordWrongCode,
  retireCodes,
  retireLinks,
  type LinkPurpose,
  type LiveLink,
} from '../db/repositories/one-time-tokens.ts';
import { codeHash, newCode, newOpaqueToken, sameHash, sha256 } from './tokens.ts';

export type { LinkPurpose, LiveLink };

export interface IssuedLink {
  token: string;
  expiresAt: Date;
}

/**
 * A single-use link token. Asking again replaces the earlier one, so only the newest link works.
 * Only its hash is stored.
 */
export async function issueLink(
  q: Query,
  userId: string,
  purpose: LinkPurpose,
  ttlMinutes = LINK_TTL_MINUTES,
): Promise<IssuedLink> {
  await retireLinks(q, userId);
  const token = newOpaqueToken();
  const expiresAt = await insertLink(q, { tokenHash: sha256(token), userId, purpose, ttlMinutes });
  return { token, expiresAt };
}

/** The link's row while it is unused and unexpired; `lock` holds it for the caller's transaction. */
export function findLiveLink(q: Query, token: string, lock = false): Promise<LiveLink | undefined> {
  return findLiveLinkRow(q, sha256(token), lock);
}

/** A fresh 6-digit code for the account (earlier ones stop working); stored as a keyed hash. */
export async function issueCode(q: Query, secret: string, userId: string): Promise<string> {
  await retireCodes(q, userId);
  const code = newCode();
  await insertCode(q, { codeHash: codeHash(secret, userId, code), userId, ttlMinutes: CODE_TTL_MINUTES });
  return code;
}

/**
 * Trades the newest live code sent to `phone` for a reset link of CODE_TTL_MINUTES, or undefined
 * when there is none or `code` is wrong (then counted: the code dies after its last allowed wrong
 * try). Run it in a transaction: the code's row stays locked until the caller commits.
 */
export async function redeemCode(
  tx: Query,
  secret: string,
  phone: string,
  code: string,
): Promise<(IssuedLink & { userId: string }) | undefined> {
  const row = await lockLiveCode(tx, phone);
  if (!row) return undefined;
  if (!sameHash(row.codeHash, codeHash(secret, row.userId, code))) {
    await recordWrongCode(tx, row.id, CODE_MAX_ATTEMPTS);
    return undefined;
  }
  await markOneTimeTokenUsed(tx, row.id);
  return { ...(await issueLink(tx, row.userId, 'reset', CODE_TTL_MINUTES)), userId: row.userId };
}

/** Answers after at least `ms`, so a fast path (no such account) cannot be told from a slow one. */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const until = Date.now() + ms;
  const result = await work();
  const left = until - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
  return result;
}
