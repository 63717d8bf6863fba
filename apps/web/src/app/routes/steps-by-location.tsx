import '../setup/assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../components/require-answers.tsx';
import { StepsPage } from '../../features/assessment/components/steps-page.tsx';
import { whenIdle } from '../../lib/when-idle.ts';

// The results page is where the questions lead: fetch its code while the visitor reads, so the
// results appear the moment the last answer is given. (Not while the build draws the frame.)
whenIdle(() => import('./suggested-diagnosis.tsx'));

// Drawn at build time as its frame until the visitor's answers are read (page-frame.tsx).
export default guarded(ALL_ANSWERS, StepsPage, (t) => ({ title: t('steps.title') }));
