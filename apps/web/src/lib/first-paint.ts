declare global {
  interface Window {
    /** Resolves once the browser has shown the page (public/theme-init.js). */
    painpointShown?: Promise<void>;
  }
}

/** The performance mark set as the app starts taking a drawn page over (after its first paint). */
export const TAKE_OVER_MARK = 'painpoint:take-over';

/**
 * Resolves once the browser has shown the page, its first contentful paint, as theme-init.js
 * watches for it before anything paints (decision 053); at once where that script did not run.
 */
export const afterFirstPaint = (): Promise<void> => window.painpointShown ?? Promise.resolve();
