import './account-setup.ts';
import { SetPasswordPage } from '../../features/auth/components/set-password-page.tsx';

export default SetPasswordPage;
