import '../setup/assessment-setup.ts';
import { framedFlowPage } from '../../components/flow-frame.tsx';
import { FigurePage } from '../../features/assessment/components/figure-page.tsx';
import { useWhenIdle } from '../../lib/when-idle.ts';

const loadNext = () => import('./pain-loaction-body.tsx');

/** The body map comes next: its code is fetched while the visitor chooses (decision 132). */
function Figure() {
  useWhenIdle(loadNext);
  return <FigurePage />;
}

/**
 * Drawn at build time as its frame, not whole: the figures' buttons would be dead taps until the
 * scripts ran (page-frame.tsx).
 */
export default framedFlowPage(Figure, (t) => ({ title: t('figure.title'), lead: t('figure.lead') }));
