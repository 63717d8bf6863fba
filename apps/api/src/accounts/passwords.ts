import { hash, verify, type Options } from '@node-rs/argon2';
// A type only: the estimator's code and dictionaries are imported on first use (strengthEstimator).
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Query } from '../db/client.ts';
import { retireAllOneTimeTokens } from '../db/repositories/one-time-tokens.ts';
import { setPasswordHash } from '../db/repositories/users.ts';
import { endAllSessions } from './sessions.ts';
import { en as en_ } from '../wording/en.ts';
import type { Say, Words } from '../wording/index.ts';

type PasswordWhy = keyof Words['passwordWhy'];

/** OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane. */
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (no such account) it still does the same
 * work against a throwaway hash, so the answer takes as long whether or not the account exists.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('painpoint-timing-equaliser');
  const target = stored ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return stored !== undefined && ok;
}

/**
 * The lowest zxcvbn score a new password may have (decision 010). zxcvbn's scores: 2 is "somewhat
 * guessable: protection from unthrottled online attacks" (under 10^8 guesses), 3 is "safely
 * unguessable: moderate protection from offline slow-hash scenario" (under 10^10). Logins are
 * throttled, so the attack to resist is a stolen copy of the hashes, cracked offline: 3.
 */
export const MIN_PASSWORD_SCORE = 3;

/** The site's name: a password made of it is one of the first things an attacker tries here. */
const SITE_WORDS = ['painpoint', 'pain point'];

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with its common-password (about 50,000) and English dictionaries, loaded on first use: the
 * dictionaries take about a quarter of a second to load and several megabytes of memory, which
 * only sign-up and setting a password need. It looks at the first 64 characters and at most 8 l33t
 * substitutions: beyond that a password is strong anyway, and the check of a 128-character l33t
 * string would otherwise take over a second of CPU.
 */
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: {
        ...en.translations,
        // Our own words where the refusal is about this site or the person's login, or a list.
        warnings: {
          ...en.translations.warnings,
          userInputs: en_.passwordWhy.ownLogin,
          topTen: en_.passwordWhy.common,
          topHundred: en_.passwordWhy.common,
          common: en_.passwordWhy.common,
        },
      },
      maxLength: 64,
      l33tMaxSubstitutions: 8,
    });
  })().catch((e: unknown) => {
    estimator = undefined;
    throw e;
  });
  return estimator;
}

/**
 * What the estimator should treat as known to an attacker: the site's name and the person's login,
 * with an e-mail address's parts and a phone number's trailing digits (the number without its
 * country code is one of them).
 */
function knownWords(login: string | undefined): string[] {
  if (!login) return SITE_WORDS;
  const lower = login.toLowerCase();
  const words = [lower, ...lower.split(/[@.+_-]/).filter((w) => w.length >= 3)];
  const digits = lower.replace(/\D/g, '');
  if (lower.startsWith('+') && digits.length >= 8) {
    for (let i = 0; i <= digits.length - 6; i++) words.push(digits.slice(i));
  }
  return [...SITE_WORDS, ...words];
}

/**
 * Why a new password cannot be used, or undefined when it can. Its length (at least 8, up to 128,
 * no composition rules) is the contract's `Password` schema, checked before this. Here zxcvbn
 * estimates how many guesses it would take, knowing the common passwords, words, names, keyboard
 * patterns, dates, repeats, l33t spellings, the site's name and the person's login (which is why
 * the login is passed in): below MIN_PASSWORD_SCORE the password is refused, with zxcvbn's reason
 * and what to do instead.
 */
export async function passwordProblem(password: string, login?: string): Promise<Say | undefined> {
  const zxcvbn = await strengthEstimator();
  const { score, feedback } = zxcvbn.check(password, knownWords(login));
  if (score >= MIN_PASSWORD_SCORE) return undefined;
  // Our own reasons are said in every language; zxcvbn's others are in English only.
  const warning = feedback.warning ?? undefined;
  const why = (Object.keys(en_.passwordWhy) as PasswordWhy[]).find((k) => en_.passwordWhy[k] === warning);
  return (w) => w.passwordTooEasy(why ? w.passwordWhy[why] : w === en_ ? warning : undefined);
}

/**
 * A new password set with a link or code: every other link and code of the account stops working
 * and every session ends (decision 010). Run it in the transaction that spent the link.
 */
export async function changePassword(tx: Query, userId: string, passwordHash: string): Promise<void> {
  await retireAllOneTimeTokens(tx, userId);
  await setPasswordHash(tx, userId, passwordHash);
  await endAllSessions(tx, userId);
}
