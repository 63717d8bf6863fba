import './account-setup.ts';
import { ResetCodePage } from '../../features/auth/components/reset-code-page.tsx';
import { framedAccountPage } from './framed-account-page.tsx';

/** Drawn as its frame: the page needs the number given on the step before. */
export default framedAccountPage(ResetCodePage, (t) => ({ title: t('code.title') }));
