import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_DIGITS } from '@painpoint/contracts/account-constants';

/**
 * Country calling codes by ISO 3166 region (ITU-T E.164). Countries of the North American
 * numbering plan all dial +1: their area code is part of the number people know. Names come from
 * the browser (Intl.DisplayNames), so this table is the only data we ship (under 1 kB gzip).
 */
const CODES =
  'AF93AL355DZ213AS1AD376AO244AI1AG1AR54AM374AW297AU61AT43AZ994BS1BH973BD880BB1BY375BE32BZ501BJ229BM1BT975' +
  'BO591BA387BW267BR55IO246VG1BN673BG359BF226BI257KH855CM237CA1CV238KY1CF236TD235CL56CN86CX61CC61CO57KM269' +
  'CG242CD243CK682CR506CI225HR385CU53CW599CY357CZ420DK45DJ253DM1DO1EC593EG20SV503GQ240ER291EE372SZ268ET251' +
  'FK500FO298FJ679FI358FR33GF594PF689GA241GM220GE995DE49GH233GI350GR30GL299GD1GP590GU1GT502GG44GN224GW245' +
  'GY592HT509HN504HK852HU36IS354IN91ID62IR98IQ964IE353IM44IL972IT39JM1JP81JE44JO962KZ7KE254KI686XK383KW965' +
  'KG996LA856LV371LB961LS266LR231LY218LI423LT370LU352MO853MG261MW265MY60MV960ML223MT356MH692MQ596MR222' +
  'MU230YT262MX52FM691MD373MC377MN976ME382MS1MA212MZ258MM95NA264NR674NP977NL31NC687NZ64NI505NE227NG234' +
  'NU683NF672KP850MK389MP1NO47OM968PK92PW680PS970PA507PG675PY595PE51PH63PL48PT351PR1QA974RE262RO40RU7RW250' +
  'BL590SH290KN1LC1MF590PM508VC1WS685SM378ST239SA966SN221RS381SC248SL232SG65SX1SK421SI386SB677SO252ZA27' +
  'KR82SS211ES34LK94SD249SR597SJ47SE46CH41SY963TW886TJ992TZ255TH66TL670TG228TK690TO676TT1TN216TR90TM993TC1' +
  'TV688UG256UA380AE971GB44US1UY598UZ998VU678VA39VE58VN84VI1WF681EH212YE967ZM260ZW263AX358BQ599';

const DIAL = new Map<string, string>([...CODES.matchAll(/([A-Z]{2})(\d+)/g)].map((m) => [m[1]!, `+${m[2]!}`]));

export interface CountryOption {
  /** ISO 3166 region code, e.g. "IN". */
  country: string;
  /** Calling code with its plus, e.g. "+91". */
  dialCode: string;
  label: string;
}

/** The calling code of a region ("+1" for the US, the spec's default). */
export function dialCodeOf(country: string): string {
  return DIAL.get(country) ?? DIAL.get(DEFAULT_PHONE_COUNTRY) ?? '+1';
}

/** The country listed first: most people who use the site are in India. */
export const FIRST_COUNTRY = 'IN';

/**
 * Every country with its calling code, or only the countries `only` names (where a code is texted,
 * TEXT_COUNTRIES, decision 109), named in the page's language: India first, then by name.
 */
export function countryOptions(language: string, only?: readonly string[]): CountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(language);
  return [...DIAL]
    .filter(([country]) => !only || only.includes(country))
    .map(([country, dialCode]) => ({ country, dialCode, name: names?.of(country) ?? country }))
    .sort((a, b) =>
      a.country === FIRST_COUNTRY ? -1 : b.country === FIRST_COUNTRY ? 1 : collator.compare(a.name, b.name),
    )
    .map(({ country, dialCode, name }) => ({ country, dialCode, label: `${name} (${dialCode})` }));
}

/** How many digits the number itself may have: docs/product.md §9 caps the whole number at 15 digits. */
export function maxNationalDigits(dialCode: string): number {
  return PHONE_MAX_DIGITS - dialCode.replace(/\D/g, '').length;
}

/**
 * Cleans what is typed into the phone number box: keeps digits (no more than the cap, with the
 * country code's digits counted) and the spaces, dashes, dots and brackets people write numbers
 * with; drops anything else.
 */
export function capPhoneDigits(value: string, dialCode: string): string {
  const max = maxNationalDigits(dialCode);
  let digits = 0;
  let out = '';
  for (const ch of value) {
    if (ch >= '0' && ch <= '9') {
      if (digits < max) {
        out += ch;
        digits++;
      }
    } else if (' -().'.includes(ch)) out += ch;
  }
  return out;
}

/** The digits of the number as the API takes them (`phone`), without separators. */
export const nationalDigits = (value: string) => value.replace(/\D/g, '');

/**
 * A login name typed as a phone number without its country code ("98765 43210"): digits with the
 * separators people use, at least 4 digits, no "+" or "00" in front and no "@".
 */
export function isNationalNumber(username: string): boolean {
  const u = username.trim();
  return /^[\d\s\-().]+$/.test(u) && !/^\s*(\+|00)/.test(u) && nationalDigits(u).length >= 4;
}

/** Where the chosen country is kept; forgotten at logout (lib/person-on-device.ts). */
export const COUNTRY_KEY = 'painpoint.phoneCountry';

/**
 * The country a phone field is drawn with before the page is live, the same at build time and in
 * the browser: India for a page in Hindi, else the default of docs/product.md §9, the US.
 */
export const drawnCountry = (language: string) => (language === 'hi' ? FIRST_COUNTRY : DEFAULT_PHONE_COUNTRY);

/**
 * Where the visitor most likely is: India when the page is in Hindi, when the browser's languages
 * include Hindi or any Indian locale ("en-IN", "ta-IN", …), or when its clock is on India time;
 * else the spec's default, the US.
 */
export function likelyCountry(language: string): string {
  if (language === 'hi') return FIRST_COUNTRY;
  try {
    const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
    if (languages.some((l) => /^hi\b|-IN$/i.test(l))) return FIRST_COUNTRY;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone === 'Asia/Kolkata' || zone === 'Asia/Calcutta') return FIRST_COUNTRY;
  } catch {
    // No navigator or no time zone: the default.
  }
  return DEFAULT_PHONE_COUNTRY;
}

/** The country chosen for a phone number on this device (sign-up or login), or the likely one. */
export function rememberedCountry(language: string): string {
  try {
    const c = localStorage.getItem(COUNTRY_KEY);
    return c && DIAL.has(c) ? c : likelyCountry(language);
  } catch {
    return likelyCountry(language);
  }
}

export function rememberCountry(country: string): void {
  try {
    if (DIAL.has(country)) localStorage.setItem(COUNTRY_KEY, country);
  } catch {
    // Storage may be off; the default country is used next time.
  }
}
