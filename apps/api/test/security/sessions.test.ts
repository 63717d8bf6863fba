import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DeviceCookies, DEVICE_TRUST_DAYS } from '../../src/accounts/devices.ts';
import { newOpaqueToken, sha256 } from '../../src/accounts/tokens.ts';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import { account, bearer, decodeJwt, login, ORIGIN, register, STRONG, type App } from '../accounts-helper.ts';
import { build, testConfig } from '../helper.ts';
import { blankDatabase } from '../worker-database.ts';

/** The JWT secret of testConfig(): what an attacker who learnt it, or the server itself, signs with. */
const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-0123456789');

const refreshWith = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
const profile = (app: App, access: string) => app.inject({ url: '/user/profile/', headers: bearer(access) });

describe('item 5: logout and a detected reuse end the login’s access tokens at once', () => {
  it('an access token stops working as soon as its login is logged out (body and cookie), other logins go on', async () => {
    const app = await build({ PUBLIC_URL: ORIGIN });
    const a = await account(app);
    const b = (await login(app, 'asha@example.org', STRONG)).json();
    const c = (await login(app, 'asha@example.org', STRONG)).json();
    expect((await profile(app, a.access)).statusCode).toBe(200);

    const out = await app.inject({ method: 'POST', url: '/api/token/revoke/', payload: { refresh: a.refresh } });
    expect(out.statusCode).toBe(204);
    expect((await profile(app, a.access)).statusCode).toBe(401);
    // An access token made by a refresh of that login before the logout ends with it too.
    expect((await profile(app, b.access)).statusCode).toBe(200);

    // The web app's logout: the refresh token in the cookie.
    const web = await app.inject({
      method: 'POST',
      url: '/api/token/revoke/',
      headers: { origin: ORIGIN, cookie: `pp_refresh=${b.refresh}` },
      payload: {},
    });
    expect(web.statusCode).toBe(204);
    expect((await profile(app, b.access)).statusCode).toBe(401);
    expect((await profile(app, c.access)).statusCode).toBe(200);
  });

  it('an access token from a refresh ends with its login, and a replayed refresh token ends every access token of that login', async () => {
    const app = await build();
    const first = await account(app);
    const second = (await refreshWith(app, first.refresh)).json();
    const third = (await refreshWith(app, second.refresh)).json();
    for (const t of [first, second, third]) expect((await profile(app, t.access)).statusCode).toBe(200);
    // The first token comes back after its successor was used: someone copied it.
    expect((await refreshWith(app, first.refresh)).statusCode).toBe(401);
    for (const t of [first, second, third]) expect((await profile(app, t.access)).statusCode).toBe(401);
    // Another login of the account is untouched.
    const other = (await login(app, 'asha@example.org', STRONG)).json();
    expect((await profile(app, other.access)).statusCode).toBe(200);
  });

  it('refuses a validly signed token without a login id, or naming a login that is not its account’s', async () => {
    const app = await build();
    const asha = await account(app);
    const ravi = await account(app, 'ravi@example.org');
    const claims = decodeJwt(asha.access);
    const sign = (payload: Record<string, unknown>) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('painpoint')
        .setAudience('painpoint')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(SECRET);
    const { sid: _sid, ...noSid } = claims;
    const withoutSid = await sign({ ...noSid, iat: undefined, exp: undefined });
    expect((await profile(app, withoutSid)).statusCode).toBe(401);
    // Ravi's login id with Asha's subject.
    const foreign = await sign({ sub: claims.sub, sv: claims.sv, sid: decodeJwt(ravi.access).sid });
    expect((await profile(app, foreign)).statusCode).toBe(401);
    const badSid = await sign({ sub: claims.sub, sv: claims.sv, sid: 'not-a-uuid' });
    expect((await profile(app, badSid)).statusCode).toBe(401);
  });

  it('checks the login, the account and its session version in one query per bearer call', async () => {
    const app = await build();
    const { access } = await account(app);
    const seen: string[] = [];
    const query = app.database.query.bind(app.database);
    app.database.query = ((sql: string, params?: unknown[]) => {
      seen.push(sql);
      return query(sql, params);
    }) as typeof app.database.query;
    expect((await profile(app, access)).statusCode).toBe(200);
    // One to authenticate, one for the profile itself.
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/FROM sessions s JOIN users u/);
  });

  it('keeps the logins and refresh tokens that existed before the migration', async () => {
    // The database as the previous release left it: only the first migration applied.
    const only0001 = mkdtempSync(join(tmpdir(), 'pp-migrations-'));
    onTestFinished(() => rmSync(only0001, { recursive: true, force: true }));
    copyFileSync(join(MIGRATIONS_DIR, '0001_accounts.sql'), join(only0001, '0001_accounts.sql'));
    const { database: old, drop } = await blankDatabase();
    onTestFinished(drop);
    await migrate(old, only0001);
    const [user] = await old.query<{ id: string }>(
      "INSERT INTO users (email, password_hash) VALUES ('old@example.org', 'x') RETURNING id",
    );
    const live = newOpaqueToken();
    const spent = newOpaqueToken();
    const revoked = newOpaqueToken();
    const insert = (token: string, family: string, extra: string) =>
      old.query(
        `INSERT INTO refresh_tokens (token_hash, user_id, family_id, created_at, expires_at, family_expires_at, used_at, revoked_at)
         VALUES ($1, $2, $3, now() - interval '2 hours', now() + interval '10 days', now() + interval '20 days', ${extra})`,
        [sha256(token), user!.id, family],
      );
    await insert(spent, '00000000-0000-4000-8000-00000000000a', "now() - interval '1 hour', NULL");
    await insert(live, '00000000-0000-4000-8000-00000000000a', 'NULL, NULL');
    await insert(revoked, '00000000-0000-4000-8000-00000000000b', "NULL, now() - interval '1 hour'");

    // The new release starts on it and applies the rest.
    const app = await buildApp({ config: testConfig(), database: old });
    onTestFinished(() => app.close());
    await app.ready();
    expect((await refreshWith(app, revoked)).statusCode).toBe(401);
    const next = await refreshWith(app, live);
    expect(next.statusCode).toBe(200);
    expect((await profile(app, next.json().access)).statusCode).toBe(200);
    // The token spent an hour ago is a copy: the login ends, with its new access token.
    expect((await refreshWith(app, spent)).statusCode).toBe(401);
    expect((await profile(app, next.json().access)).statusCode).toBe(401);
  });
});

