import type { LinkCheck } from '@painpoint/contracts';
import { LINK_TOKEN_PATTERN, LINK_TTL_MINUTES } from '@painpoint/contracts/account-constants';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { messageFor } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { dropSession } from '../../../lib/session.ts';
import { useLoaded } from '../../../lib/cache.ts';
import { checkLink, isDeadLink, setPassword } from '../api/passwords.ts';
import { NewPasswordForm } from './new-password-form.tsx';
import { PageTitle } from './page-title.tsx';
import { PasswordSaved } from './password-saved.tsx';

function DeadLink({ missing }: { missing?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <div className="container auth-page">
      <PageTitle title={t('link.invalidTitle')} />
      <p role="alert">{missing ? t('link.missing') : t('link.invalid', { minutes: LINK_TTL_MINUTES })}</p>
      <p>
        <Link to={paths.forgotPassword} className="button">
          {t('link.askAgain')}
        </Link>
      </p>
    </div>
  );
}

/**
 * A new password from a link sent by e-mail (/reset-password, /set-password/{slug}). The link is
 * checked first, so an expired or used one says so at once rather than after typing a password.
 */
export function LinkPasswordPage({ token, purpose }: { token: string | undefined; purpose: LinkCheck['purpose'] }) {
  // A link cut short or mistyped cannot be one we sent: said at once, with no call for the server
  // to refuse (which the browser would log as an error).
  if (!token || !LINK_TOKEN_PATTERN.test(token)) return <DeadLink missing />;
  // While the server checks it, the page's frame (the route's, page-frame.tsx) says so.
  return <CheckedLink token={token} purpose={purpose} />;
}

function CheckedLink({ token, purpose }: { token: string; purpose: LinkCheck['purpose'] }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'form' | 'saved' | 'dead'>('form');
  const link = useLoaded(checkLink, token);

  const check = link.status === 'fulfilled' ? link.data : undefined;
  if (state === 'dead' || check === 'dead') return <DeadLink />;
  const title = (check?.purpose ?? purpose) === 'set' ? t('link.titleSet') : t('link.titleReset');

  const save = async (password: string, confirmPassword: string) => {
    try {
      await setPassword(token, password, confirmPassword);
    } catch (e) {
      if (isDeadLink(e, [404])) {
        setState('dead');
        return undefined;
      }
      return messageFor(e, t('failed'));
    }
    // Every session of the account has ended on the server; this tab's too. (The link's check
    // stays cached for the visit: opened again, the form shows, and the server refuses it as used.)
    dropSession('idle');
    setState('saved');
    return undefined;
  };

  return (
    <div className="container auth-page">
      <PageTitle title={title} />
      {state === 'saved' ? (
        <PasswordSaved />
      ) : check ? (
        <>
          <p className="field-hint">
            {t('link.expires', {
              time: new Date(check.expires_at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
            })}
          </p>
          <NewPasswordForm save={save} />
        </>
      ) : (
        <LoadState resource={link} messages={{ failed: t('failed'), retry: t('retry') }} />
      )}
    </div>
  );
}
