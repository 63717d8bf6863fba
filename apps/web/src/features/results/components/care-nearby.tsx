import type { CareKind, Disease, LocationKey, TriageLevel } from '@painpoint/contracts';
import { CARE_BY_LOCATION } from '@painpoint/contracts/constants';
import { useId, useState } from 'react';
import { OfflineNotice } from '../../../components/offline-notice.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CARE_QUERY, mapSearchUrl } from '../map-search-url.ts';

/** The free national teleconsultation service of the Ministry of Health (checked 2026-11-25). */
export const ESANJEEVANI_URL = 'https://esanjeevani.mohfw.gov.in/';

/** Kinds of care a child sees a child's doctor for only when it is not their eyes, ears or teeth. */
const OWN_SPECIALISTS: readonly CareKind[] = ['eye', 'ent', 'dentist'];

/**
 * Which kind of doctor a result points to: the first cause's own (a toothache is a dentist's), else
 * the place's usual one (a knee is an orthopaedic doctor's), and a child's doctor for a child
 * under 12 unless it is the eyes, ears or teeth.
 */
export function careKind(
  location: LocationKey,
  first: Pick<Disease, 'care'> | undefined,
  age: number | undefined,
): CareKind {
  const kind = first?.care ?? CARE_BY_LOCATION[location];
  return age !== undefined && age < 12 && !OWN_SPECIALISTS.includes(kind) ? 'child' : kind;
}

/**
 * "Find care near you", worded by urgency and kind of doctor (issue 32, item 4): the emergency
 * department in an emergency, a hospital today when urgent, the kind of doctor for a visit, a
 * pharmacy for self-care. It opens a map search; the map asks for the location itself, or the
 * visitor types a town. The link is the page's one primary action when the result is to see a
 * doctor (today or in the next days); the other ways to get advice are `OtherCare`.
 */
export function CareNearby({ level, kind }: { level: TriageLevel; kind: CareKind }) {
  const { t } = useTranslation('assessment');
  const [town, setTown] = useState('');
  const townId = useId();
  const what = level === 'see-doctor' ? CARE_QUERY[kind] : CARE_QUERY[level];
  const label = level === 'see-doctor' ? t(`care.find.${kind}`) : t(`care.find.${level}`);
  const primary = level === 'urgent' || level === 'see-doctor';
  return (
    <section className="care-nearby" aria-label={t('care.title')}>
      <a
        className={primary ? 'button' : 'button button-secondary'}
        {...(primary ? { 'data-primary-action': '' } : {})}
        href={mapSearchUrl(what, town)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="care-link"
      >
        {label}
        <span className="visually-hidden"> {t('videos.newTab')}</span>
      </a>
      <p className="field care-town">
        <label htmlFor={townId}>{t('care.town')}</label>
        <input
          id={townId}
          type="text"
          autoComplete="address-level2"
          maxLength={80}
          value={town}
          onChange={(e) => setTown(e.target.value)}
        />
      </p>
      <p className="muted nearby-note">{t('tests.nearbyNote')}</p>
      <OfflineNotice need="map" brief />
    </section>
  );
}

/**
 * Where a visit can wait or is for today: the free national teleconsultation service
 * (eSanjeevani, when a visit can wait) and the state health helpline, 104, as a button a thumb
 * can find (decision 118). Nothing here in an emergency, where the calls come first.
 */
export function OtherCare({ level }: { level: TriageLevel }) {
  const { t } = useTranslation('assessment');
  if (level === 'emergency') return null;
  return (
    <ul className="care-other" aria-label={t('care.otherTitle')}>
      <li>
        <a className="button button-secondary button-helpline" href="tel:104" data-testid="helpline-link">
          {t('care.helpline')}
        </a>{' '}
        <span className="muted">{t('care.helplineNote')}</span>
      </li>
      {level === 'self-care' || level === 'see-doctor' ? (
        <li>
          <a href={ESANJEEVANI_URL} target="_blank" rel="noopener noreferrer">
            {t('care.esanjeevani')}
            <span className="visually-hidden"> {t('videos.newTab')}</span>
          </a>{' '}
          {t('care.esanjeevaniNote')}
        </li>
      ) : null}
    </ul>
  );
}
