import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, LINK_TTL_MINUTES } from '@painpoint/contracts';
import type { Query } from '../db/client.ts';
import {
  findLiveLink as findLiveLinkRow,
  insertCode,
  insertLink,
  lockLiveCode,
  lockLiveCodes,
  lockLiveVerifyLink,
  markOneTimeTokenUsed,
  recordWrongCode,
  retireAllOneTimeTokens,
  retireCodes,
  retireLinks,
  type CodePurpose,
  type LinkPurpose,
  type LiveLink,
} from '../db/repositories/one-time-tokens.ts';
import { signUpPasswordHashes } from '../db/repositories/sign-up-attempts.ts';
import { markVerified, setPasswordHash } from '../db/repositories/users.ts';
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
  retireEarlier = true,
): Promise<IssuedLink> {
  if (retireEarlier) await retireLinks(q, userId, purpose);
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
  retireEarlier = true,
): Promise<string> {
  if (retireEarlier) await retireCodes(q, userId, purpose);
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

/** Checks a password against a stored hash (the site's argon2id). */
export type PasswordCheck = (hash: string, password: string) => Promise<boolean>;

/** What a verify link or code came to: the account verified, or why not. */
export type Verified = { userId: string } | 'gone' | 'wrong-code' | 'wrong-password';

/**
 * The link or code has proven the address or number; `password` must be one chosen by a sign-up of
 * the account (decision 110), which then becomes its password: whoever holds the address verifies
 * with the password they chose, never with one a stranger chose by signing up with it.
 */
async function verifyWithPassword(tx: Query, userId: string, password: string, check: PasswordCheck): Promise<boolean> {
  for (const hash of await signUpPasswordHashes(tx, userId)) {
    if (!(await check(hash, password))) continue;
    await setPasswordHash(tx, userId, hash);
    await markVerified(tx, userId);
    // Every other sign-up's link or code ends with it.
    await retireAllOneTimeTokens(tx, userId);
    return true;
  }
  return false;
}

/**
 * Spends a live verify link and marks its account verified with `password`, if a sign-up of the
 * account chose it (decision 110); else the link stays as it was. Run it in a transaction.
 */
export async function redeemVerifyLink(
  tx: Query,
  token: string,
  password: string,
  check: PasswordCheck,
): Promise<Verified> {
  const row = await lockLiveVerifyLink(tx, sha256(token));
  if (!row) return 'gone';
  if (!(await verifyWithPassword(tx, row.userId, password, check))) return 'wrong-password';
  return { userId: row.userId };
}

/**
 * Spends the live verify code texted to `phone` that `code` matches (a number may hold the codes of
 * several sign-ups) and marks its account verified with `password`, if a sign-up of the account
 * chose it. A wrong code, or a right one with a password no sign-up chose, counts as a wrong try,
 * as a reset code's. Run it in a transaction.
 */
export async function redeemVerifyCode(
  tx: Query,
  secret: string,
  phone: string,
  code: string,
  password: string,
  check: PasswordCheck,
): Promise<Verified> {
  const rows = await lockLiveCodes(tx, phone, 'verify_code');
  const row = rows.find((r) => sameHash(r.codeHash, codeHash(secret, r.userId, code)));
  if (!row) {
    for (const r of rows) await recordWrongCode(tx, r.id, CODE_MAX_ATTEMPTS);
    return 'wrong-code';
  }
  if (!(await verifyWithPassword(tx, row.userId, password, check))) {
    await recordWrongCode(tx, row.id, CODE_MAX_ATTEMPTS);
    return 'wrong-password';
  }
  return { userId: row.userId };
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
