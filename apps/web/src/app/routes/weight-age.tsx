import '../setup/assessment-setup.ts';
import { guarded } from '../../components/require-answers.tsx';
import { AgeWeightPage } from '../../features/assessment/components/age-weight-page.tsx';
import { whenIdle } from '../../lib/when-idle.ts';

// The questions come next: their code is fetched while the visitor types (decision 132).
whenIdle(() => import('./steps-by-location.tsx'));

// Age and weight; sex is already known from the figure. Drawn at build time as its frame until
// the visitor's answers are read (page-frame.tsx).
export default guarded(
  ['sex', 'location'],
  () => <AgeWeightPage askSex={false} />,
  (t) => ({ title: t('profile.title'), lead: t('profile.lead') }),
);
