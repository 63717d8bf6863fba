import { ApiError } from '../../../lib/api-client.ts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Field, FormMessage } from '../../../components/form/field.tsx';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const passwordInput = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (username.trim() === '' || password === '' || busy) return;
    setBusy(true);
    setError(undefined);
    let message: string;
    try {
      if (national) rememberCountry(country);
      const name = national ? `${dialCodeOf(country)}${nationalDigits(username)}` : username.trim();
      if (await logIn({ username: name, password })) {
        onLoggedIn();
        return;
      }
      message = t('login.noTokens');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) message = t('login.wrong');
      else if (err instanceof ApiError && (err.status === 400 || err.status === 429)) message = err.message;
      else message = t('login.error');
    }
    setBusy(false);
    setError(message);
    // The disabled button lost focus; put it back where the visitor will act next.
    requestAnimationFrame(() => passwordInput.current?.focus());
  };

  return (
    <form
      {...earlyInput}
      aria-label={t('login.formLabel')}
      className="form"
      noValidate
      onSubmit={(e) => void submit(e)}
    >
      <FormMessage error={error} />
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
      <button
        type="submit"
        className="button button-large"
        disabled={username.trim() === '' || password === '' || busy}
        aria-busy={busy || undefined}
      >
        {t('login.submit')}
      </button>
      <p className="form-switch">
        {t('login.newHere')}{' '}
        <button type="button" className="link-button" onClick={onCreateAccount}>
          {t('login.createAccount')}
        </button>
      </p>
    </form>
  );
}
