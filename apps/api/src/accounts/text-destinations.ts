import { TEXT_COUNTRIES } from '@painpoint/contracts';
import { parsePhoneNumberFromString, type NumberType } from 'libphonenumber-js/max';

/** Why a number gets no text: not a country the site serves, or not a mobile. */
export type TextRefusal = 'country' | 'type';

const COUNTRIES: ReadonlySet<string> = new Set(TEXT_COUNTRIES);

/**
 * The kinds of number a code is texted to. FIXED_LINE_OR_MOBILE is how the US and Canada's numbers
 * read (their ranges do not tell a mobile from a landline); everything else — premium rate, shared
 * cost, toll free, VoIP, pager, UAN, voicemail, personal, landlines — is where text-message pumping
 * is paid out, or cannot read a text at all.
 */
const MOBILE_TYPES: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * Why the site does not text `e164` (decision 109), or undefined when it does: a mobile number of
 * one of TEXT_COUNTRIES. The country is the number's own, not its calling code's: "+1 876" is
 * Jamaica, which shares +1 with the US. getType() needs the "max" metadata, which knows each
 * country's ranges by kind.
 */
export function textRefusal(e164: string): TextRefusal | undefined {
  const number = parsePhoneNumberFromString(e164);
  if (!number?.isValid() || !number.country || !COUNTRIES.has(number.country)) return 'country';
  const type = number.getType();
  return type && MOBILE_TYPES.has(type) ? undefined : 'type';
}
