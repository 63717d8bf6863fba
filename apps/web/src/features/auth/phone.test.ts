import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_DIGITS, TEXT_COUNTRIES } from '@painpoint/contracts/account-constants';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { describe, expect, it, vi } from 'vitest';
import { COUNTRY_KEY as FORGOTTEN_COUNTRY_KEY } from '../../lib/person-on-device.ts';
import {
  capPhoneDigits,
  COUNTRY_KEY,
  countryOptions,
  dialCodeOf,
  drawnCountry,
  likelyCountry,
  maxNationalDigits,
  nationalDigits,
} from './phone.ts';

const digitCount = (s: string) => s.replace(/\D/g, '').length;

describe('docs/product.md §9: a phone number has at most 15 digits, the country code included', () => {
  it.each([
    ['US', '+1', 14],
    ['IN', '+91', 13],
    ['AE', '+971', 12],
  ])('%s (%s) leaves %i digits for the number', (country, dial, max) => {
    expect(dialCodeOf(country)).toBe(dial);
    expect(maxNationalDigits(dial)).toBe(max);
    const capped = capPhoneDigits('9'.repeat(30), dial);
    expect(digitCount(capped)).toBe(max);
    expect(digitCount(dial) + digitCount(capped)).toBe(PHONE_MAX_DIGITS);
  });

  it('keeps the separators people type and drops everything else', () => {
    expect(capPhoneDigits('(202) 555-0143', '+1')).toBe('(202) 555-0143');
    expect(capPhoneDigits('98765 43210abc+#', '+91')).toBe('98765 43210');
    expect(nationalDigits('(202) 555-0143')).toBe('2025550143');
  });

  it('stops at the cap even with separators in between', () => {
    const capped = capPhoneDigits('1234 5678 9012 3456 7890', '+91');
    expect(digitCount(capped)).toBe(13);
    expect(capped.startsWith('1234 5678 9012 3')).toBe(true);
  });
});

describe('the country calling codes', () => {
  const options = countryOptions('en');

  it('default to the US (docs/product.md §9)', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
    expect(dialCodeOf('nowhere')).toBe('+1');
  });

  it('name every country once, with a calling code the API accepts, India first and the rest by name', () => {
    const countries = options.map((o) => o.country);
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries.length).toBeGreaterThan(230);
    for (const o of options) expect(o.dialCode).toMatch(/^\+[1-9]\d{0,3}$/);
    expect(options[0]?.label).toBe('India (+91)');
    const names = options.slice(1).map((o) => o.label);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('label each country by name and code', () => {
    expect(options.find((o) => o.country === 'IN')?.label).toBe('India (+91)');
    expect(options.find((o) => o.country === 'US')?.label).toBe('United States (+1)');
    expect(options.find((o) => o.country === 'GB')?.dialCode).toBe('+44');
  });
});

describe('the country a phone field starts on (decision 075)', () => {
  const withBrowser = (languages: string[], zone: string, run: () => void) => {
    const langs = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    const format = Intl.DateTimeFormat;
    const zoned = vi
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => {
        const f = new format(...args);
        const resolved = f.resolvedOptions();
        return Object.assign(f, { resolvedOptions: () => ({ ...resolved, timeZone: zone }) });
      });
    try {
      run();
    } finally {
      langs.mockRestore();
      zoned.mockRestore();
    }
  };

  it('is India for a page in Hindi, an Indian locale or India time, else the spec’s US', () => {
    withBrowser(['en-US'], 'America/New_York', () => {
      expect(likelyCountry('hi')).toBe('IN');
      expect(likelyCountry('en')).toBe('US');
    });
    withBrowser(['en-IN', 'en'], 'UTC', () => expect(likelyCountry('en')).toBe('IN'));
    withBrowser(['ta-IN'], 'UTC', () => expect(likelyCountry('en')).toBe('IN'));
    withBrowser(['hi', 'en'], 'UTC', () => expect(likelyCountry('en')).toBe('IN'));
    withBrowser(['en-GB'], 'Asia/Kolkata', () => expect(likelyCountry('en')).toBe('IN'));
    withBrowser(['en-GB'], 'Europe/London', () => expect(likelyCountry('en')).toBe('US'));
  });

  it('is drawn the same at build time and in the browser: India for Hindi, else the US', () => {
    expect(drawnCountry('hi')).toBe('IN');
    expect(drawnCountry('en')).toBe('US');
  });

  it('lists India first, in either language, and every other country once', () => {
    for (const language of ['en', 'hi']) {
      const list = countryOptions(language);
      expect(list[0]?.country).toBe('IN');
      expect(list.filter((o) => o.country === 'IN')).toHaveLength(1);
    }
  });
});

describe('the countries a code is texted to (decision 109)', () => {
  it('are listed alone where a text is sent, India first, the rest by name', () => {
    for (const language of ['en', 'hi']) {
      const list = countryOptions(language, TEXT_COUNTRIES);
      expect(list.map((o) => o.country).sort()).toEqual([...TEXT_COUNTRIES].sort());
      expect(list[0]?.country).toBe('IN');
    }
    expect(countryOptions('en', TEXT_COUNTRIES).map((o) => o.label)).toEqual([
      'India (+91)',
      'Canada (+1)',
      'Nepal (+977)',
      'United Kingdom (+44)',
      'United States (+1)',
    ]);
  });

  it('include where the phone field starts, in either language', () => {
    for (const language of ['en', 'hi']) expect(TEXT_COUNTRIES).toContain(drawnCountry(language));
  });
});

describe('the country kept on this device', () => {
  it('is stored under the key that logout forgets (decision 073)', () => {
    expect(COUNTRY_KEY).toBe(FORGOTTEN_COUNTRY_KEY);
  });
});

// The page keeps its own table of calling codes (under 1 kB, decision 075) where the server reads
// numbers with libphonenumber-js: the two must agree, or a number typed here is refused there.
describe('the calling codes are the ones the server reads numbers with', () => {
  it('gives every country the code libphonenumber-js gives it, and leaves out only two islands', () => {
    const offered = countryOptions('en');
    const known = new Set<string>(getCountries());
    expect(
      offered
        .filter((o) => !known.has(o.country) || `+${getCountryCallingCode(o.country as never)}` !== o.dialCode)
        .map((o) => `${o.country} ${o.dialCode}`),
    ).toEqual([]);
    // Ascension (+247) and Tristan da Cunha (+290, St Helena's code), which the browser may not name.
    expect([...known].filter((c) => !offered.some((o) => o.country === c)).sort()).toEqual(['AC', 'TA']);
  });
});
