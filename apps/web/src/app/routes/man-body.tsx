import { PAGES } from '@painpoint/contracts/routes';
import '../setup/check-setup.ts';
import { framedCheckPage } from '../../domain/flow/flow-frame.tsx';
import { FigurePage } from '../../features/assessment/components/figure-page.tsx';
import { useWhenIdle } from '../../lib/when-idle.ts';

/**
 * The body map's code and the flow's strings, which this page does not load: both asked for at
 * once, since the body map's code would ask for the strings only once it had arrived and run. The
 * strings still come one round trip after their set-up module (its file names them; were they
 * named in this page's modules, they would be fetched before this page works: check-setup.ts).
 */
const loadStrings = () => import('../setup/assessment-setup.ts');
const loadNext = () => Promise.all([import('./pain-loaction-body.tsx'), loadStrings()]);

// A visit that opened this page's address (a tap on Start before the home page's scripts ran, or a
// link): the flow's strings are asked for as this page's code runs, while the page is still being
// drawn and the network has nothing else to fetch, so that the two round trips they take are over
// by the time a quick visitor reaches the body map. This page's strings are here by now (they come
// with its files), so it does not wait for these. Fetched ahead from the home page, the module
// runs there and waits for the visit (`Figure`) instead.
if (typeof window !== 'undefined' && window.location.pathname === PAGES.figure)
  void loadStrings().catch(() => undefined);

/** The body map comes next: its code is fetched while the visitor chooses (decision 132). */
function Figure() {
  useWhenIdle(loadNext);
  return <FigurePage />;
}

/**
 * Drawn at build time as its frame, not whole: the figures' buttons would be dead taps until the
 * scripts ran (page-frame.tsx).
 */
export default framedCheckPage(Figure, (t) => ({ title: t('figure.title'), lead: t('figure.lead') }));
