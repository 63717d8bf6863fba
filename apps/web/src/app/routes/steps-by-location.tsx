import '../setup/assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../domain/flow/require-answers.tsx';
import { StepsPage } from '../../features/assessment/components/steps-page.tsx';
import { useWhenIdle } from '../../lib/when-idle.ts';

const loadNext = () => import('./suggested-diagnosis.tsx');

/**
 * The results page is where the questions lead: its code is fetched while the visitor reads, so
 * the results appear the moment the last answer is given (decision 132).
 */
function Steps() {
  useWhenIdle(loadNext);
  return <StepsPage />;
}

// Drawn at build time as its frame until the visitor's answers are read (page-frame.tsx).
export default guarded(ALL_ANSWERS, Steps, (t) => ({ title: t('steps.title') }));
