import { request, ApiError } from './api-client.ts';
import { forgetRegistered } from './forget-person.ts';
import { tellWorkerLogoutPending } from './offline/pending-logout.ts';
import { apiPaths } from './paths.ts';
import { LOGOUT_COOKIE, logoutPending } from './session-hint-cookie.ts';
import { ANSWERS_ACCOUNT_KEY, ANSWERS_KEY, DISEASES_KEY, forgetCheckKeys } from './check-on-device.ts';

/**
 * What this device keeps about the person using it, and forgetting it (decisions 073, 074): the
 * answers of the pain check and the diseases of its place (local storage, docs/product.md §9), the country
 * of their phone number, and the contact messages kept while offline (IndexedDB, decision 044);
 * and a logout that could not yet reach the server. The theme and the language stay: they are a
 * choice about the site, not about the person. The service worker's caches hold no answer of the
 * API about a person (decision 041), so there is nothing to forget there. Loaded when needed
 * (a session starts, someone logs out, a logout is pending), so no page's start-up code carries it.
 */

/** The check's keys live with its expiry rule (decision 112); named here too for the tests of logout. */
export { ANSWERS_ACCOUNT_KEY, ANSWERS_KEY, DISEASES_KEY };
/** Spelt out rather than imported so that this module does not load features/auth/phone.ts (tests hold them equal). */
export const COUNTRY_KEY = 'painpoint.phoneCountry';

function removeKeys(keys: readonly string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept in it either.
  }
}

/** Removes the pain check's answers from storage and from this tab's memory. */
async function forgetAnswers(): Promise<void> {
  forgetRegistered();
  forgetCheckKeys();
  removeKeys([ANSWERS_ACCOUNT_KEY]);
}

/**
 * Forgets everything of the person on this device: at logout, in the tab that logs out and in the
 * others when they hear of it. Safe to run twice.
 */
export async function forgetPersonOnDevice(): Promise<void> {
  removeKeys([COUNTRY_KEY]);
  await Promise.all([forgetAnswers(), import('./offline/kept-messages.ts').then((m) => m.forgetKeptMessages())]);
}

/**
 * A session of `account` has started on this device. Answers given with no session are kept (they
 * were just given, by the person logging in) and from now on belong to the account; answers given
 * in another account's session are dropped.
 */
export async function tieAnswersTo(account: string): Promise<void> {
  let owner: string | null;
  try {
    owner = localStorage.getItem(ANSWERS_ACCOUNT_KEY);
  } catch {
    return;
  }
  if (owner === account) return;
  if (owner !== null) await forgetAnswers();
  try {
    localStorage.setItem(ANSWERS_ACCOUNT_KEY, account);
  } catch {
    // Storage full or blocked: the answers are not kept across visits either.
  }
}

/**
 * Asks the server to end the login of the refresh cookie (which it also clears, with the hint).
 * True when it is ended: the server said so, or had no login for this cookie (401).
 */
async function revoke(): Promise<boolean> {
  try {
    await request(apiPaths.account.logout, 'NoContent', { body: {}, keepalive: true });
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return true;
    console.warn('logout: the session could not be revoked on the server', e);
    return false;
  }
}

/** Notes on this device whether a logout waits for the server: in a cookie, and with the service worker. */
export function setLogoutPending(pending: boolean): void {
  document.cookie = `${LOGOUT_COOKIE}=1; Max-Age=${pending ? 30 * 86_400 : 0}; Path=/; SameSite=Strict`;
  // Anyone can delete the cookie; the worker's note holds the logout all the same (decision 107).
  void tellWorkerLogoutPending(pending);
}

let finishing: Promise<boolean> | undefined;

/**
 * Ends the login of a logout that could not reach the server (at logout, on the next load, when
 * the browser is back online, before a new login). Resolves to whether no logout is pending now.
 */
export function finishLogout(): Promise<boolean> {
  if (!logoutPending()) return Promise.resolve(true);
  finishing ??= revoke()
    .then((ended) => {
      if (ended) setLogoutPending(false);
      return ended;
    })
    .finally(() => {
      finishing = undefined;
    });
  return finishing;
}

/**
 * A logout that could not reach the server is tried again as soon as the browser is back online. A
 * try already on its way when the network came back may still fail (it left before): then once more.
 */
function finishWhenOnline(): void {
  const inFlight = finishing !== undefined;
  void finishLogout().then((ended) => {
    if (!ended && inFlight && navigator.onLine) void finishLogout();
  });
}
if (typeof window !== 'undefined') window.addEventListener('online', finishWhenOnline);
