import { useTranslation } from 'react-i18next';
import type { Resource } from '../lib/use-resource.ts';

/**
 * The pending and rejected states of a load (spec §4, §8). Renders nothing once fulfilled; the
 * page renders the data then.
 */
export function LoadState({ resource }: { resource: Resource<unknown> }) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation();
  if (resource.status === 'pending') {
    return (
      <p className="loading" role="status">
        {tc('loading')}
      </p>
    );
  }
  if (resource.status === 'rejected') {
    return (
      <div role="alert" className="error-panel">
        <p>{t('load.error')}</p>
        <button type="button" className="button" onClick={resource.retry}>
          {t('load.retry')}
        </button>
      </div>
    );
  }
  return null;
}
