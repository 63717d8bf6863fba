import './assessment-setup.ts';
import { AgeWeightPage } from '../../features/assessment/components/age-weight-page.tsx';

/** Sex, age and weight together: to change sex later, or for visitors who skipped the figure. */
export default function GenderAgeWeightRoute() {
  return <AgeWeightPage askSex />;
}
