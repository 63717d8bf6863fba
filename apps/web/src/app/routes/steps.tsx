import './flow.ts';
import { ALL_ANSWERS, guarded } from '../../components/require-answers.tsx';
import { StepsPage } from '../../features/assessment/components/steps-page.tsx';

export default guarded(ALL_ANSWERS, StepsPage);
