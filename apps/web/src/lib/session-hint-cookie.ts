/**
 * The readable, secret-free cookie that says a refresh cookie may be present: SESSION_HINT_COOKIE
 * of the contract. Spelt out here rather than imported, so the start-up code of every page does not
 * carry the whole account-constants module (a test holds the two equal). A module of its own, read
 * by both the start-up code (session-hint.ts) and the session (session.ts), so that neither imports
 * the other back.
 */
export const HINT_COOKIE = 'pp_session';

/** Whether the hint cookie says there may be a session to restore. */
export function hasSessionHint(): boolean {
  return document.cookie.split(/;\s*/).includes(`${HINT_COOKIE}=1`);
}
