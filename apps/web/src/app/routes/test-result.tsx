import '../setup/assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../domain/flow/require-answers.tsx';
import { TestResultPage } from '../../features/results/components/test-result-page.tsx';
import { ResultPartsContext } from '../../features/results/result-parts.tsx';
import { summaryParts } from '../result-parts.tsx';

const Page = () => (
  <ResultPartsContext value={summaryParts}>
    <TestResultPage />
  </ResultPartsContext>
);

// Drawn at build time as its frame until the visitor's answers are read (page-frame.tsx).
export default guarded(ALL_ANSWERS, Page, (t) => ({ title: t('suggested.title') }));
