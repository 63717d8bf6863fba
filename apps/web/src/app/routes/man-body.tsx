import '../setup/check-setup.ts';
import { framedCheckPage } from '../../components/flow-frame.tsx';
import { FigurePage } from '../../features/assessment/components/figure-page.tsx';
import { useWhenIdle } from '../../lib/when-idle.ts';

/**
 * The body map's code and the flow's strings, which this page does not load: both asked for at
 * once, since the body map's code would ask for the strings only once it had arrived and run. The
 * strings still come one round trip after their set-up module (its file names them; were they
 * named in this page's modules, they would be fetched before this page works: check-setup.ts).
 */
const loadNext = () => Promise.all([import('./pain-loaction-body.tsx'), import('../setup/assessment-setup.ts')]);

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
