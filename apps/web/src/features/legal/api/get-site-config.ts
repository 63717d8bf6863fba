import type { SiteConfig } from '@painpoint/contracts';
import { isSiteSettings, SITE_CONFIG_ELEMENT_ID, type SiteSettings } from '@painpoint/contracts/site-markers';
import { request } from '../../../lib/api-client.ts';
import { cachedByKey, known, useLoaded, type Cached } from '../../../lib/cache.ts';
import { apiPaths } from '../../../lib/paths.ts';

/**
 * The settings the server embedded in the page (web.ts fills them into every page it sends), when
 * they are there and well formed: then the legal pages render with them at once, exactly as their
 * prerendered HTML shows them.
 */
function embedded(): SiteConfig | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSiteSettings(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Else GET /api/site-config/ (the development server), kept for the visit. */
let source: Cached<SiteConfig> = (() => {
  const inPage = embedded();
  return inPage ? known(inPage) : cachedByKey(() => request(apiPaths.siteConfig, 'SiteConfig'));
})();

/** For the build's prerender: draw the pages with these (the markers the server fills in). */
export function drawSiteConfigWith(settings: SiteSettings): void {
  source = known(settings);
}

/**
 * The operator's grievance officer and contact address (suspends while loading); undefined when
 * it could not be loaded, and the page then shows its text without them.
 */
export function useSiteConfig(): SiteConfig | undefined {
  const loaded = useLoaded(source, 'site');
  return loaded.status === 'fulfilled' ? loaded.data : undefined;
}
