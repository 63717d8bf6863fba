// Imported by the password worker only (password-worker.ts): the event loop never loads zxcvbn.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { en } from '../wording/en.ts';
import type { Words } from '../wording/index.ts';
import names from './data/indian-names.json' with { type: 'json' };
import * as words from './indian-password-words.ts';
import { isLeaked } from './leaked-passwords.ts';

/**
 * Why a new password cannot be used, as data a worker thread can send back (password-worker.ts):
 * one of our reasons, said in every language, or zxcvbn's own warning, in English only.
 */
export type StrengthVerdict = { why: keyof Words['passwordWhy'] } | { warning: string | undefined };

/**
 * The lowest zxcvbn score a new password may have (decision 010). zxcvbn's scores: 2 is "somewhat
 * guessable: protection from unthrottled online attacks" (under 10^8 guesses), 3 is "safely
 * unguessable: moderate protection from offline slow-hash scenario" (under 10^10). Logins are
 * throttled, so the attack to resist is a stolen copy of the hashes, cracked offline: 3.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * How much of a password zxcvbn reads, and how many l33t readings it tries (decision 108). Its
 * dictionary matching looks up every substring of every l33t reading: at 64 characters and 8
 * substitutions a crafted 128-character password took 0.8–1.7 s of CPU, at 40 and 4 under a
 * tenth of that. 40 characters that are not themselves guessable are far above score 3.
 */
export const STRENGTH_LIMITS = { maxLength: 40, l33tMaxSubstitutions: 4 };

/** The site's name: a password made of it is one of the first things an attacker tries here. */
const SITE_WORDS = ['painpoint', 'pain point'];

interface Estimator {
  zxcvbn: ZxcvbnFactory;
  words: Set<string>;
}

let estimator: Promise<Estimator> | undefined;

/**
 * zxcvbn with its common-password (about 50,000), English and Indian dictionaries, built on first
 * use (warmUp: as the worker starts): about a quarter of a second and several megabytes.
 */
function strengthEstimator(): Promise<Estimator> {
  estimator ??= Promise.resolve()
    .then(() => createEstimator(STRENGTH_LIMITS))
    .catch((e: unknown) => {
      estimator = undefined;
      throw e;
    });
  return estimator;
}

/** The estimator at the given limits: STRENGTH_LIMITS, or others for bench/signup-load.ts to compare. */
export function createEstimator(limits: typeof STRENGTH_LIMITS): Estimator {
  const dictionary = { ...common.dictionary, ...english.dictionary, ...indianDictionary() };
  const words = new Set(Object.values(dictionary).flatMap((list) => list.map((w) => String(w).toLowerCase())));
  const zxcvbn = new ZxcvbnFactory({
    dictionary,
    graphs: common.adjacencyGraphs,
    translations: {
      ...english.translations,
      // Our own words where the refusal is about this site or the person's login, or a list.
      warnings: {
        ...english.translations.warnings,
        userInputs: en.passwordWhy.ownLogin,
        topTen: en.passwordWhy.common,
        topHundred: en.passwordWhy.common,
        common: en.passwordWhy.common,
      },
    },
    ...limits,
  });
  return { zxcvbn, words };
}

/**
 * The words people in India build passwords from (issue 33, item 10), as zxcvbn dictionaries: first
 * names, surnames, cities and states (data/indian-names.json, made from Faker's Indian English
 * locale by scripts/password-lists.ts), and our lists of names, cricket, film, faith and everyday
 * words and famous example passwords (indian-password-words.ts).
 */
function indianDictionary(): Record<string, string[]> {
  const lower = (list: readonly string[]) => [...new Set(list.map((w) => w.toLowerCase()))];
  return {
    indianFirstNames: lower([...names.firstNames, ...words.NAMES]),
    indianSurnames: names.surnames,
    indianPlaces: names.places,
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
export function knownWords(login: string | undefined): string[] {
  if (!login) return SITE_WORDS;
  const lower = login.toLowerCase();
  const words = [lower, ...lower.split(/[@.+_-]/).filter((w) => w.length >= 3)];
  const digits = lower.replace(/\D/g, '');
  if (lower.startsWith('+') && digits.length >= 8) {
    for (let i = 0; i <= digits.length - 6; i++) words.push(digits.slice(i));
  }
  return [...SITE_WORDS, ...words];
}

/** Loads the dictionaries and the leaked-password filter ahead of the first sign-up (the worker's start). */
export async function warmUp(): Promise<void> {
  await strengthEstimator();
  isLeaked('');
}

/**
 * Why a new password cannot be used, or undefined when it can. Its length (at least 8, up to 128,
 * no composition rules) is the contract's `Password` schema, checked before this. Refused: a
 * password in the leaked lists under any of the forms cracking rules try (leaked-passwords.ts);
 * one known word dressed with digits and symbols; and below MIN_PASSWORD_SCORE, zxcvbn's estimate
 * of the guesses it would take, knowing the common passwords, words, names, keyboard patterns,
 * dates, repeats, l33t spellings, the site's name and the person's login.
 */
export async function strengthVerdict(password: string, login?: string): Promise<StrengthVerdict | undefined> {
  const { zxcvbn, words } = await strengthEstimator();
  const { score, feedback } = zxcvbn.check(password, knownWords(login));
  const warning = feedback.warning ?? undefined;
  const why = (Object.keys(en.passwordWhy) as (keyof Words['passwordWhy'])[]).find(
    (k) => en.passwordWhy[k] === warning,
  );
  const weak = score < MIN_PASSWORD_SCORE;
  // zxcvbn's refusals in our own words (made from the login, a most common password) say the most.
  if (weak && why) return { why };
  if (isLeaked(password)) return { why: 'leaked' };
  if (oneDecoratedWord(password, words)) return { why: 'common' };
  return weak ? { warning } : undefined;
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
