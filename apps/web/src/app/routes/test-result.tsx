import '../setup/assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../components/require-answers.tsx';
import { TestResultPage } from '../../features/results/components/test-result-page.tsx';

// Drawn at build time as its frame until the visitor's answers are read (page-frame.tsx).
export default guarded(ALL_ANSWERS, TestResultPage, (t) => ({ title: t('suggested.title') }));
