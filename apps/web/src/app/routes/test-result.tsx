import './assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../components/require-answers.tsx';
import { TestResultPage } from '../../features/results/components/test-result-page.tsx';

export default guarded(ALL_ANSWERS, TestResultPage);
