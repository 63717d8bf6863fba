import { ApiError } from '../../../lib/api-client.ts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Field, FormMessage } from '../../../components/form/field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { useSubmit } from '../../../components/form/use-submit.ts';
import { paths } from '../../../lib/paths.ts';
import { logIn } from '../api/login.ts';
import { CountrySelect } from './phone-field.tsx';
import { dialCodeOf, isNationalNumber, nationalDigits, rememberCountry } from '../phone.ts';
import { usePhoneCountry } from '../use-phone-country.ts';
import { useEarlyInput } from '../../../lib/use-early-input.ts';

interface LoginFormProps {
  /** Prefilled after sign-up; focus then starts on the password. */
  initialUsername?: string | undefined;
  onLoggedIn(): void;
  onCreateAccount(): void;
}

/**
 * docs/product.md §2, §5, §8: Email/Phone and Password, a Forgot Password link and "Create an account".
 * The username box is type="text", not the spec's type="email", because it also takes a phone
 * number (decision 012). A number typed without its country code, as people type their own, gets
 * a country choice beside it (the one used on this device before, else the likely one: India for
 * a Hindi page, an Indian locale or India time), and
 * the form sends the full international number the account was made with. Submit is disabled
 * while a field is empty or a request runs.
 */
export function LoginForm({ initialUsername, onLoggedIn, onCreateAccount }: LoginFormProps) {
  const { t, language } = useTranslation('account');
  const id = useId();
  // Typed before the page's scripts ran (it is prerendered): kept.
  const earlyInput = useEarlyInput();
  const [username, setUsername] = useState(initialUsername ?? '');
  const [country, setCountry] = usePhoneCountry(language);
  const national = isNationalNumber(username);
  const [password, setPassword] = useState('');
  const passwordInput = useRef<HTMLInputElement>(null);

  const login = useSubmit({
    ready: username.trim() !== '' && password !== '',
    send: async () => {
      if (national) rememberCountry(country);
      const name = national ? `${dialCodeOf(country)}${nationalDigits(username)}` : username.trim();
      if (!(await logIn({ username: name, password }))) return t('login.noTokens');
      onLoggedIn();
    },
    failed: (err) => {
      if (err instanceof ApiError && err.status === 401) return t('login.wrong');
      if (err instanceof ApiError && (err.status === 400 || err.status === 429)) return err.message;
      return t('login.error');
    },
    leaves: true,
    // The disabled button lost focus; put it back where the visitor will act next.
    refocus: () => passwordInput.current,
  });

  return (
    <form {...earlyInput} aria-label={t('login.formLabel')} className="form" noValidate onSubmit={login.onSubmit}>
      <FormMessage error={login.error} />
      <Field id={`${id}-username`} label={t('login.username')} hint={t('login.usernameHint')}>
        {(p) => (
          <input
            {...p}
            name="username"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            data-autofocus={initialUsername ? undefined : true}
            onChange={(e) => setUsername(e.target.value)}
          />
        )}
      </Field>
      {national ? (
        <CountrySelect id={`${id}-country`} hint={t('login.countryHint')} value={country} onChange={setCountry} />
      ) : null}
      <Field id={`${id}-password`} label={t('field.password')}>
        {(p) => (
          <input
            {...p}
            ref={passwordInput}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            data-autofocus={initialUsername ? true : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <p className="form-link">
        <Link to={paths.forgotPassword}>{t('login.forgot')}</Link>
      </p>
      <SubmitButton className="button button-large" busy={login.busy} disabled={!login.ready}>
        {t('login.submit')}
      </SubmitButton>
      <p className="form-switch">
        {t('login.newHere')}{' '}
        <button type="button" className="link-button" onClick={onCreateAccount}>
          {t('login.createAccount')}
        </button>
      </p>
    </form>
  );
}
