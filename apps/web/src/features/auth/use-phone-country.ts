import { useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { drawnCountry, rememberedCountry } from './phone.ts';

/**
 * The country of a phone field and its setter. The field is first drawn with the country the build
 * drew it with (drawnCountry), so the page is taken over without a mismatch; once live, it shows
 * the country remembered on this device or the likely one (India for a Hindi page, an Indian locale
 * or India time), unless the visitor has chosen one or `given` names it.
 */
export function usePhoneCountry(language: string, given?: string): [string, (country: string) => void] {
  const [chosen, setChosen] = useState(given);
  const live = useHydrated();
  return [chosen ?? (live ? rememberedCountry(language) : drawnCountry(language)), setChosen];
}
