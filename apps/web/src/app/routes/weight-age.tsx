import '../setup/assessment-setup.ts';
import { guarded } from '../../domain/flow/require-answers.tsx';
import { AgeWeightPage } from '../../features/assessment/components/age-weight-page.tsx';
import { useWhenIdle } from '../../lib/when-idle.ts';

const loadNext = () => import('./steps-by-location.tsx');

/** The questions come next: their code is fetched while the visitor types (decision 132). */
function AgeWeight() {
  useWhenIdle(loadNext);
  return <AgeWeightPage askSex={false} />;
}

// Age and weight; sex is already known from the figure. Drawn at build time as its frame until
// the visitor's answers are read (page-frame.tsx).
export default guarded(['sex', 'location'], AgeWeight, (t) => ({ title: t('profile.title'), lead: t('profile.lead') }));