describe('item 6: the refresh grace window cannot fork a login', () => {
  it('a retry inside the window gets the same successor, on the body and the cookie flows', async () => {
    const app = await build({ PUBLIC_URL: ORIGIN });
    const first = await account(app);
    const lost = await refreshWith(app, first.refresh);
    const retried = await refreshWith(app, first.refresh);
    expect(lost.statusCode).toBe(200);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().refresh).toBe(lost.json().refresh);

    const byCookie = () =>
      app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        headers: { origin: ORIGIN, cookie: `pp_refresh=${lost.json().refresh}` },
        payload: {},
      });
    const one = await byCookie();
    const two = await byCookie();
    const cookieOf = (r: Awaited<ReturnType<typeof byCookie>>) => r.cookies.find((c) => c.name === 'pp_refresh')?.value;
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(cookieOf(one)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(two)).toBe(cookieOf(one));
  });

  it('10 parallel refreshes of one token all get one and the same successor, and the login has one live token', async () => {
    const app = await build();
    const first = await account(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refreshWith(app, first.refresh)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(answers.map((a) => a.json().refresh as string));
    expect(successors.size).toBe(1);
    const live = await app.database.query(
      'SELECT token_hash FROM refresh_tokens WHERE used_at IS NULL AND expires_at > now()',
    );
    expect(live).toEqual([{ token_hash: sha256([...successors][0]!) }]);
  });

  it('a thief replaying a just-spent token holds the owner’s own successor, so one use by either ends the other’s retry', async () => {
    const app = await build();
    const first = await account(app);
    const owner = (await refreshWith(app, first.refresh)).json();
    const thief = (await refreshWith(app, first.refresh)).json();
    expect(thief.refresh).toBe(owner.refresh);
    // The owner goes on; the spent token is then a copy, and the whole login ends.
    expect((await refreshWith(app, owner.refresh)).statusCode).toBe(200);
    expect((await refreshWith(app, first.refresh)).statusCode).toBe(401);
    expect((await profile(app, owner.access)).statusCode).toBe(401);
  });
});

