import { messageFor } from '../../../lib/api-client.ts';
import { LINK_TTL_MINUTES } from '@painpoint/contracts/account-constants';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Field, FormMessage } from '../../../components/form/field.tsx';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    const bad = !isEmail(email);
    setInvalid(bad);
    setError(undefined);
    setSent(undefined);
    if (bad) {
      setBusy(false);
      input.current?.focus();
      return;
    }
    try {
      // The page's own words, in the visitor's language: the server's answer says the same in English.
      await requestResetEmail(email.trim());
      setSent(t('forgot.sent'));
    } catch (err) {
      setError(messageFor(err, t('failed')));
    }
    setBusy(false);
    requestAnimationFrame(() => input.current?.focus());
  };

  return (
    <div className="container auth-page">
      <PageTitle title={t('forgot.title')} />
      <p>{t('forgot.lead', { minutes: LINK_TTL_MINUTES })}</p>
      <form
        {...earlyInput}
        aria-label={t('forgot.formLabel')}
        className="form"
        noValidate
        onSubmit={(e) => void submit(e)}
      >
        <FormMessage error={error} success={sent} />
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
        <button type="submit" className="button button-large" disabled={busy} aria-busy={busy || undefined}>
          {t('forgot.submit')}
        </button>
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
