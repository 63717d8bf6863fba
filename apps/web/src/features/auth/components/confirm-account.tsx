import { CODE_LENGTH, CODE_TTL_MINUTES, LINK_TTL_MINUTES } from '@painpoint/contracts/account-constants';
import { useId, useRef, useState } from 'react';
import { FormMessage } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { CodeField } from './code-field.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { messageFor } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { resendVerification, verifyAccount } from '../api/verify.ts';

interface ConfirmAccountProps {
  /** The new account's username as the sign-up answered it: its e-mail, or its number in E.164. */
  username: string;
  /** The password just chosen: the code confirms the account with it (decision 110). */
  password: string;
  /** A right code was typed: the account works now (the panel logs it in). */
  onConfirmed(): void | Promise<void>;
  /** To the login form, with the username filled in. */
  onLogin(): void;
}

/**
 * What follows "Your account has been created" (decision 065): where the link or the code went,
 * the code's form for a phone, and a button to send it again (the same limits as a reset).
 */
export function ConfirmAccount({ username, password, onConfirmed, onLogin }: ConfirmAccountProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const byMail = username.includes('@');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [notice, setNotice] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  const confirm = useSubmit({
    check: () => {
      const bad = !new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
      setInvalid(bad);
      setNotice(undefined);
      if (!bad) return code;
      input.current?.focus();
      return undefined;
    },
    send: async (right: string) => {
      await verifyAccount({ phone_number: username, code: right, password });
      await onConfirmed();
    },
    failed: (err) => messageFor(err, t('failed')),
    leaves: true,
    refocus: () => input.current,
  });

  const resend = async () => {
    confirm.setError(undefined);
    setNotice(undefined);
    try {
      await resendVerification(byMail ? { email: username } : { phone_number: username });
      setNotice(byMail ? t('confirm.resentMail') : t('confirm.resentCode'));
    } catch (err) {
      confirm.setError(messageFor(err, t('failed')));
    }
  };

  return (
    <div className="confirm-account">
      <p role="status" className="form-success">
        {t('signup.created')}
      </p>
      {byMail ? (
        <>
          <p tabIndex={-1} data-autofocus>
            {t('confirm.sentMail', { email: username, minutes: LINK_TTL_MINUTES })}
          </p>
          <FormMessage error={confirm.error} success={notice} />
        </>
      ) : (
        <form aria-label={t('confirm.formLabel')} className="form" noValidate onSubmit={confirm.onSubmit}>
          <p>{t('confirm.sentCode', { phone: username, length: CODE_LENGTH, minutes: CODE_TTL_MINUTES })}</p>
          <FormMessage error={confirm.error} success={notice} />
          <CodeField id={`${id}-code`} value={code} onChange={setCode} invalid={invalid} inputRef={input} autoFocus />
          <SubmitButton className="button button-large" busy={confirm.busy}>
            {t('confirm.submit')}
          </SubmitButton>
        </form>
      )}
      <ul className="link-list">
        <li>
          <button type="button" className="link-button" onClick={() => void resend()}>
            {byMail ? t('confirm.resendMail') : t('code.resend')}
          </button>
        </li>
        <li>
          <button type="button" className="link-button" onClick={onLogin}>
            {t('confirm.toLogin')}
          </button>
        </li>
      </ul>
    </div>
  );
}
