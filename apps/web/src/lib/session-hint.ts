import { useAppStore } from './store.ts';

/**
 * The readable, secret-free cookie that says a refresh cookie may be present: SESSION_HINT_COOKIE
 * of the contract. Spelt out here rather than imported, so the start-up code of every page does not
 * carry the whole account-constants module (a test holds the two equal).
 */
export const HINT_COOKIE = 'pp_session';

/** Whether the hint cookie says there may be a session to restore. */
export function hasSessionHint(): boolean {
  return document.cookie.split(/;\s*/).includes(`${HINT_COOKIE}=1`);
}

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
