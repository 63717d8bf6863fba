import './account-setup.ts';
import { ResetCodePage } from '../../features/auth/components/reset-code-page.tsx';

export default ResetCodePage;
