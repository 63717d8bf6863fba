import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@painpoint/contracts/account-constants';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FormMessage } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { messageFor } from '../../../lib/api-client.ts';
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
  const passwordInput = useRef<HTMLInputElement>(null);
  const mismatch = passwordsDiffer(password, confirmPassword);

  const saving = useSubmit({
    ready: password !== '' && password === confirmPassword,
    check: () => {
      const found = passwordProblem(password);
      setProblem(found ? t(`field.${found}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined);
      if (!found) return password;
      passwordInput.current?.focus();
      return undefined;
    },
    send: (chosen: string) => save(chosen, confirmPassword),
    failed: (err) => messageFor(err, t('failed')),
    refocus: () => passwordInput.current,
  });

  return (
    <form aria-label={t('link.formLabel')} className="form" noValidate onSubmit={saving.onSubmit}>
      <FormMessage error={saving.error} />
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
      <SubmitButton className="button button-large" busy={saving.busy} disabled={!saving.ready}>
        {t('link.submit')}
      </SubmitButton>
    </form>
  );
}
