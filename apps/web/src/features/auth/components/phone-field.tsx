import { useMemo } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Field } from '../../../components/form/field.tsx';
import { capPhoneDigits, countryOptions, dialCodeOf, maxNationalDigits } from '../phone.ts';

interface PhoneFieldProps {
  id: string;
  country: string;
  number: string;
  onChange(country: string, number: string): void;
  error?: string | undefined;
  autoFocus?: boolean;
}

/**
 * A phone number as two plain controls: the country calling code (a native select, countries named
 * by the browser; the US first chosen, spec §9) and the number, whose digits are capped so that the
 * whole number has at most 15 (spec §9). No phone library and no flag images: small, and nothing
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

/** The country calling code as a native select, countries named in the page's language. */
export function CountrySelect({
  id,
  value,
  onChange,
  hint,
  className,
}: {
  id: string;
  value: string;
  onChange(country: string): void;
  hint?: string;
  className?: string;
}) {
  const { t, language } = useTranslation('account');
  const all = useMemo(() => countryOptions(language), [language]);
  // Countries are named by the JavaScript engine, and the build's (Node) and the browser's can name
  // a few differently: a prerendered page (decision 014) shows the chosen country alone until it
  // is live, so its HTML and its first render in the browser are the same.
  const live = useHydrated();
  const options = live ? all : all.filter((o) => o.country === value);
  return (
    <Field id={id} label={t('field.countryCode')} hint={hint} className={className}>
      {(p) => (
        <select {...p} name="country" autoComplete="country" value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.country} value={o.country}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
