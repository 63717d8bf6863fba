import './assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../components/require-answers.tsx';
import { VideosPage } from '../../features/results/components/videos-page.tsx';
import { FlowFrame } from '../../components/page-frame.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

/** Drawn at build time and shown until the visitor's answers are read (page-frame.tsx). */
function Frame() {
  const { t } = useTranslation('assessment');
  return <FlowFrame title={t('videos.title')} lead={t('videos.lead')} />;
}

export default guarded(ALL_ANSWERS, VideosPage, Frame);
