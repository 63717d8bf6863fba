import './account-setup.ts';
import { ResetStepPage } from '../../features/auth/components/reset-step-page.tsx';

export default ResetStepPage;
