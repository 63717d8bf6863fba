import { messageFor } from '../../../lib/api-client.ts';
import { CODE_LENGTH, CODE_TTL_MINUTES } from '@painpoint/contracts/account-constants';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { Field, FormMessage } from '../../../components/form/field.tsx';
import { paths } from '../../../lib/paths.ts';
import { requestResetCode, verifyResetCode } from '../api/passwords.ts';
import { dialCodeOf, nationalDigits } from '../phone.ts';
import { PageTitle } from './page-title.tsx';
import { readPhoneState, type PhoneResetState } from '../phone-reset-state.ts';

/** What the new-password step carries in router state: the single-use token from the right code. */
export interface ResetGrantState {
  token: string;
  /** The phone number in E.164, for password managers (not a secret). */
  username: string;
}

/**
 * /reset-password-confirmation-phone: the code from the text message. A right code gives a
 * single-use token, handed to the next page in router state (never in the URL or in storage).
 * Opened without a phone number (directly, or after a reload lost nothing but the page was never
 * reached properly), it sends the visitor back to the phone page with an explanation.
 */
export function ResetCodePage() {
  const { t } = useTranslation('account');
  const id = useId();
  const { state } = useLocation();
  const navigate = useNavigate();
  const phone = readPhoneState(state);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  if (!phone) {
    const back: Partial<PhoneResetState> = { restarted: 'no-phone' };
    return <Navigate to={paths.resetPasswordPhone} replace state={back} />;
  }
  const digits = nationalDigits(phone.phone);
  const dialCode = dialCodeOf(phone.country);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const bad = !new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
    setInvalid(bad);
    setError(undefined);
    setNotice(undefined);
    if (bad) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const grant = await verifyResetCode(digits, dialCode, code);
      const next: ResetGrantState = { token: grant.token, username: `${dialCode}${digits}` };
      // Replace: going back should not land on a code that has been used.
      void navigate(paths.resetPasswordStep, { state: next, replace: true });
      return;
    } catch (err) {
      setError(messageFor(err, t('failed')));
    }
    setBusy(false);
    requestAnimationFrame(() => input.current?.focus());
  };

  const resend = async () => {
    setError(undefined);
    setNotice(undefined);
    try {
      await requestResetCode(digits, dialCode);
      setNotice(t('code.resent'));
    } catch (err) {
      setError(messageFor(err, t('failed')));
    }
  };

  return (
    <div className="container auth-page">
      <PageTitle title={t('code.title')} />
      <p>{t('code.lead', { phone: `${dialCode} ${phone.phone}`, length: CODE_LENGTH, minutes: CODE_TTL_MINUTES })}</p>
      <form aria-label={t('code.formLabel')} className="form" noValidate onSubmit={(e) => void submit(e)}>
        <FormMessage error={error} success={notice} />
        <Field
          id={`${id}-code`}
          label={t('code.label')}
          hint={t('code.hint', { length: CODE_LENGTH })}
          error={invalid ? t('code.invalid', { length: CODE_LENGTH }) : undefined}
        >
          {(p) => (
            <input
              {...p}
              ref={input}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={CODE_LENGTH}
              required
              className="code-input"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            />
          )}
        </Field>
        <button type="submit" className="button button-large" disabled={busy} aria-busy={busy || undefined}>
          {t('code.submit')}
        </button>
      </form>
      <ul className="link-list">
        <li>
          <button type="button" className="link-button" onClick={() => void resend()}>
            {t('code.resend')}
          </button>
        </li>
        <li>
          <Link to={paths.resetPasswordPhone} state={phone}>
            {t('code.otherNumber')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
