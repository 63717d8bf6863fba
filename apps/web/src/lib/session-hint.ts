import { hasSessionHint } from './session-hint-cookie.ts';
import { useAppStore } from './store.ts';

/**
 * At start-up: only when the hint cookie is set, load the session code and restore the session
 * (docs/decisions/002). Anonymous visitors download no session code and make no request. The auth
 * status is pending from here until the answer is in, so a guarded page waits rather than
 * redirecting to /login.
 */
export function restoreSessionIfHinted(): Promise<boolean> {
  if (!hasSessionHint()) return Promise.resolve(false);
  const { setAuthStatus } = useAppStore.getState();
  setAuthStatus('pending');
  return import('./session.ts').then(
    (session) => session.restoreSession(),
    () => {
      setAuthStatus('rejected');
      return false;
    },
  );
}
