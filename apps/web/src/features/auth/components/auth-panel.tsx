import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { notify } from '../../../lib/toast.ts';
import { logIn } from '../api/login.ts';
import { ConfirmAccount } from './confirm-account.tsx';
import { LoginForm } from './login-form.tsx';
import { SignUpForm } from './signup-form.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';

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
 * dialog and on the /login and /register pages. A sign-up says docs/product.md §8's "Your account has
 * been created", then where the link or code that proves the address or number went (decision 065).
 * A right code logs the new account straight in with the password just chosen; if that login fails,
 * or for an address (whose link is opened from the mail), the login form comes back with the new
 * username filled in.
 */
export function AuthPanel({ initialMode, titleId, headingLevel, onLoggedIn }: AuthPanelProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [created, setCreated] = useState<string>();
  /** A new account waiting for its address or number to be proven; the password stays in memory only. */
  const [waiting, setWaiting] = useState<{ username: string; password: string }>();
  const panel = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const title = mode === 'login' ? t('login.title') : t('signup.title');

  // After a switch, focus the new form's first field, so keyboard users carry on from there.
  useEffect(() => {
    if (!switched.current) return;
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [mode, waiting]);

  const switchTo = (next: AuthMode) => {
    switched.current = true;
    setMode(next);
  };

  return (
    <div ref={panel} className="auth-panel">
      {headingLevel === 1 ? <DocumentTitle>{`${title} — ${tc('brand')}`}</DocumentTitle> : null}
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
      ) : waiting ? (
        <ConfirmAccount
          username={waiting.username}
          password={waiting.password}
          onConfirmed={async () => {
            const loggedIn = await logIn(waiting).catch(() => false);
            setWaiting(undefined);
            if (loggedIn) {
              notify('success', t('confirm.confirmed'));
              onLoggedIn?.();
              return;
            }
            setCreated(waiting.username);
            switchTo('login');
          }}
          onLogin={() => {
            setCreated(waiting.username);
            setWaiting(undefined);
            switchTo('login');
          }}
        />
      ) : (
        <SignUpForm
          onCreated={(username, password) => {
            switched.current = true;
            setWaiting({ username, password });
          }}
          onLogin={() => switchTo('login')}
        />
      )}
    </div>
  );
}
