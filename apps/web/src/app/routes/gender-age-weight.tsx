import './assessment-setup.ts';
import { Framed, FlowFrame } from '../../components/page-frame.tsx';
import { AgeWeightPage } from '../../features/assessment/components/age-weight-page.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * Sex, age and weight together: to change sex later, or for visitors who skipped the figure. Drawn
 * at build time as its frame: the form fills in with the visitor's answers (page-frame.tsx).
 */
export default function GenderAgeWeightRoute() {
  const { t } = useTranslation('assessment');
  return (
    <Framed frame={<FlowFrame title={t('profile.titleWithSex')} lead={t('profile.lead')} />}>
      <AgeWeightPage askSex />
    </Framed>
  );
}
