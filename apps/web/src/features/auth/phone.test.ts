import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_DIGITS } from '@painpoint/contracts/account-constants';
import { describe, expect, it } from 'vitest';
import { capPhoneDigits, countryOptions, dialCodeOf, maxNationalDigits, nationalDigits } from './phone.ts';

const digitCount = (s: string) => s.replace(/\D/g, '').length;

describe('spec §9: a phone number has at most 15 digits, the country code included', () => {
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

  it('default to the US (spec §9)', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
    expect(dialCodeOf('nowhere')).toBe('+1');
  });

  it('name every country once, with a calling code the API accepts, sorted by name', () => {
    const countries = options.map((o) => o.country);
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries.length).toBeGreaterThan(230);
    for (const o of options) expect(o.dialCode).toMatch(/^\+[1-9]\d{0,3}$/);
    const names = options.map((o) => o.label);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('label each country by name and code', () => {
    expect(options.find((o) => o.country === 'IN')?.label).toBe('India (+91)');
    expect(options.find((o) => o.country === 'US')?.label).toBe('United States (+1)');
    expect(options.find((o) => o.country === 'GB')?.dialCode).toBe('+44');
  });
});
