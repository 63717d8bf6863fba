import { DEFAULT_DIAL_CODE, toE164 } from '@painpoint/contracts';

/** What a login name is: an e-mail address, or a phone number in E.164 form. */
export type Identity = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/**
 * Reads the login form's "Email/Phone": an address (compared in lower case), or a phone number.
 * A number with its country code ("+91 98765 43210", "0091…") is taken as it is; one without is
 * read with the sign-up form's default country, exactly as sign-up builds it (toE164), so
 * "(415) 555-7380" finds the account made with "+1" and "4155557380". Anything else cannot name
 * an account.
 */
export function identityOf(username: string): Identity | undefined {
  const u = username.trim();
  if (u.includes('@')) return { kind: 'email', value: u.toLowerCase() };
  const compact = u.replace(/[\s\-.()]/g, '');
  if (/^(\+|00)/.test(compact)) {
    const international = compact.replace(/^00/, '+');
    return /^\+[1-9]\d{7,14}$/.test(international) ? { kind: 'phone', value: international } : undefined;
  }
  const national = /^\d{4,15}$/.test(compact) ? toE164(DEFAULT_DIAL_CODE, compact) : undefined;
  return national ? { kind: 'phone', value: national } : undefined;
}
