import './flow.ts';
import { guarded } from '../../components/require-answers.tsx';
import { ProfilePage } from '../../features/assessment/components/profile-page.tsx';

/** Age and weight; sex is already known from the figure. */
export default guarded(['sex', 'location'], () => <ProfilePage askSex={false} />);