/** Logs in with an optional device cookie and says what came back. */
async function loginFrom(app: App, username: string, password: string, ip: string, device?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login-user/',
    payload: { username, password },
    remoteAddress: ip,
    ...(device ? { cookies: { pp_device: device } } : {}),
  });
}

const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === 'pp_device');

describe('item 7: wrong passwords from others cannot lock the owner out', () => {
  it('a login sets a signed device cookie: HttpOnly, Secure, SameSite=Strict, sent only to the login call, without the login name', async () => {
    const app = await build();
    await register(app, { email: 'asha@example.org', password: STRONG, confirmPassword: STRONG });
    const res = await loginFrom(app, 'asha@example.org', STRONG, '10.0.0.1');
    expect(res.statusCode).toBe(200);
    const cookie = deviceCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/login-user/' });
    expect(cookie!.maxAge).toBeGreaterThan(0);
    const [user] = await app.database.query<{ id: string }>('SELECT id FROM users');
    for (const secretish of ['asha', 'example.org', user!.id, user!.id.replace(/-/g, '')]) {
      expect(cookie!.value).not.toContain(secretish);
      expect(Buffer.from(cookie!.value.split('.').join(''), 'base64url').toString('latin1')).not.toContain(secretish);
    }
  });

  it('5 wrong passwords from elsewhere lock out clients without a device cookie, but not the owner’s device', async () => {
    const app = await build();
    await register(app, { email: 'asha@example.org', password: STRONG, confirmPassword: STRONG });
    const device = deviceCookieOf(await loginFrom(app, 'asha@example.org', STRONG, '10.0.0.1'))!.value;
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom(app, 'asha@example.org', 'wrong password', '10.6.6.6')).statusCode).toBe(401);
    }
    // The attacker, without a cookie, is refused, even with the right password.
    expect((await loginFrom(app, 'asha@example.org', 'wrong password', '10.6.6.6')).statusCode).toBe(429);
    expect((await loginFrom(app, 'asha@example.org', STRONG, '10.6.6.7')).statusCode).toBe(429);
    // The owner, from the device that has logged in before, is not.
    const owner = await loginFrom(app, 'asha@example.org', STRONG, '10.0.0.1', device);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access).toBeTruthy();
    // Again and again: the lockout does not come back for the owner.
    for (let i = 0; i < 5; i++) await loginFrom(app, 'asha@example.org', 'wrong password', '10.6.6.6');
    expect((await loginFrom(app, 'asha@example.org', STRONG, '10.0.0.1', device)).statusCode).toBe(200);
  });

  it('gives no trust to a forged, altered or other account’s device cookie', async () => {
    const app = await build();
    await register(app, { email: 'asha@example.org', password: STRONG, confirmPassword: STRONG });
    await register(app, { email: 'ravi@example.org', password: STRONG, confirmPassword: STRONG });
    const asha = deviceCookieOf(await loginFrom(app, 'asha@example.org', STRONG, '10.0.0.1'))!.value;
    const ravi = deviceCookieOf(await loginFrom(app, 'ravi@example.org', STRONG, '10.0.0.2'))!.value;
    for (let i = 0; i < 5; i++) await loginFrom(app, 'asha@example.org', 'wrong password', '10.6.6.6');
    const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);
    const forged = [
      ravi,
      flip(asha, asha.length - 3),
      flip(asha, 3),
      `${asha}x`,
      'v1.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'garbage',
      '',
    ];
    for (const cookie of forged) {
      const res = await loginFrom(app, 'asha@example.org', STRONG, '10.0.0.3', cookie || undefined);
      expect(res.statusCode, cookie).toBe(429);
    }
    expect((await loginFrom(app, 'asha@example.org', STRONG, '10.0.0.1', asha)).statusCode).toBe(200);
  });

  it('limits wrong passwords from a trusted device too, on that device’s own counter', async () => {
    const app = await build();
    await register(app, { email: 'asha@example.org', password: STRONG, confirmPassword: STRONG });
    const device = deviceCookieOf(await loginFrom(app, 'asha@example.org', STRONG, '10.0.0.1'))!.value;
    // A stolen device cookie: 5 guesses, then nothing more through it.
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom(app, 'asha@example.org', 'guess', '10.6.6.6', device)).statusCode).toBe(401);
    }
    const locked = await loginFrom(app, 'asha@example.org', STRONG, '10.6.6.6', device);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    // Its guesses do not lock the owner's other clients out.
    expect((await loginFrom(app, 'asha@example.org', STRONG, '10.0.0.9')).statusCode).toBe(200);
  });

  it('trusts a device cookie only for its account and for DEVICE_TRUST_DAYS after it was issued', () => {
    const cookies = new DeviceCookies('test-secret-that-is-long-enough-0123456789');
    const asha = '6f1c2a4e-8d2b-4c1e-9f3a-1b2c3d4e5f60';
    const now = Math.floor(Date.now() / 1000);
    const fresh = cookies.issue(asha, now);
    expect(cookies.trusted(fresh, asha, now)).toBe(fresh.split('.')[0]);
    expect(cookies.trusted(fresh, '6f1c2a4e-8d2b-4c1e-9f3a-1b2c3d4e5f61', now)).toBeUndefined();
    expect(new DeviceCookies('another-secret-that-is-long-enough-01234').trusted(fresh, asha, now)).toBeUndefined();
    const day = 24 * 60 * 60;
    expect(cookies.trusted(fresh, asha, now + DEVICE_TRUST_DAYS * day - 60)).toBeDefined();
    expect(cookies.trusted(fresh, asha, now + DEVICE_TRUST_DAYS * day + 60)).toBeUndefined();
    // Issued "in the future" (a forged time with a valid signature cannot exist, but clocks can be wrong).
    expect(cookies.trusted(cookies.issue(asha, now + 3600), asha, now)).toBeUndefined();
  });

  it('keeps the per-address limit whatever the cookie says', async () => {
    const app = await build();
    await register(app, { email: 'asha@example.org', password: STRONG, confirmPassword: STRONG });
    const device = deviceCookieOf(await loginFrom(app, 'asha@example.org', STRONG, '10.9.9.9'))!.value;
    let last = 0;
    for (let i = 0; i < 30; i++)
      last = (await loginFrom(app, 'asha@example.org', STRONG, '10.9.9.9', device)).statusCode;
    expect(last).toBe(429);
  });
});

