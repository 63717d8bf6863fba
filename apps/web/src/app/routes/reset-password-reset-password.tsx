import '../setup/account-setup.ts';
import { framedAccountPage } from '../../components/page-frame.tsx';
import { ResetStepPage } from '../../features/auth/components/reset-step-page.tsx';

/** Drawn as its frame: the page needs the code's grant from the step before. */
export default framedAccountPage(ResetStepPage, (t) => ({ title: t('step.title') }));
