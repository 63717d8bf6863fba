import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, LINK_TTL_MINUTES } from '@painpoint/contracts';
import type { Query } from '../db/client.ts';
import {
  findLiveLink as findLiveLinkRow,
  insertCode,
  insertLink,
  lockLiveCode,
  lockLiveVerifyLink,
  markOneTimeTokenUsed,
  recordWrongCode,
  retireCodes,
  retireLinks,
  type CodePurpose,
  type LinkPurpose,
  type LiveLink,
} from '../db/repositories/one-time-tokens.ts';
import { markVerified } from '../db/repositories/users.ts';
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
  await retireLinks(q, userId, purpose);
  const token = newOpaqueToken();
  const expiresAt = await insertLink(q, { tokenHash: sha256(token), userId, purpose, ttlMinutes });
  return { token, expiresAt };
}

/** The link's row while it is unused and unexpired; `lock` holds it for the caller's transaction. */
export function findLiveLink(q: Query, token: string, lock = false): Promise<LiveLink | undefined> {
  return findLiveLinkRow(q, sha256(token), lock);
}

/**
 * A fresh 6-digit code for the account (earlier ones for the same purpose stop working); stored as
 * a keyed hash.
 */
export async function issueCode(
  q: Query,
  secret: string,
  userId: string,
  purpose: CodePurpose = 'phone_code',
): Promise<string> {
  await retireCodes(q, userId, purpose);
  const code = newCode();
  await insertCode(q, { codeHash: codeHash(secret, userId, code), userId, ttlMinutes: CODE_TTL_MINUTES, purpose });
  return code;
}

/**
 * The newest live code for `purpose` sent to `phone`, spent when `code` is right; undefined when
 * there is none or `code` is wrong (then counted: the code dies after its last allowed wrong try).
 */
async function spendCode(tx: Query, secret: string, phone: string, code: string, purpose: CodePurpose) {
  const row = await lockLiveCode(tx, phone, purpose);
  if (!row) return undefined;
  if (!sameHash(row.codeHash, codeHash(secret, row.userId, code))) {
    await recordWrongCode(tx, row.id, CODE_MAX_ATTEMPTS);
    return undefined;
  }
  await markOneTimeTokenUsed(tx, row.id);
  return row.userId;
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
  const userId = await spendCode(tx, secret, phone, code, 'phone_code');
  if (!userId) return undefined;
  return { ...(await issueLink(tx, userId, 'reset', CODE_TTL_MINUTES)), userId };
}

/**
 * Spends a live verify link and marks its account verified (decision 065); answers the account, or
 * undefined when the link is unknown, used or expired. Run it in a transaction.
 */
export async function redeemVerifyLink(tx: Query, token: string): Promise<string | undefined> {
  const row = await lockLiveVerifyLink(tx, sha256(token));
  if (!row) return undefined;
  await markOneTimeTokenUsed(tx, row.id);
  await markVerified(tx, row.userId);
  return row.userId;
}

/**
 * Spends the newest verify code texted to `phone` and marks its account verified; undefined when
 * there is none or `code` is wrong (counted, as a reset code's). Run it in a transaction.
 */
export async function redeemVerifyCode(
  tx: Query,
  secret: string,
  phone: string,
  code: string,
): Promise<string | undefined> {
  const userId = await spendCode(tx, secret, phone, code, 'verify_code');
  if (userId) await markVerified(tx, userId);
  return userId;
}

/** Requests for a link or code answer after this long whatever happened, so they say nothing. */
export const NEUTRAL_MS = 350;

/** Answers after at least `ms`, so a fast path (no such account) cannot be told from a slow one. */
export async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const until = Date.now() + ms;
  const result = await work();
  const left = until - Date.now();
  if (left > 0) await new Promise((r) => setTimeout(r, left));
  return result;
}
