import { ApiError, fieldErrorsOf } from '../../../lib/api-client.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_COUNTRIES } from '@painpoint/contracts/account-constants';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Field, FormMessage } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { paths } from '../../../lib/paths.ts';
import { createAccount } from '../api/create-account.ts';
import { dialCodeOf, nationalDigits, rememberCountry } from '../phone.ts';
import { usePhoneCountry } from '../use-phone-country.ts';
import { isEmail } from '../../../domain/contracts.ts';
import {
  canSignUp,
  passwordProblem,
  passwordsDiffer,
  phoneE164,
  type SignUpMode,
  type SignUpValues,
} from '../validate.ts';
import { PasswordFields } from './password-fields.tsx';
import { PhoneField } from './phone-field.tsx';
import { useEarlyInput } from '../../../lib/use-early-input.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

type FieldName = 'email' | 'phone' | 'password' | 'confirmPassword';
type Errors = Partial<Record<FieldName, string>>;

interface SignUpFormProps {
  /** The new account's username (its e-mail, or its phone number in E.164). */
  /** The new account's username, and the password just chosen (to log straight in with). */
  onCreated(username: string, password: string): void | Promise<void>;
  onLogin(): void;
}

/**
 * docs/product.md §2, §5, §8 sign-up ("Get started"): e-mail mode or phone mode (calling code and number:
 * the US by the spec, India for a visitor who is likely in India, decision 075), password and confirmation. Submit is enabled only with an e-mail or phone number, a
 * password and the same password twice; when both passwords are filled in and differ, the spec's
 * message shows next to the confirmation.
 */
export function SignUpForm({ onCreated, onLogin }: SignUpFormProps) {
  const { t, language } = useTranslation('account');
  const id = useId();
  // Typed before the page's scripts ran (it is prerendered): kept.
  const earlyInput = useEarlyInput();
  // The e-mail/phone switch does nothing until the scripts run: it says so (disabled) rather than
  // let a tap be lost, then comes alive with the form.
  const live = useHydrated();
  const [country, setCountry] = usePhoneCountry(language, undefined, TEXT_COUNTRIES);
  const [form, setValues] = useState<Omit<SignUpValues, 'country'>>({
    mode: 'email',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
  });
  const values: SignUpValues = { ...form, country };
  const [errors, setErrors] = useState<Errors>({});
  const submitButton = useRef<HTMLButtonElement>(null);
  const set = (patch: Partial<Omit<SignUpValues, 'country'>>) => setValues((v) => ({ ...v, ...patch }));
  const fieldId = (f: FieldName) => (f === 'phone' ? `${id}-phone-number` : `${id}-${f}`);

  const focusFirst = (found: Errors) => {
    const first = (['email', 'phone', 'password', 'confirmPassword'] as const).find((f) => found[f]);
    // The field with the problem, or else the button again (it lost focus while disabled).
    requestAnimationFrame(() => (first ? document.getElementById(fieldId(first)) : submitButton.current)?.focus());
  };

  const check = (): Errors => {
    const found: Errors = {};
    if (values.mode === 'email' && !isEmail(values.email)) found.email = t('field.emailInvalid');
    if (values.mode === 'phone' && !phoneE164(values.country, values.phone)) found.phone = t('field.phoneInvalid');
    const problem = passwordProblem(values.password);
    if (problem) found.password = t(`field.${problem}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
    return found;
  };

  const signUp = useSubmit({
    ready: canSignUp(values),
    check: () => {
      const found = check();
      setErrors(found);
      if (Object.keys(found).length === 0) return values;
      focusFirst(found);
      return undefined;
    },
    send: async (v: SignUpValues) => {
      const { password, confirmPassword } = v;
      const dialCode = dialCodeOf(v.country);
      const phone = nationalDigits(v.phone);
      const username = await createAccount(
        v.mode === 'email'
          ? { email: v.email.trim(), password, confirmPassword }
          : { phone, dialCode, password, confirmPassword },
      );
      if (v.mode === 'phone') rememberCountry(v.country);
      await onCreated(username, password);
    },
    failed: (err) => {
      const byField = fieldErrorsOf(err);
      const named: Errors = {};
      for (const f of ['email', 'phone', 'password', 'confirmPassword'] as const) if (byField[f]) named[f] = byField[f];
      if (byField.dialCode) named.phone = byField.dialCode;
      setErrors(named);
      focusFirst(named);
      if (err instanceof ApiError && err.status === 409) return t('signup.exists');
      if (err instanceof ApiError && (err.status === 400 || err.status === 429)) return err.message;
      return t('failed');
    },
    leaves: true,
  });

  const mismatch = passwordsDiffer(values.password, values.confirmPassword);
  const modeButton = (mode: SignUpMode, label: string) => (
    <button
      type="button"
      className="button button-small button-secondary"
      aria-pressed={values.mode === mode}
      disabled={!live}
      onClick={() => {
        set({ mode });
        setErrors({});
      }}
    >
      {label}
    </button>
  );

  return (
    <form {...earlyInput} aria-label={t('signup.formLabel')} className="form" noValidate onSubmit={signUp.onSubmit}>
      <p>{t('signup.lead')}</p>
      <p className="notice-line">{t('signup.adults')}</p>
      <FormMessage error={signUp.error} />
      <div role="group" aria-labelledby={`${id}-method`} className="mode-switch">
        <span id={`${id}-method`} className="mode-switch-label">
          {t('signup.method')}
        </span>
        {modeButton('email', t('signup.withEmail'))}
        {modeButton('phone', t('signup.withPhone'))}
      </div>
      {values.mode === 'email' ? (
        <Field id={fieldId('email')} label={t('field.email')} error={errors.email}>
          {(p) => (
            <input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              data-autofocus
              onChange={(e) => set({ email: e.target.value })}
            />
          )}
        </Field>
      ) : (
        <PhoneField
          id={`${id}-phone`}
          country={values.country}
          number={values.phone}
          error={errors.phone}
          autoFocus
          onChange={(c, phone) => {
            setCountry(c);
            set({ phone });
          }}
        />
      )}
      <PasswordFields
        ids={{ password: fieldId('password'), confirm: fieldId('confirmPassword') }}
        label={t('field.password')}
        password={values.password}
        confirmPassword={values.confirmPassword}
        onPassword={(password) => set({ password })}
        onConfirm={(confirmPassword) => set({ confirmPassword })}
        passwordError={errors.password}
        confirmError={errors.confirmPassword ?? (mismatch ? t('signup.mismatch') : undefined)}
      />
      <p id={`${id}-needs`} className="field-hint">
        {t('signup.needs')}
      </p>
      <SubmitButton
        ref={submitButton}
        className="button button-large"
        busy={signUp.busy}
        disabled={!signUp.ready}
        aria-describedby={`${id}-needs`}
      >
        {t('signup.submit')}
      </SubmitButton>
      <p className="field-hint">
        {t('signup.privacy')} <Link to={paths.privacy}>{t('signup.privacyLink')}</Link>
      </p>
      <p className="form-switch">
        {t('signup.haveAccount')}{' '}
        <button type="button" className="link-button" onClick={onLogin}>
          {t('signup.toLogin')}
        </button>
      </p>
    </form>
  );
}
