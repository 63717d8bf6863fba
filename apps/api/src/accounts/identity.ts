/** What a login name is: an e-mail address, or a phone number in E.164 form. */
export type Identity = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/**
 * Reads the login form's "Email/Phone": an address (compared in lower case), or a number with its
 * country code ("+91 98765 43210", "0091…"). Anything else cannot name an account.
 */
export function identityOf(username: string): Identity | undefined {
  const u = username.trim();
  if (u.includes('@')) return { kind: 'email', value: u.toLowerCase() };
  const compact = u.replace(/[\s\-.()]/g, '').replace(/^00/, '+');
  if (/^\+[1-9]\d{7,14}$/.test(compact)) return { kind: 'phone', value: compact };
  return undefined;
}

export const identityColumn = (i: Identity) => (i.kind === 'email' ? 'email' : 'phone');
