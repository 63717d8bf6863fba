import '../setup/assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../components/require-answers.tsx';
import { SuggestedPage } from '../../features/results/components/suggested-page.tsx';

// Drawn at build time as its frame until the visitor's answers are read (page-frame.tsx).
export default guarded(ALL_ANSWERS, SuggestedPage, (t) => ({ title: t('suggested.title'), lead: t('suggested.lead') }));
