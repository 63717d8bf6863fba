import { hash, verify, type Options } from '@node-rs/argon2';
import type { Query } from '../db/client.ts';
import type { PasswordHashCost } from '../env.ts';
import { retireAllOneTimeTokens } from '../db/repositories/one-time-tokens.ts';
import { markVerified, setPasswordHash } from '../db/repositories/users.ts';
import { endAllSessions } from './sessions.ts';
import { en } from '../wording/en.ts';
import type { Say } from '../wording/index.ts';
import { passwordPool, type PasswordPool, type PasswordPoolLimits } from './password-pool.ts';
import type { StrengthVerdict } from './password-strength.ts';

/**
 * Hashes and checks passwords with argon2id at the configured cost (env.ts: OWASP's parameters
 * everywhere but in the test suites). A new password is judged and hashed on the password
 * worker threads (password-pool.ts), never on the event loop, and refused with 503 when too many
 * wait; a login's check stays on libuv's threads, where @node-rs/argon2 runs it, throttled per
 * address and account.
 */
export class Passwords {
  private readonly options: Options;
  private readonly pool: PasswordPool;
  private dummyHash: Promise<string> | undefined;

  constructor(cost: PasswordHashCost, limits: PasswordPoolLimits) {
    // `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
    this.options = { algorithm: 2, ...cost };
    this.pool = passwordPool(limits);
  }

  /** A new password's hash, made on a worker thread. */
  async hash(password: string): Promise<string> {
    return String(await this.pool.run({ kind: 'hash', password, options: this.options }));
  }

  /**
   * Why a new password cannot be used, or undefined when it can (password-strength.ts). `login`
   * (the e-mail address or number) is what the password must not be made from.
   */
  async problem(password: string, login?: string): Promise<Say | undefined> {
    const verdict = (await this.pool.run({ kind: 'check', password, login })) as StrengthVerdict | undefined;
    if (!verdict) return undefined;
    // Our own reasons are said in every language; zxcvbn's others are in English only.
    if ('why' in verdict) return (w) => w.passwordTooEasy(w.passwordWhy[verdict.why]);
    return (w) => w.passwordTooEasy(w === en ? verdict.warning : undefined);
  }

  /**
   * Checks a password against a stored hash (at the parameters the hash names). With no hash (no
   * such account) it still does the same work against a throwaway hash, so the answer takes as long
   * whether or not the account exists.
   */
  async verify(stored: string | undefined, password: string): Promise<boolean> {
    this.dummyHash ??= hash('painpoint-timing-equaliser', this.options);
    const target = stored ?? (await this.dummyHash);
    const ok = await verify(target, password).catch(() => false);
    return stored !== undefined && ok;
  }
}

/**
 * A new password set with a link or code: every other link and code of the account stops working
 * and every session ends (decision 010). The link reached the address (or the code the number),
 * which proves it as a verify link would (decision 065). Run it in the transaction that spent the link.
 */
export async function changePassword(tx: Query, userId: string, passwordHash: string): Promise<void> {
  await retireAllOneTimeTokens(tx, userId);
  await markVerified(tx, userId);
  await setPasswordHash(tx, userId, passwordHash);
  await endAllSessions(tx, userId);
}
