import './assessment-setup.ts';
import { guarded } from '../../components/require-answers.tsx';
import { AgeWeightPage } from '../../features/assessment/components/age-weight-page.tsx';
import { FlowFrame } from '../../components/page-frame.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

/** Drawn at build time and shown until the visitor's answers are read (page-frame.tsx). */
function Frame() {
  const { t } = useTranslation('assessment');
  return <FlowFrame title={t('profile.title')} lead={t('profile.lead')} />;
}

/** Age and weight; sex is already known from the figure. */
export default guarded(['sex', 'location'], () => <AgeWeightPage askSex={false} />, Frame);
