import '../setup/account-setup.ts';
import { ResetPhonePage } from '../../features/auth/components/reset-phone-page.tsx';

export default ResetPhonePage;
