import { ApiError, lendSession, request } from './api-client.ts';
import { REFRESH_LOCK } from './offline/protocol.ts';
import type * as PersonOnDevice from './person-on-device.ts';
import { hasSessionHint, logoutPending } from './session-hint-cookie.ts';
import { useAppStore } from './store.ts';
import { tokenExpiry, tokenSubject } from './token-claims.ts';
import { apiPaths } from './paths.ts';

/**
 * The session (docs/decisions/002). The access token lives only in this module's memory: never in
 * storage, a readable cookie or a URL. The refresh token is an HttpOnly cookie the page cannot read;
 * the server sets it at login and rotates it on each refresh. This module is loaded at start-up only
 * when there may be a session (session-hint.ts), else with the login form. No JWT library: the
 * payload is only read (token-claims.ts) for `exp` and `sub`, never trusted for anything else.
 */

interface Access {
  token: string;
  /** Expiry, in milliseconds since the epoch. */
  expiresAt: number;
}

let access: Access | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let inflight: Promise<boolean> | undefined;

// Tabs tell each other about logins and logouts, so a logout in one tab ends the session in all.
// Only in a browser: in the build's prerender (Node) an open channel would keep the build running.
const channel =
  typeof window !== 'undefined' && typeof BroadcastChannel === 'function'
    ? new BroadcastChannel('pp-session')
    : undefined;
channel?.addEventListener('message', (e: MessageEvent) => {
  if (e.data === 'logout') {
    dropSession('idle');
    // The tab that logged out forgets the person too; this one may have been in the middle of
    // that, or the other closed before it was done (decision 073).
    void onDevice((m) => m.forgetPersonOnDevice());
  } else if (e.data === 'login' && !access) void refreshSession();
});

/** Runs `task` with the module that keeps and forgets the person's data on this device. */
function onDevice(task: (m: typeof PersonOnDevice) => Promise<unknown>): Promise<unknown> {
  return import('./person-on-device.ts').then(task).catch((e: unknown) => {
    console.warn('PainPoint: the person’s data on this device', e);
  });
}

/** Tells the other tabs (logout.ts). */
export const tellTabs = (message: 'logout') => channel?.postMessage(message);

/** Refresh this long before the access token runs out, so a call never goes out with a stale one. */
export const REFRESH_AHEAD_MS = 60_000;
/** After a failed refresh (no network), try again after this long. */
const RETRY_MS = 20_000;

/** docs/product.md §4: a session is valid only while the access token exists and its expiry is in the future. */
export function hasValidSession(now = Date.now()): boolean {
  if (access && access.expiresAt > now) return true;
  if (access) dropSession();
  return false;
}

/**
 * Keeps a new access token (from login or a refresh). A token without a future `exp` is no
 * session at all, so it is refused and the session dropped; returns whether it was kept.
 */
export function startSession(token: unknown): boolean {
  const expiresAt = typeof token === 'string' ? tokenExpiry(token) : undefined;
  if (typeof token !== 'string' || expiresAt === undefined || expiresAt <= Date.now()) {
    dropSession();
    return false;
  }
  access = { token, expiresAt };
  schedule(expiresAt - REFRESH_AHEAD_MS);
  const account = tokenSubject(token);
  if (account) void onDevice((m) => m.tieAnswersTo(account));
  const store = useAppStore.getState();
  store.setAuthenticated(true);
  store.setAuthStatus('fulfilled');
  return true;
}

/**
 * Forgets the session in this tab: the token in memory, the refresh timer, the auth state
 * ('rejected' when a session was refused or lost, 'idle' after a logout).
 */
export function dropSession(status: 'rejected' | 'idle' = 'rejected'): void {
  access = undefined;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const store = useAppStore.getState();
  store.setAuthenticated(false);
  store.setAuthStatus(status);
}

/** Login (docs/product.md §4): keeps the access token from the login answer and tells the other tabs. */
export function login(token: unknown): boolean {
  const ok = startSession(token);
  if (ok) channel?.postMessage('login');
  return ok;
}

function schedule(at: number): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(onTimer, Math.max(0, at - Date.now()));
}

function onTimer(): void {
  timer = undefined;
  // A hidden tab waits until it is seen again, so background tabs do not keep rotating the cookie.
  if (document.visibilityState === 'hidden') {
    const onVisible = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', onVisible);
      if (access) void refreshSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    return;
  }
  void refreshSession();
}

/**
 * Asks for a new access token with the refresh cookie. Refresh tokens work once, so two tabs
 * refreshing with the same cookie would look like theft and end the session: refreshes are
 * serialised across tabs with a Web Lock (and within the tab by sharing one request).
 * Resolves to whether a session is now held.
 */
export function refreshSession(): Promise<boolean> {
  // The refresh cookie of a logged-out person is never used, even if the server still honours it.
  if (logoutPending()) return Promise.resolve(false);
  if (!inflight) {
    // (The DOM typings nest the callback's promise; at run time it is one promise.)
    const run: Promise<boolean> = navigator.locks
      ? navigator.locks.request(REFRESH_LOCK, requestRefresh).then((ok) => ok)
      : requestRefresh();
    inflight = run.finally(() => {
      inflight = undefined;
    });
  }
  return inflight;
}

async function requestRefresh(): Promise<boolean> {
  let failure: ApiError;
  try {
    // The refresh token is the HttpOnly cookie; the body is empty.
    const answer = await request(apiPaths.account.refresh, 'RefreshResponse', { body: {} });
    return startSession(answer.access);
  } catch (e) {
    failure = e instanceof ApiError ? e : new ApiError(0, 'NETWORK', String(e));
  }
  if (failure.status !== 0 && failure.status < 500 && failure.status !== 429) {
    // The server has no session for this cookie (it clears the cookies as it says so).
    dropSession();
    return false;
  }
  // No network, or the server is unwell or busy: a token that is still valid is kept and the
  // refresh tried again soon; an expired one is dropped (the cookie stays for the next try).
  if (hasValidSession()) schedule(Date.now() + RETRY_MS);
  else dropSession();
  return false;
}

/**
 * Restores the session when the hint cookie says there may be one, so anonymous visitors make no
 * extra request. The auth status is pending until the answer is in.
 */
export function restoreSession(): Promise<boolean> {
  if (!hasSessionHint()) return Promise.resolve(false);
  // A logout still pending here is tried again instead, and nothing is restored (decision 073).
  if (logoutPending()) {
    dropSession('idle');
    void onDevice((m) => m.finishLogout());
    return Promise.resolve(false);
  }
  useAppStore.getState().setAuthStatus('pending');
  return refreshSession();
}

/** A usable access token for an API call: the one held, or a fresh one when it is about to expire. */
export async function accessToken(): Promise<string | undefined> {
  if (access && access.expiresAt - Date.now() > REFRESH_AHEAD_MS / 2) return access.token;
  if (!access && !hasSessionHint()) return undefined;
  // A failed refresh still leaves a token that has not expired yet usable.
  return (await refreshSession()) || hasValidSession() ? access?.token : undefined;
}

/** The account of the session held in this tab (its token's `sub`), if there is one. */
export function sessionAccount(): string | undefined {
  return access ? tokenSubject(access.token) : undefined;
}

// From here on the client sends this session's token with the calls that ask for it (decision 084).
lendSession({ token: accessToken, refresh: refreshSession, drop: () => dropSession() });
