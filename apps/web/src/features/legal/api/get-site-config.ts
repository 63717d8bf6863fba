import { SiteConfig } from '@painpoint/contracts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { cachedByKey } from '../../../lib/cache.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** GET /api/site-config/, kept for the visit (one key: there is one configuration). */
export const getSiteConfig = cachedByKey(() => apiFetch(apiPaths.siteConfig, SiteConfig));

/**
 * The operator's grievance officer and contact address (suspends while loading); undefined when
 * it could not be loaded, and the page then shows its text without them.
 */
export function useSiteConfig(): SiteConfig | undefined {
  const loaded = useLoaded(getSiteConfig, 'site');
  return loaded.status === 'fulfilled' ? loaded.data : undefined;
}
