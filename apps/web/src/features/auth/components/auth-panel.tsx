import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { notify } from '../../../lib/toast.ts';
import { logIn } from '../api/login.ts';
import { LoginForm } from './login-form.tsx';
import { SignUpForm } from './signup-form.tsx';

export type AuthMode = 'login' | 'signup';

interface AuthPanelProps {
  initialMode: AuthMode;
  /** The id of the panel's heading (the login dialog is labelled by it). */
  titleId?: string;
  headingLevel: 1 | 2;
  onLoggedIn?: () => void;
}

/**
 * The login form and the sign-up form, switching between each other (docs/product.md §2), in the login
 * dialog and on the /login and /register pages. A sign-up logs the new account straight in with
 * the password just chosen (docs/product.md §8's "Your account has been created" as a toast); only if that
 * login fails does the login form come back, with the new username filled in.
 */
export function AuthPanel({ initialMode, titleId, headingLevel, onLoggedIn }: AuthPanelProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [created, setCreated] = useState<string>();
  const panel = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const title = mode === 'login' ? t('login.title') : t('signup.title');

  // After a switch, focus the new form's first field, so keyboard users carry on from there.
  useEffect(() => {
    if (!switched.current) return;
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mode]);

  const switchTo = (next: AuthMode) => {
    switched.current = true;
    setMode(next);
  };

  return (
    <div ref={panel} className="auth-panel">
      {headingLevel === 1 ? <title>{`${title} — ${tc('brand')}`}</title> : null}
      <Heading id={titleId}>{title}</Heading>
      <div role="status" className={created && mode === 'login' ? 'form-success' : undefined}>
        {created && mode === 'login' ? t('signup.created') : null}
      </div>
      {mode === 'login' ? (
        <LoginForm
          initialUsername={created}
          onLoggedIn={() => onLoggedIn?.()}
          onCreateAccount={() => switchTo('signup')}
        />
      ) : (
        <SignUpForm
          onCreated={async (username, password) => {
            const loggedIn = await logIn({ username, password }).catch(() => false);
            if (loggedIn) {
              notify('success', t('signup.created'));
              onLoggedIn?.();
              return;
            }
            setCreated(username);
            switchTo('login');
          }}
          onLogin={() => switchTo('login')}
        />
      )}
    </div>
  );
}
