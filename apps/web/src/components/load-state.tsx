import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import type { Loaded } from '../lib/cache.ts';

export interface LoadMessages {
  failed: string;
  /** "Try again" unless a page says otherwise. */
  retry?: string;
}

/** docs/product.md §4 pending state: what shows while a load is in flight. */
export function Pending({ message }: { message?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {message ?? t('loading')}
    </p>
  );
}

/**
 * Where a page's loads happen (useLoaded): while any is pending, the pending message shows in
 * place of `children`, and the rest of the page (its header) stays.
 */
export function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Pending />}>{children}</Suspense>;
}

/**
 * The rejected state of a load (docs/product.md §4, §8): the message and a retry. Renders nothing once
 * fulfilled; the page renders the data then. The messages default to the spec's for the
 * diagnosis loads.
 */
export function LoadState({ resource, messages }: { resource: Loaded<unknown>; messages?: LoadMessages }) {
  const { t } = useTranslation('check');
  if (resource.status !== 'rejected') return null;
  return (
    <div role="alert" className="error-panel">
      <p>{messages?.failed ?? t('load.error')}</p>
      <button type="button" className="button" onClick={resource.retry}>
        {messages?.retry ?? t('load.retry')}
      </button>
    </div>
  );
}
