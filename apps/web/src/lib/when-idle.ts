import { useEffect } from 'react';

/**
 * Runs `load` once a page is shown and the browser is idle (or after 2 s where it cannot say), in a
 * browser only: the pain check's pages fetch the next page's code while the visitor reads, so the
 * next screen does not wait for it on a slow network (decision 132). On showing, not on import: a
 * page whose code is fetched ahead does not start fetching its own next. A failure is left to the
 * visit, which tries again.
 */
export function useWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 2000);
  }, [load]);
}
