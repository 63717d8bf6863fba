import { OfflineNotice } from '../../../components/offline-notice.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { mapSearchUrl } from '../map-search-url.ts';

/**
 * The location button of /test-and-treatment: a link that opens the map search in one tap. A
 * button that first asked for the position took two (a browser opens a new tab only straight from
 * a tap, not after the position arrives), and sent nothing the map cannot find out itself.
 */
export function NearbyButton() {
  const { t } = useTranslation('assessment');
  return (
    <div className="nearby">
      <a className="button" href={mapSearchUrl()} target="_blank" rel="noopener noreferrer" data-testid="map-link">
        {t('tests.nearby')}
        <span className="visually-hidden"> {t('videos.newTab')}</span>
      </a>
      <p className="muted nearby-note">{t('tests.nearbyNote')}</p>
      <OfflineNotice need="map" brief />
    </div>
  );
}
