import { describe, expect, it } from 'vitest';
import { account, bearer, decodeJwt, login, ORIGIN, register, STRONG } from '../../accounts-helper.ts';
import { build } from '../../helper.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../../src/accounts/sessions.ts';
import { sha256 } from '../../../src/accounts/tokens.ts';

/** An API client's refresh call: the token in the body. */
const refreshWith = (app: Awaited<ReturnType<typeof build>>, token: string) =>
  app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

describe('login and sessions', () => {
  it('answers a token pair whose access token expires within 15 minutes, and sets the session cookies', async () => {
    const app = await build();
    await register(app, { email: 'asha@example.org', password: STRONG, confirmPassword: STRONG });
    const res = await login(app, 'ASHA@example.org ', STRONG);
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json();
    const claims = decodeJwt(access);
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 15 * 60 + 1);
    expect(JSON.stringify(claims)).not.toContain('asha');
    expect(refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cookies.pp_refresh).toMatchObject({ value: refresh, httpOnly: true, secure: true, sameSite: 'Strict' });
    expect(cookies.pp_refresh!.path).toBe('/api/token/');
    expect(cookies.pp_session).toMatchObject({ value: '1', secure: true, sameSite: 'Strict', path: '/' });
    expect(cookies.pp_session!.httpOnly).toBeFalsy();
    // The refresh token is stored only as a hash.
    const stored = await app.database.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens');
    expect(stored.map((r) => r.token_hash)).not.toContain(refresh);
  });

  it('gives the site’s own pages the refresh token only as the HttpOnly cookie, never in the body', async () => {
    const app = await build();
    await register(app, { email: 'asha@example.org', password: STRONG, confirmPassword: STRONG });
    for (const headers of [{ origin: ORIGIN }, { 'sec-fetch-site': 'same-origin' }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login-user/',
        headers,
        payload: { username: 'asha@example.org', password: STRONG },
      });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['access']);
      const cookie = res.cookies.find((c) => c.name === 'pp_refresh');
      expect(cookie).toMatchObject({ httpOnly: true });
      expect(res.body).not.toContain(cookie!.value);
    }
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const app = await build();
    await register(app, { email: 'asha@example.org', password: STRONG, confirmPassword: STRONG });
    const wrong = await login(app, 'asha@example.org', 'not the password');
    const unknown = await login(app, 'nobody@example.org', 'not the password');
    const notAnId = await login(app, 'just words', 'not the password');
    for (const res of [wrong, unknown, notAnId]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Wrong email/password! Please try again' });
      expect(res.cookies).toEqual([]);
    }
  });

  it('accepts a valid bearer token and refuses a missing, forged, tampered or expired one', async () => {
    const app = await build();
    const { access } = await account(app);
    const profile = (headers: Record<string, string>) => app.inject({ url: '/user/profile/', headers });
    expect((await profile(bearer(access))).statusCode).toBe(200);
    expect((await profile({})).json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in first.' });
    const [h, p, s] = access.split('.');
    const elevated = Buffer.from(JSON.stringify({ ...decodeJwt(access), sv: 99 })).toString('base64url');
    expect((await profile(bearer(`${h}.${elevated}.${s}`))).statusCode).toBe(401);
    expect((await profile(bearer(`${h}.${p}.${s!.slice(0, -2)}xx`))).statusCode).toBe(401);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await profile(bearer(`${none}.${p}.`))).statusCode).toBe(401);
    const { sub, sid } = decodeJwt(access);
    const old = await app.accessTokens.sign(
      { userId: String(sub), sessionId: String(sid), sessionVersion: 1 },
      Math.floor(Date.now() / 1000) - 16 * 60,
    );
    expect((await profile(bearer(old))).statusCode).toBe(401);
  });

  it('rotates refresh tokens, and a replayed one revokes the whole login', async () => {
    const app = await build();
    const first = await account(app);
    const refresh = (token: string) => refreshWith(app, token);
    const second = await refresh(first.refresh);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh).not.toBe(first.refresh);
    expect(decodeJwt(pair.access).exp).toBeGreaterThan(Date.now() / 1000);
    // The owner moves on with the new token; then the first token comes back: someone copied it.
    // The login ends, including the newest token.
    const third = await refresh(pair.refresh);
    expect(third.statusCode).toBe(200);
    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(third.json().refresh)).statusCode).toBe(401);
    // Another login of the same account is untouched.
    const other = (await login(app, 'asha@example.org', STRONG)).json();
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('lets a browser retry a refresh whose answer it lost, but only at once and only before the new token is used', async () => {
    const app = await build();
    const first = await account(app);
    const refresh = (token: string) => refreshWith(app, token);
    // The page was reloaded while the refresh was in flight: the server spent the token, the
    // browser never got its successor and sends the spent one again.
    const lost = await refresh(first.refresh);
    expect(lost.statusCode).toBe(200);
    const retried = await refresh(first.refresh);
    expect(retried.statusCode).toBe(200);
    // The same successor the lost answer carried: a retry cannot start a second branch.
    const kept = retried.json().refresh;
    expect(kept).toBe(lost.json().refresh);
    const next = await refresh(kept);
    expect(next.statusCode).toBe(200);
    // Its successor has now been used: the spent token again is a copy, and the login ends.
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect((await refresh(next.json().refresh)).statusCode).toBe(401);

    // After the grace period, a spent token is a copy even if nothing used its successor.
    const second = await account(app, 'ravi@example.org');
    expect((await refresh(second.refresh)).statusCode).toBe(200);
    await app.database.query(
      `UPDATE refresh_tokens SET used_at = used_at - ($1::int + 1) * interval '1 second' WHERE token_hash = $2`,
      [REFRESH_REUSE_GRACE_SECONDS, sha256(second.refresh)],
    );
    expect((await refresh(second.refresh)).statusCode).toBe(401);
  });

  it('refreshes from the cookie only for the site itself, answering the access token alone', async () => {
    const app = await build({ PUBLIC_URL: ORIGIN });
    const { refresh } = await account(app);
    const cookie = { cookie: `pp_refresh=${refresh}` };
    const call = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/token/refresh/', headers: { ...cookie, ...headers }, payload: {} });
    expect((await call({})).statusCode).toBe(403);
    expect((await call({ origin: 'https://evil.example' })).statusCode).toBe(403);
    const ok = await call({ origin: ORIGIN });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json())).toEqual(['access']);
    const next = ok.cookies.find((c) => c.name === 'pp_refresh');
    expect(next?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next?.value).not.toBe(refresh);
    // Without a valid cookie the answer is 401 and the cookies are cleared.
    const none = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      headers: { origin: ORIGIN },
      payload: {},
    });
    expect(none.statusCode).toBe(401);
    expect(none.cookies.find((c) => c.name === 'pp_session')?.value).toBe('');
  });

  it('logs out: the refresh token stops working and the cookies are cleared', async () => {
    const app = await build({ PUBLIC_URL: ORIGIN });
    const { refresh } = await account(app);
    const out = await app.inject({
      method: 'POST',
      url: '/api/token/revoke/',
      headers: { origin: ORIGIN, cookie: `pp_refresh=${refresh}` },
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.map((c) => [c.name, c.value])).toEqual([
      ['pp_refresh', ''],
      ['pp_session', ''],
    ]);
    const again = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(again.statusCode).toBe(401);
  });

  it('signs out on every device: access and refresh tokens of every login stop working', async () => {
    const app = await build();
    const a = await account(app);
    const b = (await login(app, 'asha@example.org', STRONG)).json();
    const res = await app.inject({ method: 'POST', url: '/user/logout-all/', headers: bearer(a.access), payload: {} });
    expect(res.statusCode).toBe(204);
    for (const t of [a, b]) {
      expect((await app.inject({ url: '/user/profile/', headers: bearer(t.access) })).statusCode).toBe(401);
      const r = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: t.refresh } });
      expect(r.statusCode).toBe(401);
    }
    expect((await login(app, 'asha@example.org', STRONG)).statusCode).toBe(200);
  });
});
