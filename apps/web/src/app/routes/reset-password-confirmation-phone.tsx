import '../setup/account-setup.ts';
import { framedAccountPage } from '../../components/page-frame.tsx';
import { ResetCodePage } from '../../features/auth/components/reset-code-page.tsx';

/** Drawn as its frame: the page needs the number given on the step before. */
export default framedAccountPage(ResetCodePage, (t) => ({ title: t('code.title') }));
