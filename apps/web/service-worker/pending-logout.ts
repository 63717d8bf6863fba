import { apiPaths } from '../src/lib/paths.ts';
import { LOGOUT_SETTING, SETTINGS_CACHE } from '../src/lib/offline/protocol.ts';

/**
 * The worker's side of a logout that has not reached the server (decision 107). The page's own note
 * of it (the `pp_logout` cookie, decision 073) can be deleted by whoever holds the phone, after
 * which a refresh from the console brought the session back. The worker keeps the logout in its own
 * cache, refuses every refresh while it is pending, and sends it with the refresh cookie: by
 * Background Sync, and before any request of the site it sees.
 */

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

/** What the worker knows; undefined until read from the cache (the worker may just have started). */
let pending: boolean | undefined;

/** Known to be none: the common case, where the worker leaves the account calls alone. */
export const knownNone = () => pending === false;

export async function logoutPending(): Promise<boolean> {
  const kept = await (await caches.open(SETTINGS_CACHE)).match(LOGOUT_SETTING);
  // A message that arrived while the cache was read knows better.
  pending ??= kept !== undefined;
  return pending;
}

export async function keepLogoutPending(on: boolean): Promise<void> {
  pending = on;
  const settings = await caches.open(SETTINGS_CACHE);
  if (on) await settings.put(LOGOUT_SETTING, new Response('1'));
  else await settings.delete(LOGOUT_SETTING);
}

let sending: Promise<boolean> | undefined;

/**
 * Sends a pending logout, with the refresh cookie, so the server ends that login (and clears the
 * cookie). Resolves to whether no logout is pending now; false without a network or while the
 * server is unwell, to be tried again.
 */
export function finishPendingLogout(): Promise<boolean> {
  sending ??= (async () => {
    if (!(await logoutPending())) return true;
    let res: Response;
    try {
      res = await fetch(apiPaths.account.logout, {
        method: 'POST',
        credentials: 'same-origin',
        headers: JSON_HEADERS,
        body: '{}',
      });
    } catch {
      return false;
    }
    // 401: the server had no login for the cookie, which is as good.
    if (res.status !== 204 && res.status !== 401) return false;
    await keepLogoutPending(false);
    return true;
  })().finally(() => {
    sending = undefined;
  });
  return sending;
}

/** The server's answer to a refresh without a login, given by the worker itself. */
const refused = () =>
  new Response(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Your session has ended. Please log in again.' }), {
    status: 401,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * A refresh of the session: while a logout is pending, never sent (the cookie is a logged-out
 * person's); the logout is tried first, then the refresh refused whatever came of it.
 */
export async function refreshUnlessLoggedOut(request: Request): Promise<Response> {
  if (!(await logoutPending())) return fetch(request);
  await finishPendingLogout();
  return refused();
}

/**
 * A login: a pending logout is sent first, while the cookie is still the logged-out person's; once
 * a login has worked its new cookie has replaced that one, and nothing is left to end (so the worker
 * never ends the login of whoever logged in after).
 */
export async function loginAfterLogout(request: Request): Promise<Response> {
  if (await logoutPending()) await finishPendingLogout();
  const res = await fetch(request);
  if (res.ok) await keepLogoutPending(false);
  return res;
}
