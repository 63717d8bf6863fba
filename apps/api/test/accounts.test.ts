import { describe, expect, it } from 'vitest';
import { PROFILE_NOTICE_VERSION } from '@painpoint/contracts';
import { account, bearer, buildWithMail, decodeJwt, login, ORIGIN, signUp, STRONG } from './accounts-helper.ts';
import { build } from './helper.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from '../src/accounts/sessions.ts';
import { sha256 } from '../src/accounts/tokens.ts';

/** An API client's refresh call: the token in the body. */
const refreshWith = (app: Awaited<ReturnType<typeof build>>, token: string) =>
  app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });

describe('sign-up', () => {
  it('creates an account by e-mail and refuses a second one with the spec message, telling the owner', async () => {
    const { app, smtp } = await buildWithMail();
    const body = { email: 'Asha@Example.org', password: STRONG, confirmPassword: STRONG };
    const first = await signUp(app, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ email: 'asha@example.org' });
    const again = await signUp(app, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'Account already exist' });
    const mail = await smtp.waitFor('asha@example.org');
    expect(mail.subject).toBe('You already have a PainPoint account');
    expect(mail.text).toMatch(new RegExp(`${ORIGIN}/set-password/[A-Za-z0-9_-]{40,}`));
  });

  it('creates an account by phone and logs in with the number', async () => {
    const app = await build();
    const res = await signUp(app, { phone: '98765 43210', dialCode: '+91', password: STRONG, confirmPassword: STRONG });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ phone_number: '+919876543210' });
    expect((await login(app, '+91 98765 43210', STRONG)).statusCode).toBe(200);
    expect((await login(app, '0091-98765-43210', STRONG)).statusCode).toBe(200);
  });

  it('answers bad input with 400 and a clear message, storing nothing', async () => {
    const app = await build();
    const cases: [Record<string, string>, RegExp][] = [
      [{ email: 'a@b.org', password: STRONG, confirmPassword: 'something else' }, /not the same/],
      [{ password: STRONG, confirmPassword: STRONG }, /either an e-mail address or a phone number/],
      [{ email: 'a@b.org', phone: '12345678', dialCode: '1', password: STRONG, confirmPassword: STRONG }, /either/],
      [{ email: 'not-an-address', password: STRONG, confirmPassword: STRONG }, /valid e-mail/],
      [{ email: 'a@b.org', password: 'short', confirmPassword: 'short' }, /at least 8 characters/],
      [{ email: 'a@b.org', password: 'QwertyUIOP', confirmPassword: 'QwertyUIOP' }, /most common/],
      [{ email: 'a@b.org', password: 'a@b.org', confirmPassword: 'a@b.org' }, /at least 8|must not be your e-mail/],
      [{ email: 'kiran@b.org', password: 'kiran@b.org', confirmPassword: 'kiran@b.org' }, /must not be your e-mail/],
      [{ phone: '12345678901234', dialCode: '+91', password: STRONG, confirmPassword: STRONG }, /at most 15 digits/],
      [{ phone: '12ab', dialCode: '+91', password: STRONG, confirmPassword: STRONG }, /digits only/],
      [{ email: 'a@b.org', password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, /at most 128/],
    ];
    for (const [payload, message] of cases) {
      const res = await signUp(app, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await app.database.query('SELECT id FROM users')).toEqual([]);
  });

  it('accepts a long passphrase of any characters (no composition rules, no truncation)', async () => {
    const app = await build();
    const long = 'मेरा घुटना दर्द करता है और मैं चलना चाहता हूँ — 2026 ☀️ '.repeat(2).slice(0, 100);
    const created = await signUp(app, { email: 'long@example.org', password: long, confirmPassword: long });
    expect(created.statusCode).toBe(201);
    expect((await login(app, 'long@example.org', long)).statusCode).toBe(200);
    expect((await login(app, 'long@example.org', long.slice(0, 99))).statusCode).toBe(401);
    const [row] = await app.database.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('login and sessions', () => {
  it('answers a token pair whose access token expires within 15 minutes, and sets the session cookies', async () => {
    const app = await build();
    await signUp(app, { email: 'asha@example.org', password: STRONG, confirmPassword: STRONG });
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

  it('answers a wrong password and an unknown account the same way', async () => {
    const app = await build();
    await signUp(app, { email: 'asha@example.org', password: STRONG, confirmPassword: STRONG });
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

describe('profile, consent and export', () => {
  const details = { name: 'Asha', age_range: '30-39', sex: 'female', body_type: 'average' };

  it('stores details only with consent to the current notice, records it, and deletes them on withdrawal', async () => {
    const app = await build();
    const { access } = await account(app);
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: '/user/profile/', headers: bearer(access), payload });
    const noConsent = await put(details);
    expect(noConsent.statusCode).toBe(400);
    const notAgreed = await put({ ...details, consent: { agreed: false, notice_version: PROFILE_NOTICE_VERSION } });
    expect(notAgreed.statusCode).toBe(400);
    expect(notAgreed.json().message).toMatch(/Tick the box/);
    const oldNotice = await put({ ...details, consent: { agreed: true, notice_version: '2020-01-01' } });
    expect(oldNotice.statusCode).toBe(409);
    expect(await app.database.query('SELECT * FROM profiles')).toEqual([]);

    const saved = await put({ ...details, consent: { agreed: true, notice_version: PROFILE_NOTICE_VERSION } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      email: 'asha@example.org',
      phone_number: null,
      profile: { ...details, consent: { notice_version: PROFILE_NOTICE_VERSION } },
    });
    const edited = await put({
      ...details,
      name: 'Asha R',
      consent: { agreed: true, notice_version: PROFILE_NOTICE_VERSION },
    });
    expect(edited.json().profile.name).toBe('Asha R');
    expect(edited.json().profile.consent.given_at).toBe(saved.json().profile.consent.given_at);

    const withdrawn = await app.inject({ method: 'DELETE', url: '/user/profile/', headers: bearer(access) });
    expect(withdrawn.statusCode).toBe(200);
    const after = (await app.inject({ url: '/user/profile/', headers: bearer(access) })).json();
    expect(after.profile).toBeNull();
    expect(await app.database.query('SELECT * FROM profiles')).toEqual([]);

    const exported = await app.inject({ url: '/user/export/', headers: bearer(access) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('painpoint-my-data.json');
    const data = exported.json();
    expect(data.consent_history.map((c: { action: string }) => c.action)).toEqual(['given', 'withdrawn']);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0].active).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/hash|argon/);
  });

  it('refuses bad profile input with 400', async () => {
    const app = await build();
    const { access } = await account(app);
    const consent = { agreed: true, notice_version: PROFILE_NOTICE_VERSION };
    for (const bad of [
      { ...details, age_range: '10-17', consent },
      { ...details, sex: 'x', consent },
      { ...details, name: '', consent },
      { ...details, name: 'n'.repeat(101), consent },
    ]) {
      const res = await app.inject({ method: 'PUT', url: '/user/profile/', headers: bearer(access), payload: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('account deletion', () => {
  it('deletes the account and all of its personal data, ends its sessions, and it cannot log in', async () => {
    const { app, smtp } = await buildWithMail();
    const { access, refresh } = await account(app);
    const consent = { agreed: true, notice_version: PROFILE_NOTICE_VERSION };
    await app.inject({
      method: 'PUT',
      url: '/user/profile/',
      headers: bearer(access),
      payload: { name: 'Asha', age_range: '30-39', sex: 'female', body_type: 'average', consent },
    });
    await app.inject({
      method: 'POST',
      url: '/user/user-msg/',
      headers: bearer(access),
      payload: { name: 'Asha', email: 'asha@example.org', msg: 'Hello' },
    });
    await app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email: 'asha@example.org' } });
    await smtp.waitFor('asha@example.org');

    const unauth = await app.inject({ method: 'POST', url: '/user/delete-user-account/', payload: {} });
    expect(unauth.statusCode).toBe(401);
    const res = await app.inject({
      method: 'POST',
      url: '/user/delete-user-account/',
      headers: bearer(access),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/deleted/);

    for (const table of [
      'users',
      'sessions',
      'profiles',
      'consent_events',
      'refresh_tokens',
      'one_time_tokens',
      'contact_messages',
    ]) {
      expect(await app.database.query(`SELECT 1 FROM ${table}`), table).toEqual([]);
    }
    expect(
      await app.database.query("SELECT 1 FROM outbox WHERE recipient = 'asha@example.org' OR body LIKE '%Asha%'"),
    ).toEqual([]);
    expect((await login(app, 'asha@example.org', STRONG)).statusCode).toBe(401);
    expect((await app.inject({ url: '/user/profile/', headers: bearer(access) })).statusCode).toBe(401);
    const r = await app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh } });
    expect(r.statusCode).toBe(401);
  });
});

describe('the API document', () => {
  it('documents every account call', async () => {
    const app = await build();
    const doc = (await app.inject('/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login-user/',
        '/api/token/refresh/',
        '/api/token/revoke/',
        '/user/create-account/',
        '/user/set-password/{id}/',
        '/user/delete-user-account/',
        '/user/user-msg/',
        '/user/forgot-password/',
        '/user/forgot-password-phone/',
        '/user/verify-reset-code/',
        '/user/profile/',
        '/user/export/',
        '/user/logout-all/',
      ]),
    );
    expect(doc.components.securitySchemes.bearer.scheme).toBe('bearer');
  });
});
