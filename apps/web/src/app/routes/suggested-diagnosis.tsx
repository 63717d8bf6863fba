import './assessment-setup.ts';
import { ALL_ANSWERS, guarded } from '../../components/require-answers.tsx';
import { SuggestedPage } from '../../features/results/components/suggested-page.tsx';

export default guarded(ALL_ANSWERS, SuggestedPage);
