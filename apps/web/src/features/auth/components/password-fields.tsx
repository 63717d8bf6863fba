import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@painpoint/contracts/account-constants';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Field } from '../../../components/form/field.tsx';

interface PasswordFieldsProps {
  /** Ids of the two inputs (the forms move focus to them by id or ref). */
  ids: { password: string; confirm: string };
  label: string;
  password: string;
  confirmPassword: string;
  onPassword(value: string): void;
  onConfirm(value: string): void;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
  passwordRef?: Ref<HTMLInputElement>;
}

/** A new password with its hint, and the same password again (sign-up, reset, set password). */
export function PasswordFields(props: PasswordFieldsProps) {
  const { t } = useTranslation('account');
  const input = (name: 'password' | 'confirmPassword', value: string, onChange: (v: string) => void) => ({
    name,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    maxLength: PASSWORD_MAX_LENGTH,
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  });
  return (
    <>
      <Field
        id={props.ids.password}
        label={props.label}
        hint={t('field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={props.passwordError}
      >
        {(p) => <input {...p} ref={props.passwordRef} {...input('password', props.password, props.onPassword)} />}
      </Field>
      <Field id={props.ids.confirm} label={t('field.confirmPassword')} error={props.confirmError}>
        {(p) => <input {...p} {...input('confirmPassword', props.confirmPassword, props.onConfirm)} />}
      </Field>
    </>
  );
}
