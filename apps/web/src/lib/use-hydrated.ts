import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is drawn at build time and while the browser takes that drawing over
 * (hydration); true from then on, and at once for a page the browser draws itself. A prerendered
 * page (decision 014) must first render exactly as the build did: what depends on the visitor's
 * own stored data (their answers, say) waits for this to turn true, so React never meets a page
 * that differs from its HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
