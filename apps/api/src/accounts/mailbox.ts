import normalizeEmail from 'validator/lib/normalizeEmail.js';

/**
 * The inbox an address delivers to, as the key of the limits on mail sent to one address (decision
 * 109): "Asha.Kumari+1@GoogleMail.com" and "ashakumari@gmail.com" are one inbox, so they share one
 * budget of mail. validator.js knows the big providers' rules (Gmail ignores dots and maps
 * googlemail.com to gmail.com; Gmail, Outlook, iCloud and others drop a "+tag", Yahoo a "-tag");
 * a "+tag" is dropped for every other domain too, since most mail servers deliver it to the same
 * inbox. Only the limit's key: an account keeps its address as typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const normal = normalizeEmail(address) || address;
  const at = normal.lastIndexOf('@');
  const plus = normal.indexOf('+');
  return plus > 0 && plus < at ? `${normal.slice(0, plus)}${normal.slice(at)}` : normal;
}
