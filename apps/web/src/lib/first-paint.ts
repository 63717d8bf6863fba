/** The performance mark set as the app starts taking a drawn page over (after its first paint). */
export const TAKE_OVER_MARK = 'painpoint:take-over';

/**
 * Resolves once the browser has shown the page: its first contentful paint, which the browser
 * reports after the frame is on screen (decision 053). At once where there is nothing to wait for:
 * a browser that does not report paints, or a tab that is hidden (it paints nothing until shown).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A tab hidden before it painted paints nothing to wait for.
    document.addEventListener('visibilitychange', done);
  });
}
