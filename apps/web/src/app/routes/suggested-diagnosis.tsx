import './assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../components/require-answers.tsx';
import { SuggestedPage } from '../../features/results/components/suggested-page.tsx';
import { FlowFrame } from '../../components/page-frame.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

/** Drawn at build time and shown until the visitor's answers are read (page-frame.tsx). */
function Frame() {
  const { t } = useTranslation('assessment');
  return <FlowFrame title={t('suggested.title')} lead={t('suggested.lead')} />;
}

export default guarded(ALL_ANSWERS, SuggestedPage, Frame);
