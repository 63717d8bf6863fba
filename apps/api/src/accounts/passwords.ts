import { hash, verify, type Options } from '@node-rs/argon2';
// A type only: the estimator's code and dictionaries are imported on first use (strengthEstimator).
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { Query } from '../db/client.ts';
import type { PasswordHashCost } from '../env.ts';
import { retireAllOneTimeTokens } from '../db/repositories/one-time-tokens.ts';
import { markVerified, setPasswordHash } from '../db/repositories/users.ts';
import { endAllSessions } from './sessions.ts';
import { en as en_ } from '../wording/en.ts';
import type { Say, Words } from '../wording/index.ts';

type PasswordWhy = keyof Words['passwordWhy'];

/**
 * Hashes and checks passwords with argon2id at the configured cost (env.ts: OWASP's parameters
 * everywhere but in the test suites).
 */
export class Passwords {
  private readonly options: Options;
  private dummyHash: Promise<string> | undefined;

  constructor(cost: PasswordHashCost) {
    // `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
    this.options = { algorithm: 2, ...cost };
  }

  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  /**
   * Checks a password against a stored hash (at the parameters the hash names). With no hash (no
   * such account) it still does the same work against a throwaway hash, so the answer takes as long
   * whether or not the account exists.
   */
  async verify(stored: string | undefined, password: string): Promise<boolean> {
    this.dummyHash ??= this.hash('painpoint-timing-equaliser');
    const target = stored ?? (await this.dummyHash);
    const ok = await verify(target, password).catch(() => false);
    return stored !== undefined && ok;
  }
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

let estimator: Promise<{ zxcvbn: ZxcvbnFactory; words: Set<string> }> | undefined;

/**
 * zxcvbn with its common-password (about 50,000), English and Indian dictionaries, loaded on first use: the
 * dictionaries take about a quarter of a second to load and several megabytes of memory, which
 * only sign-up and setting a password need. It looks at the first 64 characters and at most 8 l33t
 * substitutions: beyond that a password is strong anyway, and the check of a 128-character l33t
 * string would otherwise take over a second of CPU.
 */
function strengthEstimator(): Promise<{ zxcvbn: ZxcvbnFactory; words: Set<string> }> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, india] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      indianDictionary(),
    ]);
    const dictionary = { ...common.dictionary, ...en.dictionary, ...india };
    const words = new Set(Object.values(dictionary).flatMap((list) => list.map((w) => String(w).toLowerCase())));
    const zxcvbn = new ZxcvbnFactory({
      dictionary,
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
    return { zxcvbn, words };
  })().catch((e: unknown) => {
    estimator = undefined;
    throw e;
  });
  return estimator;
}

/**
 * The words people in India build passwords from (issue 33, item 10), as zxcvbn dictionaries: first
 * names, surnames, cities and states from Faker's Indian English locale, and our lists of cricket,
 * film, faith and everyday words and famous example passwords (indian-password-words.ts).
 */
async function indianDictionary(): Promise<Record<string, string[]>> {
  const [{ faker }, words] = await Promise.all([
    import('@faker-js/faker/locale/en_IN'),
    import('./indian-password-words.ts'),
  ]);
  const { person, location } = faker.rawDefinitions;
  const lower = (list: readonly string[] | undefined) => [...new Set((list ?? []).map((w) => w.toLowerCase()))];
  return {
    indianFirstNames: lower([...(person?.first_name?.male ?? []), ...(person?.first_name?.female ?? [])]),
    indianSurnames: lower(person?.last_name?.generic),
    indianPlaces: lower([...(location?.state ?? []), ...(location?.city_name ?? [])]),
    indianCricket: lower(words.CRICKET),
    indianFilms: lower(words.FILMS),
    indianFaith: lower(words.FAITH),
    indianEveryday: lower(words.EVERYDAY),
    famousPasswords: lower(words.FAMOUS),
  };
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
  const { zxcvbn, words } = await strengthEstimator();
  if (oneDecoratedWord(password, words)) return (w) => w.passwordTooEasy(w.passwordWhy.common);
  const { score, feedback } = zxcvbn.check(password, knownWords(login));
  if (score >= MIN_PASSWORD_SCORE) return undefined;
  // Our own reasons are said in every language; zxcvbn's others are in English only.
  const warning = feedback.warning ?? undefined;
  const why = (Object.keys(en_.passwordWhy) as PasswordWhy[]).find((k) => en_.passwordWhy[k] === warning);
  return (w) => w.passwordTooEasy(why ? w.passwordWhy[why] : w === en_ ? warning : undefined);
}

/**
 * Whether a password is one known word dressed with a few digits and symbols: "Priya@1995",
 * "Kolkata#2020", "@sachin10". zxcvbn counts the word, the symbol and the year as three separate
 * guesses and passes some of these, yet "name or city, symbol, year" is among the first patterns
 * an attacker's rules try.
 */
export function oneDecoratedWord(password: string, words: ReadonlySet<string>): boolean {
  const m = /^[^\p{L}]{0,6}(\p{L}+)[^\p{L}]{0,6}$/u.exec(password.trim());
  return m !== null && words.has(m[1]!.toLowerCase());
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
