import '../setup/assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../domain/flow/require-answers.tsx';
import { SaveToHistory } from '../../features/history/components/save-to-history.tsx';
import { SuggestedPage } from '../../features/results/components/suggested-page.tsx';
import { ResultPartsContext, type ResultParts } from '../../features/results/result-parts.tsx';
import { summaryParts } from '../result-parts.tsx';

const parts: ResultParts = { ...summaryParts, SaveToHistory };

const Page = () => (
  <ResultPartsContext value={parts}>
    <SuggestedPage />
  </ResultPartsContext>
);

// Drawn at build time as its frame until the visitor's answers are read (page-frame.tsx).
export default guarded(ALL_ANSWERS, Page, (t) => ({ title: t('suggested.title'), lead: t('suggested.lead') }));
