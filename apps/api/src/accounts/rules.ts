import type { Rule } from '../plugins/app/throttle.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The throttling limits of the account calls (OWASP ASVS 5.0 anti-automation), in one place. */
export const RULES = {
  loginPerAddress: { name: 'login-ip', max: 30, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords per account from browsers without the account's device cookie, counted
   * whether or not the account exists.
   */
  loginFailuresPerAccount: { name: 'login-fail', max: 5, windowMs: 15 * MINUTE },
  /** Wrong passwords from one browser holding the account's device cookie (accounts/devices.ts). */
  loginFailuresPerDevice: { name: 'login-device-fail', max: 5, windowMs: 15 * MINUTE },
  /** Wrong passwords given to delete the account (decision 063), as for login per account. */
  deleteFailuresPerAccount: { name: 'delete-fail', max: 5, windowMs: 15 * MINUTE },
  signUpPerAddress: { name: 'signup-ip', max: 10, windowMs: HOUR },
  resetPerAddress: { name: 'reset-ip', max: 10, windowMs: HOUR },
  /** Links or codes sent to one address or number; past it the request is answered but nothing is sent. */
  resetPerTarget: { name: 'reset-target', max: 3, windowMs: HOUR },
  codePerAddress: { name: 'code-ip', max: 30, windowMs: 15 * MINUTE },
  /** Wrong codes per phone number, counted whether or not the number has an account. */
  codeFailuresPerPhone: { name: 'code-fail', max: 5, windowMs: 10 * MINUTE },
  linkPerAddress: { name: 'link-ip', max: 30, windowMs: 15 * MINUTE },
  contactPerAddress: { name: 'contact-ip', max: 5, windowMs: HOUR },
  /**
   * Saved assessments per account (decision 036): far above anyone's real use (one an hour is a lot),
   * low enough that a script cannot churn the table by saving and deleting in a loop.
   */
  historySavesPerAccount: { name: 'history-save', max: 30, windowMs: HOUR },
} as const satisfies Record<string, Rule>;
