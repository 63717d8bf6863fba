import { messageFor } from '../../../lib/api-client.ts';
import { LINK_TTL_MINUTES } from '@painpoint/contracts/account-constants';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Field, FormMessage } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { paths } from '../../../lib/paths.ts';
import { requestResetEmail } from '../api/passwords.ts';
import { isEmail } from '../../../domain/contracts.ts';
import { PageTitle } from './page-title.tsx';
import { useEarlyInput } from '../../../lib/use-early-input.ts';

/**
 * /forgot-password: the e-mail address of the account → a reset link by e-mail. The answer is the
 * same whether or not an account has that address, so the page never tells who has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const id = useId();
  // Typed before the page's scripts ran (it is prerendered): kept.
  const earlyInput = useEarlyInput();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sent, setSent] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const request = useSubmit({
    check: () => {
      const bad = !isEmail(email);
      setInvalid(bad);
      setSent(undefined);
      if (!bad) return email.trim();
      input.current?.focus();
      return undefined;
    },
    send: async (address: string) => {
      await requestResetEmail(address);
      // The page's own words, in the visitor's language: the server's answer says the same in English.
      setSent(t('forgot.sent'));
    },
    failed: (err) => messageFor(err, t('failed')),
    refocus: () => input.current,
  });

  return (
    <div className="container auth-page">
      <PageTitle title={t('forgot.title')} />
      <p>{t('forgot.lead', { minutes: LINK_TTL_MINUTES })}</p>
      <form {...earlyInput} aria-label={t('forgot.formLabel')} className="form" noValidate onSubmit={request.onSubmit}>
        <FormMessage error={request.error} success={sent} />
        <Field
          id={`${id}-email`}
          label={t('field.email')}
          error={invalid ? (email.trim() === '' ? t('field.emailRequired') : t('field.emailInvalid')) : undefined}
        >
          {(p) => (
            <input
              {...p}
              ref={input}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <SubmitButton className="button button-large" busy={request.busy}>
          {t('forgot.submit')}
        </SubmitButton>
      </form>
      <ul className="link-list">
        <li>
          <Link to={paths.resetPasswordPhone}>{t('forgot.usePhone')}</Link>
        </li>
        <li>
          <Link to={paths.login}>{t('forgot.backToLogin')}</Link>
        </li>
      </ul>
    </div>
  );
}