describe('item 9: the spec’s body-less calls', () => {
  const noBody = (app: App, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers });
  const emptyJson = (app: App, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, body: '' });

  it('deletes the account with a bearer header and no body, or an empty JSON body', async () => {
    for (const send of [noBody, emptyJson]) {
      const app = await build();
      const { access } = await account(app);
      const res = await send(app, '/user/delete-user-account/', bearer(access));
      expect(res.statusCode, res.body).toBe(200);
      expect(await app.database.query('SELECT id FROM users')).toEqual([]);
    }
  });

  it('signs out everywhere with no body, or an empty JSON body', async () => {
    for (const send of [noBody, emptyJson]) {
      const app = await build();
      const { access } = await account(app);
      const res = await send(app, '/user/logout-all/', bearer(access));
      expect(res.statusCode, res.body).toBe(204);
      expect((await profile(app, access)).statusCode).toBe(401);
    }
  });

  it('refreshes and logs out from the cookie with no body, or an empty JSON body', async () => {
    const app = await build({ PUBLIC_URL: ORIGIN });
    let { refresh } = await account(app);
    for (const send of [noBody, emptyJson]) {
      const res = await send(app, '/api/token/refresh/', { origin: ORIGIN, cookie: `pp_refresh=${refresh}` });
      expect(res.statusCode, res.body).toBe(200);
      refresh = res.cookies.find((c) => c.name === 'pp_refresh')!.value;
    }
    const out = await emptyJson(app, '/api/token/revoke/', { origin: ORIGIN, cookie: `pp_refresh=${refresh}` });
    expect(out.statusCode, out.body).toBe(204);
    const { refresh: other } = (await login(app, 'asha@example.org', STRONG)).json();
    const out2 = await noBody(app, '/api/token/revoke/', { origin: ORIGIN, cookie: `pp_refresh=${other}` });
    expect(out2.statusCode, out2.body).toBe(204);
    for (const token of [refresh, other]) expect((await refreshWith(app, token)).statusCode).toBe(401);
  });

  it('answers 401 without a token before looking at the body', async () => {
    const app = await build();
    for (const url of ['/user/delete-user-account/', '/user/logout-all/']) {
      for (const res of [
        await noBody(app, url),
        await emptyJson(app, url),
        await app.inject({ method: 'POST', url, payload: { unexpected: true } }),
        await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, body: '{' }),
      ]) {
        expect(res.statusCode, `${url} ${res.body}`).toBe(401);
        expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Please log in first.' });
      }
    }
  });

  it('still refuses a body that is not JSON or not empty where one is not expected, and an empty body elsewhere', async () => {
    const app = await build();
    const { access } = await account(app);
    const bad = await app.inject({
      method: 'POST',
      url: '/user/logout-all/',
      headers: { ...bearer(access), 'content-type': 'application/json' },
      body: '{',
    });
    expect(bad.statusCode).toBe(400);
    const extra = await app.inject({
      method: 'POST',
      url: '/user/logout-all/',
      headers: bearer(access),
      payload: { unexpected: true },
    });
    expect(extra.statusCode).toBe(400);
    // Calls that need a body still say so for an empty one.
    expect((await emptyJson(app, '/api/login-user/')).statusCode).toBe(400);
    const proto = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__": {"x": 1}, "refresh": "abc"}',
    });
    expect(proto.statusCode).toBe(400);
  });
});

