import '../setup/assessment-setup.ts';
import { framedFlowPage } from '../../components/flow-frame.tsx';
import { FigurePage } from '../../features/assessment/components/figure-page.tsx';
import { whenIdle } from '../../lib/when-idle.ts';

// The body map comes next: its code is fetched while the visitor chooses (decision 132).
whenIdle(() => import('./pain-loaction-body.tsx'));

/**
 * Drawn at build time as its frame, not whole: the figures' buttons would be dead taps until the
 * scripts ran (page-frame.tsx).
 */
export default framedFlowPage(FigurePage, (t) => ({ title: t('figure.title'), lead: t('figure.lead') }));
