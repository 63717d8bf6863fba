import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath, useNavigate } from 'react-router';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { Providers } from './app/providers.tsx';
import { followHeldLink, takeHeldLink } from './lib/held-link.ts';
import { followWantedLanguage, startLanguage } from './lib/language.ts';
import { paths } from './lib/paths.ts';
import { restoreSessionIfHinted } from './lib/session-hint.ts';
import { forgetExpiredCheck } from './lib/check-on-device.ts';
import './styles/global.css';

// A check made with no account and over a day old goes on every page's load, not only on those
// that read the answers (decision 112).
forgetExpiredCheck();
// Before the first render, so a guarded page waits for the session instead of redirecting.
void restoreSessionIfHinted();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A link tapped before this script ran (theme-init.js held it): the app starts on the page it
// leads to, rather than take this one over only to leave it; Back returns here (decision 119).
const early = takeHeldLink();
if (early !== undefined) window.history.pushState(null, '', early);
// Every page arrives already rendered, whole or as its frame (scripts/prerender-pages.ts): take it
// over rather than redraw it. Offline, an address with no page of its own is given another route's
// page (service-worker/sw.ts): that drawing is not this address's, so the app draws its own.
const drawnFor = root.dataset.drawn;
const drawn = drawnFor !== undefined && matchPath(drawnFor, window.location.pathname) !== null;
if (!drawn) root.replaceChildren();
/** Renders nothing; once the app is live, follows a link tapped before (theme-init.js). */
function Live() {
  const navigate = useNavigate();
  useEffect(() => followHeldLink((to) => void navigate(to)), [navigate]);
  return null;
}
const app = (
  <StrictMode>
    <Providers>
      <AppRoutes />
      <Live />
    </Providers>
  </StrictMode>
);
/** The pages of the assessment that show (or lead straight to) the chosen location's questions. */
const NEEDS_LOCATION = [
  paths.ageWeight,
  paths.sexAgeWeight,
  paths.steps,
  paths.suggested,
  paths.testResult,
  paths.videos,
  paths.testsAndTreatments,
];
// The strings of the language to show, before anything renders (decision 046).
void startLanguage(drawn).then(() => {
  // The location's questions start loading now, in the page's language, while the page is taken
  // over (their module is preloaded with the page), rather than once the page asks for them.
  if (NEEDS_LOCATION.some((p) => matchPath(p, window.location.pathname)))
    void import('./domain/diagnosis/get-location-content.ts').then((m) => m.loadStoredLocation());
  // A page that offers the pain check (home) fetches the check's first page now, while it is taken
  // over: on a slow phone the tap on Start that comes before then would otherwise wait for that
  // code after the page's own (decision 119). A failure is left to the visit, which tries again.
  if (root.querySelector(`main a[href="${paths.assessmentStart}"]`))
    preloadRoute(paths.assessmentStart).catch(() => undefined);
  if (drawn) {
    hydrateRoot(root, app);
    void followWantedLanguage();
  } else createRoot(root).render(app);
});

// Works offline after one visit (docs/decisions/041): set up after the page has loaded, so it never
// competes with the first paint. Not in development, where a worker's cache would pin Vite's modules.
if (import.meta.env.PROD) {
  const setUpOffline = () =>
    void import('./lib/offline/register-service-worker.ts').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') setUpOffline();
  else window.addEventListener('load', setUpOffline, { once: true });
}
