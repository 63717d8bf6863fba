import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * After each navigation: scroll to the top and move focus to the main region, so keyboard and
 * screen-reader users start reading the new page rather than staying on the link they followed.
 * Pages set their own titles with DocumentTitle (components/document-title.tsx).
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    const main = document.getElementById('main');
    const active = document.activeElement;
    // A menu the visitor opened while the page was on its way (the address changes first) stays
    // theirs: focus moving away would close it under their finger.
    if (active?.getAttribute('aria-expanded') === 'true') return;
    if (main && active !== document.body) main.focus({ preventScroll: true });
  }, [pathname]);
}
