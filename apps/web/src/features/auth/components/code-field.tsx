import { CODE_LENGTH } from '@painpoint/contracts/account-constants';
import type { Ref } from 'react';
import { Field } from '../../../components/form/field.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** The code was refused: the field says so. */
  invalid: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Focused when its dialog or panel opens (`data-autofocus`). */
  autoFocus?: boolean;
}

/** The 6-digit code sent by SMS: digits only, as many as a code has, filled in from the SMS where the phone can. */
export function CodeField({ id, value, onChange, invalid, inputRef, autoFocus = false }: CodeFieldProps) {
  const { t } = useTranslation('account');
  return (
    <Field
      id={id}
      label={t('code.label')}
      hint={t('code.hint', { length: CODE_LENGTH })}
      error={invalid ? t('code.invalid', { length: CODE_LENGTH }) : undefined}
    >
      {(p) => (
        <input
          {...p}
          ref={inputRef}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          required
          {...(autoFocus ? { 'data-autofocus': true } : {})}
          className="code-input"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        />
      )}
    </Field>
  );
}
