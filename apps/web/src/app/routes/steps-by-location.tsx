import '../setup/assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../components/require-answers.tsx';
import { StepsPage } from '../../features/assessment/components/steps-page.tsx';

// The results page is where the questions lead: fetch its code while the visitor reads, so the
// results appear the moment the last answer is given. (Not while the build draws the frame.)
const preload = () => void import('./suggested-diagnosis.tsx');
if (typeof window !== 'undefined') {
  if ('requestIdleCallback' in window) requestIdleCallback(preload, { timeout: 5000 });
  else setTimeout(preload, 2000);
}

// Drawn at build time as its frame until the visitor's answers are read (page-frame.tsx).
export default guarded(ALL_ANSWERS, StepsPage, (t) => ({ title: t('steps.title') }));
