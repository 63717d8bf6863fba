import { LINK_TOKEN_PATTERN } from '@painpoint/contracts/account-constants';
import { useId, useState } from 'react';
import { CurrentPasswordField, FormMessage } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { Link } from '../../../components/link.tsx';
import { messageFor } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { verifyAccount } from '../api/verify.ts';
import { isDeadLink } from '../api/passwords.ts';
import { PageTitle } from './page-title.tsx';
import { useFragmentToken } from './reset-password-page.tsx';

/**
 * /verify#token=…: the link mailed at sign-up (decision 065). The address is proven only when the
 * person presses the button, not when the page opens: a mail scanner that opens links must not
 * confirm an account someone else made with this address. The person types the password they
 * chose at sign-up (decision 110): the account gets that one, never one a stranger chose by signing
 * up with the same address.
 */
export function VerifyPage() {
  const { t } = useTranslation('account');
  const token = useFragmentToken();
  const [state, setState] = useState<'ask' | 'done' | 'dead'>('ask');
  const [dead, setDead] = useState<string>();
  const [password, setPassword] = useState('');
  const id = useId();
  const usable = token !== undefined && LINK_TOKEN_PATTERN.test(token);

  const confirm = useSubmit({
    ready: usable && password !== '',
    send: async () => {
      try {
        await verifyAccount({ token: token ?? '', password });
        setState('done');
      } catch (e) {
        if (!isDeadLink(e, [404])) throw e;
        setDead(messageFor(e, t('failed')));
        setState('dead');
      }
    },
    failed: (err) => messageFor(err, t('failed')),
  });

  return (
    <div className="container auth-page">
      <PageTitle title={t('verify.title')} />
      {state === 'done' ? (
        <>
          <p role="status" className="form-success">
            {t('verify.done')}
          </p>
          <p>
            <Link to={paths.login} className="button">
              {t('verify.toLogin')}
            </Link>
          </p>
        </>
      ) : state === 'dead' || !usable ? (
        <>
          <p role="alert">{usable ? dead : t('verify.missing')}</p>
          <p>
            <Link to={paths.register} className="button">
              {t('verify.signUpAgain')}
            </Link>
          </p>
        </>
      ) : (
        <form aria-label={t('verify.title')} className="form" noValidate onSubmit={confirm.onSubmit}>
          <p>{t('verify.lead')}</p>
          <FormMessage error={confirm.error} />
          <CurrentPasswordField
            id={`${id}-password`}
            label={t('verify.password')}
            value={password}
            onChange={setPassword}
          />
          <SubmitButton className="button button-large" busy={confirm.busy} disabled={!confirm.ready}>
            {t('verify.submit')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
}
