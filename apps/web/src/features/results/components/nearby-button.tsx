import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { mapSearchUrl } from '../map-search-url.ts';

type State = { kind: 'idle' } | { kind: 'locating' } | { kind: 'ready'; url: string } | { kind: 'denied' };

/**
 * The location button of /test-and-treatment. The position is asked only on a press, never sent
 * to PainPoint, and rounded before it goes into the map address; a refusal still leaves a way on.
 */
export function NearbyButton() {
  const { t } = useTranslation('assessment');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'denied' });
      return;
    }
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (p) => setState({ kind: 'ready', url: mapSearchUrl(p.coords) }),
      () => setState({ kind: 'denied' }),
      { timeout: 15_000, maximumAge: 600_000 },
    );
  };
  return (
    <div className="nearby">
      <button type="button" className="button" onClick={locate} disabled={state.kind === 'locating'}>
        {t('tests.nearby')}
      </button>
      <div role="status" className="nearby-status">
        {state.kind === 'locating' ? <p>{t('tests.locating')}</p> : null}
        {state.kind === 'denied' ? <p>{t('tests.denied')}</p> : null}
        {state.kind === 'ready' ? <p>{t('tests.mapReady')}</p> : null}
      </div>
      {state.kind === 'ready' || state.kind === 'denied' ? (
        <p>
          <a
            href={state.kind === 'ready' ? state.url : mapSearchUrl()}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="map-link"
          >
            {t('tests.openMap')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
