import '../setup/account-setup.ts';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page.tsx';

export default ForgotPasswordPage;
