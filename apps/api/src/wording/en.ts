import {
  INVISIBLE_TEXT,
  MAX_SAVED_ASSESSMENTS,
  ONE_LINE_TEXT,
  PHONE_TOO_LONG,
  TEXT_COUNTRIES,
  UNSTORABLE_TEXT,
  type TextCountry,
} from '@painpoint/contracts';
import { lettersEn } from './letters-en.ts';

const GIVE_LOGIN = 'Give either an e-mail address or a phone number.';

/** The countries texts go to (decision 109), named as a sentence: a new one must be named here. */
const TEXT_COUNTRY_NAMES: Record<TextCountry, string> = {
  IN: 'India',
  NP: 'Nepal',
  US: 'the United States',
  CA: 'Canada',
  GB: 'the United Kingdom',
};
const names = TEXT_COUNTRIES.map((c) => TEXT_COUNTRY_NAMES[c]);
const TEXT_COUNTRY_LIST = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * What the API says to people when it refuses a request or has done what was asked, in English
 * (decision 048). Every other language has a module with the same names (hi.ts; the `Words` type
 * makes that so); an answer names what it says with a function of the words, `(w) => w.wrongCode`,
 * and the request's language picks the module. The spec's own sentences are kept word for word.
 */
export const en = {
  // --- Accounts -----------------------------------------------------------------------------------
  /** docs/product.md §8: a failed login. */
  loginFailed: 'Wrong email/password! Please try again',
  /** docs/product.md §8: sign-up with a login that has an account. */
  accountExists: 'Account already exist',
  giveLogin: GIVE_LOGIN,
  phoneNotReal:
    'This is not a phone number of the country you chose. Check the number and the country code (for India, +91).',
  /** Decision 109: a sign-up or a resend for a number of a country the site does not text. */
  textsNotToCountry: `We send text messages only to numbers in ${TEXT_COUNTRY_LIST}. Please sign up with your e-mail address instead.`,
  /** Decision 109: a reset code asked for a number of another country (an account made before the rule). */
  resetNotToCountry: `We send text messages only to numbers in ${TEXT_COUNTRY_LIST}, so we cannot text a code to this number. You can still log in with your password; if you have forgotten it, write to us from the Contact Us page.`,
  /** Decision 109: a landline, toll-free, premium-rate, internet (VoIP) or pager number. */
  textsOnlyToMobiles:
    'We send codes only to mobile numbers, not to landlines, toll-free, premium-rate or internet numbers. Please give a mobile number, or use an e-mail address instead.',
  /** Decision 109: the day's budget of text messages is spent. */
  textBudgetSpent:
    'We cannot send more text messages today. Please try again tomorrow, or use an e-mail address instead.',
  wrongCode: 'That code is not right, or it has expired. Check the text message, or ask for a new code.',
  linkGone: 'This link has expired or has already been used. Ask for a new one on the "Forgot password" page.',
  /** A verify link that is unknown, used or expired (decision 065). */
  verifyLinkGone:
    'This link has expired or has already been used. If you have not confirmed your account yet, sign up again with the same address to get a new link.',
  /**
   * A verify link or code with a password that no sign-up with this address or number chose
   * (decision 110).
   */
  signUpPasswordWrong:
    'This is not the password you chose when you signed up. Type that password, or sign up again with the same address or number.',
  /** A new password zxcvbn judges too easy, with its reason when it has one in this language. */
  passwordTooEasy: (why: string | undefined) =>
    [
      'This password is too easy to guess.',
      why,
      'Please choose another: four or more words that do not belong together, like a short sentence only you would think of, make a strong password that is easy to remember.',
    ]
      .filter(Boolean)
      .join(' '),
  /** The reasons for refusing a password that are the site's own (zxcvbn's other reasons are English). */
  passwordWhy: {
    ownLogin:
      'A password must not be your e-mail address, your phone number or the name of the site, nor be made from them.',
    common: 'It is one of the most common passwords.',
    leaked: 'It appears in lists of passwords leaked from other sites, which attackers try first.',
  },
  privacyNoticeChanged:
    'The privacy notice has changed since this page was opened. Please reload the page, read it again and confirm.',
  historyNoticeChanged:
    'The notice about saved assessments has changed since this page was opened. Please reload the page, read it again and confirm.',
  historyConsentNeeded:
    'To save assessments, first agree to keep a history of them (in your profile). Nothing was saved.',
  historyFull: `You have ${MAX_SAVED_ASSESSMENTS} saved assessments, the most we keep. Delete some you no longer need, then save this one again.`,
  noSuchAssessment: 'There is no saved assessment with this id.',
  onlyFromSite: 'This call is accepted only from the PainPoint site itself.',
  logInFirst: 'Please log in first.',
  /** Deleting the account, more than 5 minutes after logging in (decision 063). */
  passwordToDelete:
    'To delete your account, enter your password. It is asked for when you logged in more than 5 minutes ago.',
  wrongPasswordToDelete: 'That password is not right. Your account was not deleted.',
  /** Deleting the whole history or the profile, more than 5 minutes after logging in. */
  passwordToDeleteData:
    'To delete this, enter your password. It is asked for when you logged in more than 5 minutes ago.',
  wrongPasswordNothingDeleted: 'That password is not right. Nothing was deleted.',
  logInAgain: 'Your session has ended. Please log in again.',

  // --- What was done (2xx) ---------------------------------------------------------------------------
  /** A reset link asked for: the same answer whether or not an account uses the address. */
  resetLinkSent: (minutes: number) =>
    `If an account uses this address, we have sent it an e-mail with a link to choose a new password. The link works once, for ${minutes} minutes. Check your spam folder too.`,
  /** A reset code asked for by text: the same answer whether or not an account uses the number. */
  resetCodeSent: (minutes: number) =>
    `If an account uses this number, we have sent it a text with a 6-digit code. The code works once, for ${minutes} minutes.`,
  passwordSet: 'Your new password is set. You can log in with it now.',
  accountConfirmed: 'Your account is confirmed. You can log in now.',
  /** A new confirmation link or code asked for: the same answer whoever asks. */
  confirmationResent:
    'If an account is waiting for this address or number to be confirmed, we have sent it a new link or code. Check your spam folder too.',
  accountDeleted: 'Your account and all of its data have been deleted.',
  consentWithdrawn: 'Your consent is withdrawn and your profile details are deleted.',
  assessmentDeleted: 'The saved assessment is deleted.',
  /** docs/product.md §8: the contact message's success. */
  messageSent: 'Your message has been sent successfully',

  // --- Too many requests --------------------------------------------------------------------------
  /** The account calls' throttle (login, sign-up, resets, codes, contact). */
  tooManyAttempts: (seconds: number) =>
    `Too many attempts. Please wait ${seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`} and try again.`,
  /** The per-route rate limit. */
  tooManyRequests: (seconds: number) => `Too many requests. Please wait ${seconds} seconds and try again.`,

  // --- A request the schema refuses (400) ----------------------------------------------------------
  /** The whole answer's message: each field's path and what is wrong with it. */
  invalidRequest: (problems: readonly { path: string; message: string }[]) =>
    `Invalid request: ${problems.map((p) => `${p.path} ${p.message}`).join('; ')}`,
  /**
   * What is wrong with one field. English keeps each schema's own sentence; another language
   * says it by the kind of problem (issueIn in index.ts), with these as its words.
   */
  field: {
    giveLogin: GIVE_LOGIN,
    emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
    chooseDialCode: 'Choose a country calling code, like +91.',
    phoneDigitsOnly: 'Enter the phone number using digits only.',
    phoneTooLong: PHONE_TOO_LONG,
    passwordsDiffer: 'The two passwords are not the same.',
    enterSignUpPassword: 'Enter the password you chose when you signed up.',
    unstorable: UNSTORABLE_TEXT,
    oneLine: ONE_LINE_TEXT,
    invisible: INVISIBLE_TEXT,
    tooFewCharacters: (min: number) => `Needs at least ${min} characters.`,
    tooManyCharacters: (max: number) => `Has at most ${max} characters.`,
    tooFewItems: (min: number) => `Needs at least ${min} items.`,
    tooManyItems: (max: number) => `Has at most ${max} items.`,
    tooSmall: (min: number) => `Must be at least ${min}.`,
    tooBig: (max: number) => `Must be at most ${max}.`,
    missing: 'This is missing, or is not the right kind of value.',
    notAnOption: 'Choose one of the options offered.',
    notValid: 'This is not valid.',
  },

  // --- Faults ---------------------------------------------------------------------------------------
  /** A request Fastify could not take (unreadable JSON, a body too large, the wrong content type). */
  unreadable: (status: number): string =>
    status === 413
      ? 'This request is too large.'
      : status === 415
        ? 'This request is not in a form the server takes (send JSON).'
        : 'The request could not be read.',
  /** A JSON body whose bytes are not UTF-8 (plugins/app/json-body.ts). */
  notUtf8: 'The request body is not valid UTF-8 text. Send it encoded as UTF-8.',
  briefOutage: 'The service is briefly unavailable. Please try again in a moment.',
  /** A request that arrives while the server shuts down (plugins/app/graceful-close.ts). */
  restarting: 'The service is restarting. Please try again in a few seconds.',
  /** Addresses Fastify refuses before routing (plugins/app/errors.ts frameworkErrors). */
  addressTooLong: 'This address is too long.',
  addressNotValid: 'This address is not valid: check its % escapes.',
  /** The readiness check finds no database (GET /readyz/). */
  databaseUnreachable: 'The database is unreachable.',
  /** Too many passwords waiting to be checked (accounts/passwords.ts): a 503 with Retry-After. */
  passwordsBusy:
    'Too many passwords are being checked right now. Nothing was changed: please try again in a few seconds.',
  ourFault: (reference: string) => `Something went wrong on our side. Please try again later (reference ${reference}).`,
  /** The account calls' mail and texts (letters-en.ts), sent in the account's language. */
  letters: lettersEn,
};

/** The shape every language's wording has: the English module's (hi.ts is checked against it). */
export type Words = typeof en;
