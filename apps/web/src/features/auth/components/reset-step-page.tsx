import { ApiError, messageFor } from '../../../lib/api-client.ts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { dropSession } from '../../../lib/session.ts';
import { setPassword } from '../api/passwords.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import { PageTitle } from './page-title.tsx';
import { PasswordSaved } from './password-saved.tsx';
import type { ResetGrantState } from './reset-code-page.tsx';
import type { PhoneResetState } from '../phone-reset-state.ts';

/**
 * /reset-password-reset-password: the new password, with the single-use token the right code gave
 * (in router state). Without one — opened directly, or the token already spent — it is back to
 * the phone page with an explanation.
 */
export function ResetStepPage() {
  const { t } = useTranslation('account');
  const { state, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const v = (state as Partial<ResetGrantState> | null)?.token;
    return typeof v === 'string' && v !== '' ? v : undefined;
  });
  const [username] = useState(() => {
    const v = (state as Partial<ResetGrantState> | null)?.username;
    return typeof v === 'string' ? v : undefined;
  });
  const [outcome, setOutcome] = useState<'form' | 'saved' | 'spent'>('form');

  if (!token || outcome === 'spent') {
    const back: Partial<PhoneResetState> = { restarted: 'no-token' };
    return <Navigate to={paths.resetPasswordPhone} replace state={back} />;
  }

  const save = async (password: string, confirmPassword: string) => {
    try {
      await setPassword(token, password, confirmPassword);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) {
        setOutcome('spent');
        return undefined;
      }
      return messageFor(e, t('failed'));
    }
    dropSession('idle');
    setOutcome('saved');
    // The token is spent: drop it from the history entry too.
    void navigate(pathname, { replace: true, state: null });
    return undefined;
  };

  return (
    <div className="container auth-page">
      <PageTitle title={t('step.title')} />
      {outcome === 'saved' ? <PasswordSaved /> : <NewPasswordForm save={save} username={username} />}
    </div>
  );
}
