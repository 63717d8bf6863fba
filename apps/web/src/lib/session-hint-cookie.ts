/**
 * The readable, secret-free cookie that says a refresh cookie may be present: SESSION_HINT_COOKIE
 * of the contract. Spelt out here rather than imported, so the start-up code of every page does not
 * carry the whole account-constants module (a test holds the two equal). A module of its own, read
 * by both the start-up code (session-hint.ts) and the session (session.ts), so that neither imports
 * the other back.
 */
export const HINT_COOKIE = 'pp_session';
/**
 * Set by the page while a logout has not reached the server (decision 073): the refresh cookie may
 * still be alive, so until the server has ended its login this device restores no session,
 * whatever the readable hint says (anyone can set that by hand). A cookie beside the refresh
 * cookie, living as long as a login (person-on-device.ts): clearing the cookies clears both.
 */
export const LOGOUT_COOKIE = 'pp_logout';

const hasCookie = (name: string) => document.cookie.split(/;\s*/).includes(`${name}=1`);

/** Whether a logout on this device still waits for the server to end the login. */
export const logoutPending = () => hasCookie(LOGOUT_COOKIE);

/**
 * Whether the session code has work at start-up: the hint cookie says there may be a session to
 * restore, or a logout waits to reach the server (and then no session is restored).
 */
export function hasSessionHint(): boolean {
  return hasCookie(HINT_COOKIE) || logoutPending();
}
