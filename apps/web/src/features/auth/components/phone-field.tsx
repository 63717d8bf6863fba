import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Field } from '../../../components/form/field.tsx';
import { TEXT_COUNTRIES } from '@painpoint/contracts/account-constants';
import { capPhoneDigits, countryOptions, dialCodeOf, maxNationalDigits } from '../phone.ts';
import { useCountryOptions } from '../use-country-options.ts';

interface PhoneFieldProps {
  id: string;
  country: string;
  number: string;
  onChange(country: string, number: string): void;
  error?: string | undefined;
  autoFocus?: boolean;
}

/**
 * A phone number that is sent a code (sign-up, a reset), as two plain controls: the country calling
 * code (a native select of the countries the site texts, TEXT_COUNTRIES, named by the browser,
 * India listed first; the country chosen is the caller's, see usePhoneCountry) and
 * the number, whose digits are capped so that the
 * whole number has at most 15 (docs/product.md §9). No phone library and no flag images: small, and nothing
 * for the content security policy to block.
 */
export function PhoneField({ id, country, number, onChange, error, autoFocus }: PhoneFieldProps) {
  const { t } = useTranslation('account');
  const dialCode = dialCodeOf(country);
  return (
    <div className="phone-row">
      <CountrySelect
        id={`${id}-country`}
        className="phone-country"
        value={country}
        countries={TEXT_COUNTRIES}
        hint={t('field.textCountries')}
        onChange={(c) => onChange(c, capPhoneDigits(number, dialCodeOf(c)))}
      />
      <Field
        id={`${id}-number`}
        label={t('field.phone')}
        hint={t('field.phoneHint', { count: maxNationalDigits(dialCode) })}
        error={error}
        className="phone-number"
      >
        {(p) => (
          <input
            {...p}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            value={number}
            data-autofocus={autoFocus ? true : undefined}
            onChange={(e) => onChange(country, capPhoneDigits(e.target.value, dialCode))}
          />
        )}
      </Field>
    </div>
  );
}

/**
 * The country calling code as a native select, countries named in the page's language: every
 * country (login), or only `countries` (where a code is texted).
 */
export function CountrySelect({
  id,
  value,
  onChange,
  hint,
  className,
  countries,
}: {
  id: string;
  value: string;
  onChange(country: string): void;
  hint?: string;
  className?: string;
  countries?: readonly string[];
}) {
  const { t, language } = useTranslation('account');
  // Naming the countries costs the browser 20–30 ms the first time, so they are named once the
  // page is live (decision 075). Until then the select holds the chosen country alone: in
  // a page drawn at build time (decision 014) named as the build named it, which the browser keeps
  // while it takes the page over (the build's engine and the browser's can name a few countries
  // differently); in a page drawn in the browser, by its calling code for that moment.
  const named = useCountryOptions(language, useHydrated(), countries);
  const options = named ?? [
    {
      country: value,
      label:
        typeof window === 'undefined'
          ? (countryOptions(language).find((o) => o.country === value)?.label ?? dialCodeOf(value))
          : dialCodeOf(value),
    },
  ];
  return (
    <Field id={id} label={t('field.countryCode')} hint={hint} className={className}>
      {(p) => (
        <select {...p} name="country" autoComplete="country" value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.country} value={o.country} suppressHydrationWarning>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
