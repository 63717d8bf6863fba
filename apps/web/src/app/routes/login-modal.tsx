// The login dialog's code, loaded on its first opening (never with the page).
import '../setup/account-setup.ts';
import { LoginModal } from '../../features/auth/components/login-modal.tsx';

export default LoginModal;
