import './assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../components/require-answers.tsx';
import { StepsPage } from '../../features/assessment/components/steps-page.tsx';
import { FlowFrame } from '../../components/page-frame.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

// The results page is where the questions lead: fetch its code while the visitor reads, so the
// results appear the moment the last answer is given. (Not while the build draws the frame.)
const preload = () => void import('./suggested-diagnosis.tsx');
if (typeof window !== 'undefined') {
  if ('requestIdleCallback' in window) requestIdleCallback(preload, { timeout: 5000 });
  else setTimeout(preload, 2000);
}

/** Drawn at build time and shown until the visitor's answers are read (page-frame.tsx). */
function Frame() {
  const { t } = useTranslation('assessment');
  return <FlowFrame title={t('steps.title')} />;
}

export default guarded(ALL_ANSWERS, StepsPage, Frame);
