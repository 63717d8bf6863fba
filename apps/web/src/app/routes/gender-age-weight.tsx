import '../setup/assessment-setup.ts';
import { framedFlowPage } from '../../components/flow-frame.tsx';
import { AgeWeightPage } from '../../features/assessment/components/age-weight-page.tsx';
import { whenIdle } from '../../lib/when-idle.ts';

// The questions come next: their code is fetched while the visitor types (decision 132).
whenIdle(() => import('./steps-by-location.tsx'));

/**
 * Sex, age and weight together: to change sex later, or for visitors who skipped the figure. Drawn
 * at build time as its frame: the form fills in with the visitor's answers (page-frame.tsx).
 */
export default framedFlowPage(
  () => <AgeWeightPage askSex />,
  (t) => ({ title: t('profile.titleWithSex'), lead: t('profile.lead') }),
);
