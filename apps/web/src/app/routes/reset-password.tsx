import '../setup/account-setup.ts';
import { framedAccountPage } from '../../components/page-frame.tsx';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page.tsx';

/** Drawn as its frame: the link's token is in the address's fragment, which only the browser has. */
export default framedAccountPage(ResetPasswordPage, (t) => ({
  title: t('link.titleReset'),
  waiting: t('link.checking'),
}));
