import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * After each navigation: scroll to the top and move focus to the main region, so keyboard and
 * screen-reader users start reading the new page rather than staying on the link they followed.
 * Pages set their own titles with <title> (React 19 hoists it into <head>).
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    const main = document.getElementById('main');
    if (main && document.activeElement !== document.body) main.focus({ preventScroll: true });
  }, [pathname]);
}
