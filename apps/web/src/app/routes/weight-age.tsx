import './assessment-setup.ts';
import { guarded } from '../../components/require-answers.tsx';
import { AgeWeightPage } from '../../features/assessment/components/age-weight-page.tsx';

/** Age and weight; sex is already known from the figure. */
export default guarded(['sex', 'location'], () => <AgeWeightPage askSex={false} />);
