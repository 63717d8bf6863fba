import { describe, expect, it } from 'vitest';
import { PROFILE_NOTICE_VERSION } from '@painpoint/contracts';
import {
  account,
  bearer,
  buildWithMail,
  login,
  ORIGIN,
  register,
  signUp,
  STRONG,
  verify,
} from '../../accounts-helper.ts';
import { build } from '../../helper.ts';

describe('sign-up', () => {
  it('creates an account by e-mail and refuses a second one with the spec message, telling the owner', async () => {
    const { app, smtp } = await buildWithMail();
    const body = { email: 'Asha@Example.org', password: STRONG, confirmPassword: STRONG };
    const first = await signUp(app, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ email: 'asha@example.org' });
    await verify(app, 'asha@example.org');
    const again = await signUp(app, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'Account already exist' });
    const mail = await smtp.waitFor('asha@example.org', (m) => !m.subject.startsWith('Confirm'));
    expect(mail.subject).toBe('You already have a PainPoint account');
    // The token is in the fragment, which never reaches a server's log or a Referer header.
    expect(mail.text).toMatch(new RegExp(`${ORIGIN}/set-password/link#token=[A-Za-z0-9_-]{40,}`));
  });

  it('creates an account by phone and logs in with the number', async () => {
    const app = await build();
    const res = await register(app, {
      phone: '98765 43210',
      dialCode: '+91',
      password: STRONG,
      confirmPassword: STRONG,
    });
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
    const created = await register(app, { email: 'long@example.org', password: long, confirmPassword: long });
    expect(created.statusCode).toBe(201);
    expect((await login(app, 'long@example.org', long)).statusCode).toBe(200);
    expect((await login(app, 'long@example.org', long.slice(0, 99))).statusCode).toBe(401);
    const [row] = await app.database.query<{ password_hash: string }>('SELECT password_hash FROM users');
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
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

describe('the language kept with the account (decision 046)', () => {
  it('is none until chosen, then kept, shown and exported, and outlives withdrawn consent', async () => {
    const app = await build();
    const { access } = await account(app);
    const profile = async () => (await app.inject({ url: '/user/profile/', headers: bearer(access) })).json();
    expect((await profile()).language).toBeNull();
    const choose = (payload: unknown, headers = bearer(access)) =>
      app.inject({ method: 'PUT', url: '/user/language/', headers, payload: payload as object });
    const chosen = await choose({ language: 'hi' });
    expect(chosen.statusCode).toBe(204);
    expect((await profile()).language).toBe('hi');
    expect((await app.inject({ url: '/user/export/', headers: bearer(access) })).json().account.language).toBe('hi');
    // Not a profile detail: withdrawing consent to those leaves it.
    await app.inject({ method: 'DELETE', url: '/user/profile/', headers: bearer(access) });
    expect((await profile()).language).toBe('hi');
    expect((await choose({ language: 'en' })).statusCode).toBe(204);
    expect((await profile()).language).toBe('en');
  });

  it('refuses a language the site does not have, and a call without a session', async () => {
    const app = await build();
    const { access } = await account(app);
    for (const bad of [{ language: 'fr' }, { language: 'hi-IN' }, {}, { language: 1 }]) {
      const res = await app.inject({ method: 'PUT', url: '/user/language/', headers: bearer(access), payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const anonymous = await app.inject({ method: 'PUT', url: '/user/language/', payload: { language: 'hi' } });
    expect(anonymous.statusCode).toBe(401);
    // A language stored that the site no longer has reads as none chosen.
    await app.database.query("UPDATE users SET language = 'xx'");
    expect((await app.inject({ url: '/user/profile/', headers: bearer(access) })).json().language).toBeNull();
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
    // Only the notice that the account was deleted is left, and only until it is delivered.
    expect(
      await app.database.query<{ subject: string }>(
        "SELECT subject FROM outbox WHERE recipient = 'asha@example.org' OR body LIKE '%Asha%' OR subject LIKE '%Asha%'",
      ),
    ).toEqual([{ subject: 'Your PainPoint account was deleted' }]);
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
