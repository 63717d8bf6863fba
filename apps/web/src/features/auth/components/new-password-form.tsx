import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@painpoint/contracts/account-constants';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FormMessage } from '../../../components/form/field.tsx';
import { passwordProblem, passwordsDiffer } from '../validate.ts';
import { PasswordFields } from './password-fields.tsx';

interface NewPasswordFormProps {
  /** Saves the password; resolves to an error message to show, or undefined when it worked. */
  save(password: string, confirmPassword: string): Promise<string | undefined>;
  /** The account's username when known, so a password manager stores the new password under it. */
  username?: string | undefined;
}

/** A new password and its confirmation, for the reset and set-password pages. */
export function NewPasswordForm({ save, username }: NewPasswordFormProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const mismatch = passwordsDiffer(password, confirmPassword);
  const ready = password !== '' && password === confirmPassword && !busy;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setBusy(true);
    const found = passwordProblem(password);
    setProblem(found ? t(`field.${found}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined);
    setError(undefined);
    if (found) {
      setBusy(false);
      passwordInput.current?.focus();
      return;
    }
    const message = await save(password, confirmPassword);
    setBusy(false);
    if (message) {
      setError(message);
      requestAnimationFrame(() => passwordInput.current?.focus());
    }
  };

  return (
    <form aria-label={t('link.formLabel')} className="form" noValidate onSubmit={(e) => void submit(e)}>
      <FormMessage error={error} />
      {username ? <input type="text" name="username" autoComplete="username" value={username} readOnly hidden /> : null}
      <PasswordFields
        ids={{ password: `${id}-password`, confirm: `${id}-confirm` }}
        label={t('field.newPassword')}
        password={password}
        confirmPassword={confirmPassword}
        onPassword={setPassword}
        onConfirm={setConfirmPassword}
        passwordError={problem}
        confirmError={mismatch ? t('field.passwordsDiffer') : undefined}
        passwordRef={passwordInput}
      />
      <button type="submit" className="button button-large" disabled={!ready} aria-busy={busy || undefined}>
        {t('link.submit')}
      </button>
    </form>
  );
}
