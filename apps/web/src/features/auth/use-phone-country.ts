import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { drawnCountry, rememberedCountry } from './phone.ts';

/**
 * The country of a phone field and its setter, one of `only` when given (the countries a code is
 * texted to: a country remembered from a login elsewhere gives way to the drawn one, decision 109). The field is first drawn with the country the build
 * drew it with (drawnCountry), so the page is taken over without a mismatch; once live, it shows
 * the country remembered on this device or the likely one (India for a Hindi page, an Indian locale
 * or India time), unless the visitor has chosen one or `given` names it.
 */
export function usePhoneCountry(
  language: string,
  given?: string,
  only?: readonly string[],
): [string, (country: string) => void] {
  const [chosen, setChosen] = useState(given);
  const live = useHydrated();
  const country = chosen ?? (live ? rememberedCountry(language) : drawnCountry(language));
  return [only && !only.includes(country) ? drawnCountry(language) : country, setChosen];
}
