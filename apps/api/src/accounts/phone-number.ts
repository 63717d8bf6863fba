import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';

/**
 * Phone numbers are read with libphonenumber-js (Google's libphonenumber metadata, the "max" set:
 * the server can afford its size, and it knows each country's number ranges, not only lengths).
 * A number is stored in E.164 ("+919876543210") only when it is a real number of its country: a
 * "+1" number with an area code that does not exist is refused (decision 075).
 */

const valid = (p: PhoneNumber | undefined) => (p?.isValid() ? p : undefined);

/**
 * The E.164 form of a number typed with a calling code chosen beside it (sign-up, a reset by
 * phone), or undefined when it is not a real number of that code. Typed as people type it: with a
 * trunk "0" in front ("098765 43210"), or with the country code again ("91 98765 43210").
 */
export function phoneNumberOf(dialCode: string, typed: string): string | undefined {
  const code = dialCode.replace(/^\+/, '');
  const digits = typed.replace(/\D/g, '');
  if (!/^[1-9]\d{0,3}$/.test(code) || digits === '') return undefined;
  const asTyped = valid(parsePhoneNumberFromString(`+${code}${digits}`));
  if (asTyped) return asTyped.number;
  const repeated = digits.startsWith(code) ? valid(parsePhoneNumberFromString(`+${digits}`)) : undefined;
  return repeated?.countryCallingCode === code ? repeated.number : undefined;
}

/**
 * The countries a number typed at login without any calling code is tried in, in this order: India
 * (the people the site is for), then the default of docs/product.md §9, the US.
 */
const NATIONAL_COUNTRIES = ['IN', 'US'] as const;

/**
 * The real numbers a login name typed as a phone number may be, most likely first: with its
 * calling code ("+91 98765 43210", "0091…", "91 98765 43210") it is that number; without one
 * ("098765 43210", "98765 43210") it is tried as Indian, then as a US number. Empty when it is
 * none of these.
 */
export function phoneNumbersOf(username: string): string[] {
  const compact = username.trim().replace(/[\s\-.()]/g, '');
  if (!/^(\+|00)?\d{4,17}$/.test(compact)) return [];
  const found: string[] = [];
  const add = (p: PhoneNumber | undefined) => {
    if (p?.isValid() && !found.includes(p.number)) found.push(p.number);
  };
  if (/^(\+|00)/.test(compact)) {
    const digits = compact.replace(/^(\+|00)/, '');
    const international = valid(parsePhoneNumberFromString(`+${digits}`));
    if (international) return [international.number];
    // "+91 91 98765 43210": the country code typed twice.
    for (let len = 1; len <= 3; len++) {
      const again = phoneNumberOf(digits.slice(0, len), digits.slice(len));
      if (again && !found.includes(again)) found.push(again);
    }
    // "+1 98705 51956": an Indian number under the US code the phone field used to start on (the
    // form that older accounts keep, decision 075), which is no North American number.
    if (digits.startsWith('1')) add(parsePhoneNumberFromString(digits.slice(1), 'IN'));
    return found;
  }
  for (const country of NATIONAL_COUNTRIES) add(parsePhoneNumberFromString(compact, country));
  // "919876543210": an international number without its "+".
  add(parsePhoneNumberFromString(`+${compact}`));
  return found;
}

/**
 * The forms an account made before numbers were checked may hold the number `e164` under
 * (decision 075). Sign-up then joined the calling code and the digits with leading zeros dropped,
 * and defaulted to "+1" for everyone, so an Indian mobile was often kept as "+1" and its ten digits,
 * which is no real North American number. Those forms are found at login and in a reset by phone,
 * and the account's number is corrected once its owner has proved it.
 */
export function olderFormsOf(e164: string): string[] {
  const p = parsePhoneNumberFromString(e164);
  if (!p) return [];
  const forms: string[] = [];
  const stripped = `+${p.countryCallingCode}${p.nationalNumber.replace(/^0+/, '')}`;
  if (stripped !== e164) forms.push(stripped);
  if (p.countryCallingCode !== '1') {
    const underUs = `+1${p.nationalNumber.replace(/^0+/, '')}`;
    const digits = underUs.length - 1;
    if (digits >= 8 && digits <= 15 && !parsePhoneNumberFromString(underUs)?.isValid()) forms.push(underUs);
  }
  return forms;
}

/**
 * A login name's raw phone form, as accounts made before numbers were checked may hold it: "+" and
 * its digits ("+19870551956" typed as it was once stored), for a name that starts with "+" or "00".
 */
export function rawInternationalForm(username: string): string | undefined {
  const compact = username.trim().replace(/[\s\-.()]/g, '');
  const international = compact.replace(/^00/, '+');
  return /^\+[1-9]\d{7,14}$/.test(international) ? international : undefined;
}

/** Every stored form to look an account up by for the real number `e164`: itself, then its older forms. */
export const storedForms = (e164: string): string[] => [e164, ...olderFormsOf(e164)];
