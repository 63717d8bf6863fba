import type { LocationKey } from '@painpoint/contracts';
import { formatDateTime } from '../../domain/dates.ts';
import { useCallback } from 'react';
import { paths } from '../../lib/paths.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** A saved check reopened within /profile (decision 039: no new top-level route). */
export const savedCheckUrl = (id: string) => `${paths.profile}?saved=${encodeURIComponent(id)}`;

/** Two saved checks compared, within /profile. */
export const compareUrl = (id: string, other: string) => `${savedCheckUrl(id)}&compare=${encodeURIComponent(other)}`;

/** "23 November 2026 at 2:05 pm" ("23 नवंबर 2026, दोपहर 2:05 बजे"): two checks of one day must be told apart. */
export function useDateTime(): (iso: string) => string {
  const { language } = useTranslation();
  return useCallback((iso: string) => formatDateTime(language, iso), [language]);
}

/** A place of the body map by its location key ("Knee"). */
export function usePlaceName(): (location: LocationKey) => string {
  const { t } = useTranslation('assessment');
  return (location) => t(`history.places.${location}`);
}
