import { olderFormsOf, phoneNumbersOf, rawInternationalForm } from './phone-number.ts';

/**
 * What a login name is: an e-mail address, or a phone number. A phone number may stand for more
 * than one real number ("4155557380" is a number in India and one in the US): `numbers` are the
 * real numbers it may be, most likely first, and `forms` every stored form to look the account up
 * by, in that order (each number, then the forms accounts made before numbers were checked hold it
 * under, decision 075).
 */
export type Identity = { kind: 'email'; value: string } | { kind: 'phone'; numbers: string[]; forms: string[] };

/**
 * Reads the login form's "Email/Phone": an address (compared in lower case), or a phone number as
 * people type it ("+91 98765 43210", "0091…", "91 98765 43210", "098765 43210", "98765 43210",
 * "(415) 555-7380"). Anything else cannot name an account.
 */
export function identityOf(username: string): Identity | undefined {
  const u = username.trim();
  if (u.includes('@')) return { kind: 'email', value: u.toLowerCase() };
  const numbers = phoneNumbersOf(u);
  const forms = [...numbers];
  for (const n of numbers) for (const f of olderFormsOf(n)) if (!forms.includes(f)) forms.push(f);
  // A number stored before numbers were checked, typed exactly as it was stored.
  const raw = rawInternationalForm(u);
  if (raw && !forms.includes(raw)) forms.push(raw);
  return forms.length > 0 ? { kind: 'phone', numbers: numbers.length > 0 ? numbers : forms, forms } : undefined;
}

/**
 * The keys wrong passwords are counted under: every number the name may stand for, so that typing
 * one account's number in different ways counts against it all the same, and a name with no account
 * is counted exactly as one with an account.
 */
export function attemptKeys(identity: Identity): string[] {
  return identity.kind === 'email' ? [identity.value] : identity.numbers;
}

/**
 * The real number an account found under an older form of it (decision 075) should be stored as:
 * the number typed whose older forms include the stored one. Undefined when the stored number is
 * already one of the real numbers typed, or is no older form of any.
 */
export function realNumberFor(identity: Identity, stored: string): string | undefined {
  if (identity.kind !== 'phone' || identity.numbers.includes(stored)) return undefined;
  return identity.numbers.find((n) => n !== stored && olderFormsOf(n).includes(stored));
}
