import { useTranslation } from '../lib/use-translation.ts';
import type { Resource } from '../lib/use-resource.ts';

export interface LoadMessages {
  failed: string;
  retry: string;
  pending?: string;
}

/**
 * The pending and rejected states of a load (spec §4, §8). Renders nothing once fulfilled; the
 * page renders the data then. The messages default to the spec's for the diagnosis loads.
 */
export function LoadState({ resource, messages }: { resource: Resource<unknown>; messages?: LoadMessages }) {
  const { t } = useTranslation('assessment');
  const { t: tc } = useTranslation();
  if (resource.status === 'pending') {
    return (
      <p className="loading" role="status">
        {messages?.pending ?? tc('loading')}
      </p>
    );
  }
  if (resource.status === 'rejected') {
    return (
      <div role="alert" className="error-panel">
        <p>{messages?.failed ?? t('load.error')}</p>
        <button type="button" className="button" onClick={resource.retry}>
          {messages?.retry ?? t('load.retry')}
        </button>
      </div>
    );
  }
  return null;
}
