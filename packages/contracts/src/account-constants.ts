/**
 * Account constants shared by the web app and the API, without zod, so the browser can import them
 * (`@painpoint/contracts/account-constants`) without carrying the schema library.
 */

/**
 * docs/product.md §9: the phone number has at most 15 digits (E.164), and the country defaults to the US; for a
 * visitor who is likely in India it starts on India instead (decision 075).
 */
export const PHONE_MAX_DIGITS = 15;
export const DEFAULT_PHONE_COUNTRY = 'US';
/**
 * The countries whose numbers the site texts a code to (decision 109), India first: India, its
 * neighbour Nepal, and the US, Canada and the UK, where most of the Hindi and English readers
 * abroad live. Texts elsewhere cost more and are where text-message pumping goes; people there
 * sign up with an e-mail address. Only mobile numbers of these countries get a text.
 */
export const TEXT_COUNTRIES = ['IN', 'NP', 'US', 'CA', 'GB'] as const;
export type TextCountry = (typeof TEXT_COUNTRIES)[number];

export const PHONE_TOO_LONG = `A phone number has at most ${PHONE_MAX_DIGITS} digits, with the country code.`;

/** Joins a calling code and a number into E.164 ("+919876543210"), or says why it cannot. */
export function toE164(dialCode: string, national: string): string | undefined {
  const digits = `${dialCode.replace(/^\+/, '')}${national.replace(/^0+/, '')}`;
  if (!/^[1-9]\d+$/.test(digits) || digits.length > PHONE_MAX_DIGITS || digits.length < 8) return undefined;
  return `+${digits}`;
}

/** OWASP ASVS 5.0: at least 8 characters, at least 64 allowed, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** One-time codes sent by SMS: 6 digits, valid 10 minutes, at most 5 wrong tries. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Deleting the account needs no password within this many minutes of logging in with one (docs/product.md §7's
 * body-less call), and the password after that (decision 063).
 */
export const RECENT_LOGIN_MINUTES = 5;

/**
 * How long the site keeps what has stopped working (decision 064), stated in the privacy notice:
 * logins and their refresh tokens after they ended, links and codes after they were used or
 * expired, and mail and texts after they were delivered.
 */
export const RETENTION_DAYS = 30;

/** Links sent by e-mail (reset, set password) stay valid this long and work once. */
export const LINK_TTL_MINUTES = 30;

/** The token of a link the site sends (reset or set a password): the shape of every one it makes. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** Accounts are for adults. */
export const ACCOUNT_MIN_AGE = 18;

/** The profile fields the privacy notice names: age range, sex and body type (and a name). */
export const AGE_RANGES = ['18-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80+'] as const;
export type AgeRangeKey = (typeof AGE_RANGES)[number];

export const PROFILE_SEXES = ['male', 'female'] as const;
export type ProfileSex = (typeof PROFILE_SEXES)[number];

/** Body type as people describe it; the assessment still asks for the weight itself. */
export const BODY_TYPES = ['slim', 'average', 'heavy', 'very-heavy'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/**
 * The version of the consent notice shown next to the profile form. Consent is recorded against
 * it; when the notice's wording changes, this changes and the API refuses consent to an old one.
 */
export const PROFILE_NOTICE_VERSION = '2026-11-21';

/**
 * The version of the notice shown where a person turns on their assessment history. Consent to it
 * is recorded and withdrawable apart from the profile's (decision 036).
 */
export const HISTORY_NOTICE_VERSION = '2026-11-23';

/**
 * The most saved assessments one person keeps (decision 036): years of occasional use, or a check
 * every day for three months; past it, saving is refused until some are deleted, never by quietly
 * deleting the oldest.
 */
export const MAX_SAVED_ASSESSMENTS = 100;

/** How many saved assessments one page of the list holds, by default and at most. */
export const ASSESSMENT_PAGE_DEFAULT = 20;
export const ASSESSMENT_PAGE_MAX = MAX_SAVED_ASSESSMENTS;

/**
 * Paths of the account calls: docs/product.md §7's where the spec names them, ours where it says "not shown"
 * (refresh, logout, reset, profile). Both the web app and the API use these.
 */
export const ACCOUNT_API = {
  login: '/api/login-user/',
  refresh: '/api/token/refresh/',
  logout: '/api/token/revoke/',
  createAccount: '/user/create-account/',
  setPassword: (token: string) => `/user/set-password/${encodeURIComponent(token)}/`,
  deleteAccount: '/user/delete-user-account/',
  message: '/user/user-msg/',
  forgotPassword: '/user/forgot-password/',
  forgotPasswordPhone: '/user/forgot-password-phone/',
  verifyResetCode: '/user/verify-reset-code/',
  /** A new account's address or number is proven here: the mailed link's token, or the texted code (decision 065). */
  verifyAccount: '/user/verify-account/',
  /** Sends the link or code to verify a new account again. */
  resendVerification: '/user/resend-verification/',
  profile: '/user/profile/',
  /** PUT: the language the person chose, kept with the account (decision 046). */
  language: '/user/language/',
  exportData: '/user/export/',
  logoutEverywhere: '/user/logout-all/',
  /** Saved assessments: GET lists them (newest first), POST saves one, DELETE deletes them all. */
  assessments: '/user/assessments/',
  /** One saved assessment: GET reads it, DELETE deletes it. */
  assessment: (id: string) => `/user/assessments/${encodeURIComponent(id)}/`,
  /** Consent to keep a history of assessments: GET reads it, PUT gives it, DELETE withdraws it. */
  assessmentsConsent: '/user/assessments/consent/',
} as const;

/**
 * Optional header of POST /user/user-msg/: a UUID the sender gives the message. A message kept on the
 * device while offline is sent again until an answer comes back; a repeat of a key already stored is
 * answered as a success and stores and mails nothing (docs/decisions/044).
 */
export const MESSAGE_KEY_HEADER = 'idempotency-key';

/** The refresh-token cookie: HttpOnly, Secure, SameSite=Strict, sent only to the token calls. */
export const REFRESH_COOKIE = 'pp_refresh';
export const REFRESH_COOKIE_PATH = '/api/token/';
/**
 * A cookie with no secret in it ("1"), readable by the page, that says a refresh cookie may be
 * present: the app asks for a fresh access token on load only when it is set, so anonymous visits
 * make no extra call.
 */
export const SESSION_HINT_COOKIE = 'pp_session';
