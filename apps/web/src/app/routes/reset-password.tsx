import './account-setup.ts';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page.tsx';

export default ResetPasswordPage;
