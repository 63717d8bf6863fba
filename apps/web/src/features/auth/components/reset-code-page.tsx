import { messageFor } from '../../../lib/api-client.ts';
import { CODE_LENGTH, CODE_TTL_MINUTES } from '@painpoint/contracts/account-constants';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { FormMessage } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { CodeField } from './code-field.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
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
  const { state } = useLocation();
  const phone = readPhoneState(state);
  if (!phone) {
    const back: Partial<PhoneResetState> = { restarted: 'no-phone' };
    return <Navigate to={paths.resetPasswordPhone} replace state={back} />;
  }
  return <CodeStep phone={phone} />;
}

function CodeStep({ phone }: { phone: PhoneResetState }) {
  const { t } = useTranslation('account');
  const id = useId();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [notice, setNotice] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const digits = nationalDigits(phone.phone);
  const dialCode = dialCodeOf(phone.country);

  const verify = useSubmit({
    check: () => {
      const bad = !new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
      setInvalid(bad);
      setNotice(undefined);
      if (!bad) return code;
      input.current?.focus();
      return undefined;
    },
    send: async (right: string) => {
      const grant = await verifyResetCode(digits, dialCode, right);
      const next: ResetGrantState = { token: grant.token, username: `${dialCode}${digits}` };
      // Replace: going back should not land on a code that has been used.
      void navigate(paths.resetPasswordStep, { state: next, replace: true });
    },
    failed: (err) => messageFor(err, t('failed')),
    leaves: true,
    refocus: () => input.current,
  });

  const resend = async () => {
    verify.setError(undefined);
    setNotice(undefined);
    try {
      await requestResetCode(digits, dialCode);
      setNotice(t('code.resent'));
    } catch (err) {
      verify.setError(messageFor(err, t('failed')));
    }
  };

  return (
    <div className="container auth-page">
      <PageTitle title={t('code.title')} />
      <p>{t('code.lead', { phone: `${dialCode} ${phone.phone}`, length: CODE_LENGTH, minutes: CODE_TTL_MINUTES })}</p>
      <form aria-label={t('code.formLabel')} className="form" noValidate onSubmit={verify.onSubmit}>
        <FormMessage error={verify.error} success={notice} />
        <CodeField id={`${id}-code`} value={code} onChange={setCode} invalid={invalid} inputRef={input} />
        <SubmitButton className="button button-large" busy={verify.busy}>
          {t('code.submit')}
        </SubmitButton>
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
