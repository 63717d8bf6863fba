import '../setup/account-setup.ts';
import { framedAccountPage } from '../../components/page-frame.tsx';
import { SetPasswordPage } from '../../features/auth/components/set-password-page.tsx';

/** Drawn as its frame, for any link: the page checks its own. */
export default framedAccountPage(SetPasswordPage, (t) => ({ title: t('link.titleSet'), waiting: t('link.checking') }));
