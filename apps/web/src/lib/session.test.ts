import 'fake-indexeddb/auto';
import { ACCOUNT_API, SESSION_HINT_COOKIE } from '@painpoint/contracts/account-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, mockApi, offline, refusal, type Route } from '../test/api-mocks.ts';
import { request } from './api-client.ts';
import { useAnswers } from '../domain/answers-store.ts';
import { keepMessage, keptMessages } from './offline/kept-messages.ts';
import { ANSWERS_ACCOUNT_KEY, ANSWERS_KEY, COUNTRY_KEY, DISEASES_KEY } from './person-on-device.ts';
import { ANSWERS_KEY as STORE_ANSWERS_KEY } from '../domain/answers-store.ts';
import { DISEASES_KEY as STORE_DISEASES_KEY } from '../domain/diagnosis/get-location-content.ts';
import { setLogoutPending } from './person-on-device.ts';
import { HINT_COOKIE, logoutPending } from './session-hint-cookie.ts';
import { restoreSessionIfHinted } from './session-hint.ts';
import { logout } from './logout.ts';
import { accessToken, dropSession, hasValidSession, login, refreshSession } from './session.ts';
import { tokenExpiry } from './token-claims.ts';
import { useAppStore } from './store.ts';

/** An unsigned JWT whose `exp` is `seconds` from now (the web app never checks signatures). */
function jwt(seconds: number, extra: object = {}): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + seconds, ...extra })}.sig`;
}

const REFRESH: Route = `POST ${ACCOUNT_API.refresh}`;
const LOGOUT: Route = `POST ${ACCOUNT_API.logout}`;
const PROFILE: Route = `GET ${ACCOUNT_API.profile}`;
const refreshed = (access: string, refresh?: string) =>
  answer('RefreshResponse', { access, ...(refresh ? { refresh } : {}) });
const noSession = () => refusal(401, 'UNAUTHORIZED', 'No session.');
const loggedOut = () => new Response(null, { status: 204 });

const setHint = () => {
  document.cookie = `${HINT_COOKIE}=1; path=/`;
};
const clearHint = () => {
  document.cookie = `${HINT_COOKIE}=; Max-Age=0; path=/`;
};
const auth = () => useAppStore.getState().authInfo.isAuthenticated;

const api = mockApi();

beforeEach(() => {
  clearHint();
  setLogoutPending(false);
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reading the access token', () => {
  it('reads exp (seconds) as milliseconds', () => {
    const token = jwt(600);
    const exp = tokenExpiry(token);
    expect(exp).toBeGreaterThan(Date.now() + 590_000);
    expect(exp).toBeLessThanOrEqual(Date.now() + 600_000);
  });

  it.each(['', 'abc', 'a.b.c', `x.${btoa('{"exp":"soon"}')}.y`, `x.${btoa('{"sub":"u"}')}.y`])(
    'finds no expiry in %j',
    (token) => {
      expect(tokenExpiry(token)).toBeUndefined();
    },
  );
});

describe('docs/product.md §4: a session is valid only while the access token exists and has not expired', () => {
  it('holds a session for a token that expires in the future', () => {
    expect(login(jwt(900))).toBe(true);
    expect(hasValidSession()).toBe(true);
    expect(auth()).toBe(true);
    expect(useAppStore.getState().status).toBe('fulfilled');
  });

  it('refuses an expired token, a token without exp and a missing token', () => {
    for (const token of [jwt(-5), 'not-a-jwt', undefined, 42]) {
      expect(login(token)).toBe(false);
      expect(hasValidSession()).toBe(false);
      expect(auth()).toBe(false);
    }
  });

  it('drops the session once its expiry has passed', () => {
    login(jwt(900));
    expect(hasValidSession(Date.now() + 899_000)).toBe(true);
    expect(hasValidSession(Date.now() + 901_000)).toBe(false);
    expect(auth()).toBe(false);
    // Dropped for good, not only for that moment.
    expect(hasValidSession()).toBe(false);
  });
});

describe('restoring the session at start-up', () => {
  it('makes no request at all without the hint cookie (anonymous visitors)', async () => {
    await expect(restoreSessionIfHinted()).resolves.toBe(false);
    expect(api.calls).toEqual([]);
    expect(auth()).toBe(false);
  });

  it('asks for a fresh access token with the cookie when the hint is set', async () => {
    setHint();
    api.reply(REFRESH, refreshed(jwt(900)));
    const restored = restoreSessionIfHinted();
    expect(useAppStore.getState().status).toBe('pending');
    await expect(restored).resolves.toBe(true);
    expect(api.calls.map((c) => [c.route, c.body])).toEqual([[REFRESH, {}]]);
    expect(auth()).toBe(true);
  });

  it('ends unauthenticated (not pending) when the server has no session', async () => {
    setHint();
    api.reply(REFRESH, noSession());
    await expect(restoreSessionIfHinted()).resolves.toBe(false);
    expect(auth()).toBe(false);
    expect(useAppStore.getState().status).toBe('rejected');
  });

  it('spells the hint cookie as the contract does', () => {
    expect(HINT_COOKIE).toBe(SESSION_HINT_COOKIE);
  });
});

describe('refreshing', () => {
  it('shares one refresh between callers, so the single-use cookie is sent once', async () => {
    let send!: (r: Response) => void;
    api.reply(REFRESH, () => new Promise<Response>((r) => (send = r)));
    const a = refreshSession();
    const b = refreshSession();
    await vi.waitFor(() => expect(send).toBeDefined());
    send(refreshed(jwt(900)));
    await expect(Promise.all([a, b])).resolves.toEqual([true, true]);
    expect(api.calls).toHaveLength(1);
  });

  it('refreshes shortly before the access token expires', async () => {
    vi.useFakeTimers();
    login(jwt(120));
    const next = jwt(900);
    api.reply(REFRESH, refreshed(next));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(api.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.calls.map((c) => c.route)).toEqual([REFRESH]);
    await expect(accessToken()).resolves.toBe(next);
  });

  it('retries a call once with a fresh token after a 401, sending the bearer each time', async () => {
    const first = jwt(900);
    const second = jwt(900, { n: 2 });
    login(first);
    api.reply(PROFILE, refusal(401, 'UNAUTHORIZED', 'Expired.'), answer('MessageOk', { message: 'ok' }));
    api.reply(REFRESH, refreshed(second));
    await expect(request(ACCOUNT_API.profile, 'MessageOk', { auth: 'required' })).resolves.toEqual({ message: 'ok' });
    expect(api.calls.map((c) => [c.route, c.headers.get('authorization')])).toEqual([
      [PROFILE, `Bearer ${first}`],
      [REFRESH, null],
      [PROFILE, `Bearer ${second}`],
    ]);
  });

  it('ends the session when the retry after a refresh is refused too', async () => {
    login(jwt(900));
    api.reply(PROFILE, refusal(401, 'UNAUTHORIZED', 'Expired.'));
    api.reply(REFRESH, noSession());
    await expect(request(ACCOUNT_API.profile, 'MessageOk', { auth: 'required' })).rejects.toMatchObject({
      status: 401,
    });
    expect(api.calls.map((c) => c.route)).toEqual([PROFILE, REFRESH]);
    expect(auth()).toBe(false);
  });
});

describe('decision 002: the access token stays in memory', () => {
  it('never writes a token to local storage, session storage or a readable cookie', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const cookieWrites: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      cookieWrites.push(v);
      cookie.set!.call(document, v);
    });
    const tokens = [jwt(900, { n: 1 }), jwt(900, { n: 2 }), jwt(900, { n: 3 })];
    setHint();
    api.reply(REFRESH, refreshed(tokens[0]!), refreshed(tokens[1]!, 'refresh-secret'));
    api.reply(PROFILE, answer('MessageOk', { message: 'ok' }));
    api.reply(LOGOUT, loggedOut());
    await restoreSessionIfHinted();
    await request(ACCOUNT_API.profile, 'MessageOk', { auth: 'required' });
    await refreshSession();
    login(tokens[2]);
    await logout();

    const written = [...setItem.mock.calls.flat(), ...cookieWrites].join('\n');
    for (const t of [...tokens, 'refresh-secret']) {
      expect(written).not.toContain(t);
      expect(document.cookie).not.toContain(t);
      expect(JSON.stringify({ ...localStorage })).not.toContain(t);
      expect(JSON.stringify({ ...sessionStorage })).not.toContain(t);
    }
  });
});

describe('logout', () => {
  it('revokes the session on the server, forgets the token and marks the user logged out', async () => {
    login(jwt(900));
    api.reply(LOGOUT, loggedOut());
    await logout();
    expect(api.calls.map((c) => [c.route, c.keepalive])).toEqual([[LOGOUT, true]]);
    expect(auth()).toBe(false);
    expect(hasValidSession()).toBe(false);
    // Nothing is left to send: no token in memory, and no hint to refresh with.
    await expect(accessToken()).resolves.toBeUndefined();
    expect(api.calls).toHaveLength(1);
  });

  it('still forgets the session when the server cannot be reached, and drops the hint', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setHint();
    login(jwt(900));
    api.reply(LOGOUT, offline());
    await expect(logout()).resolves.toBe(false);
    expect(auth()).toBe(false);
    expect(document.cookie).not.toContain(`${HINT_COOKIE}=1`);
  });
});

describe('decision 073: a logout the server has not heard of yet', () => {
  const offlineLogout = async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setHint();
    login(jwt(900));
    api.reply(LOGOUT, offline());
    await expect(logout()).resolves.toBe(false);
    api.calls = [];
  };

  it('restores no session, even with the hint cookie set by hand, and tries the logout again instead', async () => {
    await offlineLogout();
    expect(logoutPending()).toBe(true);
    setHint();
    api.reply(LOGOUT, offline());
    await expect(restoreSessionIfHinted()).resolves.toBe(false);
    // One call, and it is the logout: never the refresh.
    await vi.waitFor(() => expect(api.calls.map((c) => c.route)).toEqual([LOGOUT]));
    await expect(refreshSession()).resolves.toBe(false);
    await expect(accessToken()).resolves.toBeUndefined();
    expect(api.calls).toHaveLength(1);
    expect(auth()).toBe(false);
    expect(logoutPending()).toBe(true);
  });

  it('ends the login when the browser is back online, and only then may a session be restored', async () => {
    await offlineLogout();
    api.reply(LOGOUT, loggedOut());
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(logoutPending()).toBe(false));
    expect(api.calls.map((c) => c.route)).toEqual([LOGOUT]);
    // A later login's hint is honoured again.
    setHint();
    api.reply(REFRESH, refreshed(jwt(900)));
    await expect(restoreSessionIfHinted()).resolves.toBe(true);
  });

  it('tries once more when the network came back while a try that then fails was on its way', async () => {
    await offlineLogout();
    let fail: (e: Error) => void = () => undefined;
    // The try from the page's load, still on its way when the browser comes back online.
    api.reply(LOGOUT, () => new Promise<Response>((_, reject) => (fail = reject)), loggedOut());
    setHint();
    await restoreSessionIfHinted();
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    window.dispatchEvent(new Event('online'));
    fail(offline());
    await vi.waitFor(() => expect(logoutPending()).toBe(false));
    expect(api.calls.map((c) => c.route)).toEqual([LOGOUT, LOGOUT]);
  });

  it('counts a server that has no login for the cookie (401) as ended', async () => {
    await offlineLogout();
    api.reply(LOGOUT, noSession());
    await restoreSessionIfHinted();
    await vi.waitFor(() => expect(logoutPending()).toBe(false));
  });
});

describe('decisions 073 and 074: the person’s data on this device', () => {
  const knee = () => {
    const s = useAnswers.getState();
    s.chooseSex('female');
    s.chooseLocation({ id: 'knee-left-front', key: 'knee' });
    s.setProfile({ age: 34, weight: 64 });
  };

  it('logout forgets the answers, the diseases, the phone country and the kept messages; theme and language stay', async () => {
    login(jwt(900));
    knee();
    localStorage.setItem(DISEASES_KEY, '{"knee_locked":{}}');
    localStorage.setItem(COUNTRY_KEY, 'IN');
    localStorage.setItem('theme', 'dark');
    await keepMessage({
      id: '00000000-0000-4000-8000-000000000001',
      message: { name: 'Asha', email: 'asha@example.com', msg: 'Locked knee' },
      account: 'u1',
      keptAt: 1,
    });
    api.reply(LOGOUT, loggedOut());
    await expect(logout()).resolves.toBe(true);
    expect({ ...localStorage }).toEqual({ theme: 'dark' });
    expect(useAnswers.getState().answers).toEqual({ symptoms: {}, flags: {} });
    await expect(keptMessages()).resolves.toEqual([]);
  });

  it('names the keys as the modules that write them do', () => {
    expect([ANSWERS_KEY, DISEASES_KEY]).toEqual([STORE_ANSWERS_KEY, STORE_DISEASES_KEY]);
  });

  it('another tab’s logout forgets them in this tab too', async () => {
    login(jwt(900));
    knee();
    const other = new BroadcastChannel('pp-session');
    other.postMessage('logout');
    other.close();
    await vi.waitFor(() => expect(useAnswers.getState().answers.sex).toBeUndefined());
    expect(auth()).toBe(false);
    expect(localStorage.getItem('userAnswers')).toBeNull();
  });

  it('keeps answers given before logging in, and drops them when another account logs in', async () => {
    knee();
    login(jwt(900, { sub: 'asha' }));
    await vi.waitFor(() => expect(localStorage.getItem(ANSWERS_ACCOUNT_KEY)).toBe('asha'));
    expect(useAnswers.getState().answers.sex).toBe('female');
    // The same account again (a refresh, another visit): kept.
    login(jwt(900, { sub: 'asha' }));
    expect(useAnswers.getState().answers.sex).toBe('female');
    dropSession('idle');
    login(jwt(900, { sub: 'ravi' }));
    await vi.waitFor(() => expect(useAnswers.getState().answers.sex).toBeUndefined());
    expect(localStorage.getItem(ANSWERS_ACCOUNT_KEY)).toBe('ravi');
  });
});

describe('a refresh that fails for a reason other than the session', () => {
  it.each([
    ['no network', offline],
    ['a server fault', () => refusal(503, 'SERVICE_UNAVAILABLE', 'Down.')],
  ])('keeps a token that is still valid after %s, and uses it', async (_what, failure) => {
    const token = jwt(20);
    login(token);
    api.reply(REFRESH, failure());
    // Within the refresh margin, so a refresh is tried first.
    await expect(accessToken()).resolves.toBe(token);
    expect(api.calls).toHaveLength(1);
    expect(auth()).toBe(true);
  });

  it('drops the session when the server says the cookie is no good', async () => {
    login(jwt(20));
    api.reply(REFRESH, noSession());
    await expect(accessToken()).resolves.toBeUndefined();
    expect(auth()).toBe(false);
  });
});