describe('item 12a: a validly signed token with a subject that is not an account id', () => {
  it('answers 401, not 500', async () => {
    const app = await build();
    await account(app);
    for (const sub of ['admin', '1', "' OR 1=1 --", '00000000-0000-0000-0000-00000000000g']) {
      const token = await new SignJWT({ sv: 1, sid: '00000000-0000-4000-8000-000000000001' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer('painpoint')
        .setAudience('painpoint')
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(SECRET);
      const res = await profile(app, token);
      expect(res.statusCode, sub).toBe(401);
      // Where an account is optional, such a token means a visitor.
      const msg = await app.inject({
        method: 'POST',
        url: '/user/user-msg/',
        headers: bearer(token),
        payload: { name: 'A', email: 'a@example.org', msg: 'hi' },
      });
      expect(msg.statusCode, sub).toBe(201);
    }
  });
});

describe('item 12b: a phone number typed without its country code', () => {
  it('logs in with the default country’s calling code, as sign-up builds the number', async () => {
    const app = await build();
    const created = await register(app, {
      phone: '4155557380',
      dialCode: '+1',
      password: STRONG,
      confirmPassword: STRONG,
    });
    expect(created.json()).toEqual({ phone_number: '+14155557380' });
    for (const typed of ['4155557380', '(415) 555-7380', '415.555.7380', '+1 415 555 7380', '001 415 555 7380']) {
      expect((await login(app, typed, STRONG)).statusCode, typed).toBe(200);
    }
    // Wrong passwords count against the number however it is typed.
    for (const typed of ['4155557380', '(415) 555-7380', '+14155557380', '415 555 7380', '001-415-555-7380']) {
      expect((await login(app, typed, 'wrong password', '10.1.1.1')).statusCode).toBe(401);
    }
    expect((await login(app, '+1 (415) 555-7380', STRONG, '10.1.1.2')).statusCode).toBe(429);
  });
});
