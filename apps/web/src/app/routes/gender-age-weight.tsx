import '../setup/assessment-setup.ts';
import { framedFlowPage } from '../../domain/flow/flow-frame.tsx';
import { AgeWeightPage } from '../../features/assessment/components/age-weight-page.tsx';
import { useWhenIdle } from '../../lib/when-idle.ts';

const loadNext = () => import('./steps-by-location.tsx');

/** The questions come next: their code is fetched while the visitor types (decision 132). */
function SexAgeWeight() {
  useWhenIdle(loadNext);
  return <AgeWeightPage askSex />;
}

/**
 * Sex, age and weight together: to change sex later, or for visitors who skipped the figure. Drawn
 * at build time as its frame: the form fills in with the visitor's answers (page-frame.tsx).
 */
export default framedFlowPage(SexAgeWeight, (t) => ({ title: t('profile.titleWithSex'), lead: t('profile.lead') }));
