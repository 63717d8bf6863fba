import './assessment-setup.ts';
import { guarded } from '../../components/require-answers.tsx';
import { PainLocationPage } from '../../features/body-map/components/pain-location-page.tsx';
import { FlowFrame } from '../../components/page-frame.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

/** Drawn at build time and shown until the visitor's answers are read (page-frame.tsx). */
function Frame() {
  const { t } = useTranslation('assessment');
  return <FlowFrame title={t('location.title')} lead={t('location.lead')} />;
}

export default guarded(['sex'], PainLocationPage, Frame);
