import '../setup/account-setup.ts';
import { framedAccountPage } from '../../components/page-frame.tsx';
import { VerifyPage } from '../../features/auth/components/verify-page.tsx';

/** Drawn as its frame: the link's token is in the address's fragment, which only the browser has. */
export default framedAccountPage(VerifyPage, (t) => ({ title: t('verify.title'), waiting: t('link.checking') }));
