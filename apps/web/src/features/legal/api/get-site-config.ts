import type { SiteConfig } from '@painpoint/contracts';
import { useEffect, useState } from 'react';
import { getJson } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../lib/paths.ts';

let cached: Promise<SiteConfig> | undefined;

const isSiteConfig = (v: unknown): v is SiteConfig =>
  typeof v === 'object' && v !== null && typeof (v as SiteConfig).grievance_officer?.email === 'string';

export function getSiteConfig(): Promise<SiteConfig> {
  cached ??= getJson(apiPaths.siteConfig, isSiteConfig).catch((e: unknown) => {
    cached = undefined;
    throw e;
  });
  return cached;
}

/** The operator's grievance officer and contact address; undefined while loading or on failure. */
export function useSiteConfig(): { config: SiteConfig | undefined; failed: boolean } {
  const [config, setConfig] = useState<SiteConfig>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getSiteConfig().then(
      (c) => live && setConfig(c),
      (e: unknown) => {
        console.warn('site configuration could not be loaded', e);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { config, failed };
}
