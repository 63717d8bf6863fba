import './flow.ts';
import { ProfilePage } from '../../features/assessment/components/profile-page.tsx';

/** Sex, age and weight together: to change sex later, or for visitors who skipped the figure. */
export default function GenderAgeWeightRoute() {
  return <ProfilePage askSex />;
}
