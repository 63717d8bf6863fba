import { describe, expect, it } from 'vitest';
import { PROFILE_NOTICE_VERSION } from '@painpoint/contracts';
import { account, bearer, buildWithMail, codeIn, login, register, STRONG, type App } from '../../accounts-helper.ts';

/** Issue 33 items 6 and 7: erasure of everything about the person, its export, and who may delete (decisions 063, 064). */

const ASHA = 'asha@example.org';

const remove = (app: App, access: string, payload: unknown = {}) =>
  app.inject({
    method: 'POST',
    url: '/user/delete-user-account/',
    headers: bearer(access),
    payload: payload as object,
  });

/** The login is older than the minutes in which no password is asked for. */
const ageLogins = (app: App) => app.database.query("UPDATE sessions SET created_at = now() - interval '6 minutes'");

/** A visitor's message, sent with `email` and no session. */
const visitorMessage = (app: App, email: string, name = 'Asha Visitor') =>
  app.inject({ method: 'POST', url: '/user/user-msg/', payload: { name, email, msg: `Hello from ${name}` } });

describe('account deletion erases everything tied to the address or number', () => {
  it('deletes contact messages sent with the address as a visitor, the team mail about them, and mail to it', async () => {
    const { app, smtp } = await buildWithMail();
    // Before signing up, as a visitor, with the address written differently.
    expect((await visitorMessage(app, 'Asha@Example.org', 'Asha Before')).statusCode).toBe(201);
    const { access } = await account(app);
    expect((await visitorMessage(app, ASHA, 'Asha Logged Out')).statusCode).toBe(201);
    // Someone else's message stays, with the team's mail about it.
    expect((await visitorMessage(app, 'ravi@example.org', 'Ravi')).statusCode).toBe(201);
    await app.outbox.drain();
    expect(await app.database.query("SELECT 1 FROM outbox WHERE subject LIKE '%Asha%'")).toHaveLength(2);

    expect((await remove(app, access)).statusCode).toBe(200);

    expect(await app.database.query('SELECT name FROM contact_messages')).toEqual([{ name: 'Ravi' }]);
    const left = await app.database.query<{ recipient: string; subject: string }>(
      'SELECT recipient, subject FROM outbox WHERE NOT erase_when_sent ORDER BY id',
    );
    expect(JSON.stringify(left)).not.toMatch(/asha/i);
    expect(left.map((m) => m.subject)).toEqual([expect.stringMatching(/from Ravi$/)]);
    // The notice, delivered, leaves no row.
    await smtp.waitFor(ASHA, (m) => /deleted/.test(m.subject));
    await app.outbox.drain();
    expect(await app.database.query("SELECT 1 FROM outbox WHERE lower(recipient) LIKE '%asha%'")).toEqual([]);
  });

  it('sends the deletion notice in the account language, by mail and by text for a phone account', async () => {
    const { app, smtp, texts } = await buildWithMail();
    const { access } = await account(app);
    await app.inject({ method: 'PUT', url: '/user/language/', headers: bearer(access), payload: { language: 'hi' } });
    expect((await remove(app, access)).statusCode).toBe(200);
    const mail = await smtp.waitFor(ASHA, (m) => m.subject !== 'Confirm your PainPoint account');
    expect(mail.subject).toBe('आपका PainPoint अकाउंट मिटा दिया गया है');
    expect(mail.text).toContain('/contact-us');

    const phone = { phone: '98765 43210', dialCode: '+91', password: STRONG, confirmPassword: STRONG };
    expect((await register(app, phone)).statusCode).toBe(201);
    const { access: phoneAccess } = (await login(app, '+919876543210', STRONG)).json() as { access: string };
    expect((await remove(app, phoneAccess)).statusCode).toBe(200);
    await app.outbox.drain();
    expect(texts().at(-1)).toMatch(/^To: \+919876543210\n[\s\S]*account was just deleted/);
  });
});

describe('deleting needs the password unless the login is recent', () => {
  it('keeps the spec call (empty body) for a login of the last 5 minutes', async () => {
    const { app } = await buildWithMail();
    const { access } = await account(app);
    expect((await remove(app, access, {})).statusCode).toBe(200);
    expect(await app.database.query('SELECT 1 FROM users')).toEqual([]);
  });

  it('asks for the password after 5 minutes, refuses a wrong one, deletes with the right one', async () => {
    const { app } = await buildWithMail();
    const { access } = await account(app);
    await ageLogins(app);
    for (const payload of [{}, { password: '' }]) {
      const res = await remove(app, access, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/enter your password/) });
    }
    const empty = await app.inject({ method: 'POST', url: '/user/delete-user-account/', headers: bearer(access) });
    expect(empty.statusCode).toBe(403);
    const wrong = await remove(app, access, { password: 'not my password at all' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/not right/);
    expect(await app.database.query('SELECT 1 FROM users')).toHaveLength(1);
    // Refused in Hindi for a Hindi visitor.
    const hindi = await app.inject({
      method: 'POST',
      url: '/user/delete-user-account/',
      headers: { ...bearer(access), 'accept-language': 'hi' },
      payload: {},
    });
    expect(hindi.json().message).toMatch(/पासवर्ड/);
    expect((await remove(app, access, { password: STRONG })).statusCode).toBe(200);
    expect(await app.database.query('SELECT 1 FROM users')).toEqual([]);
  });

  it('checks a password that is given even right after login, and throttles wrong ones like login', async () => {
    const { app } = await buildWithMail();
    const { access } = await account(app);
    expect((await remove(app, access, { password: 'wrong wrong wrong' })).statusCode).toBe(403);
    for (let i = 0; i < 4; i++) await remove(app, access, { password: `wrong guess ${i}` });
    const throttled = await remove(app, access, { password: STRONG });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(await app.database.query('SELECT 1 FROM users')).toHaveLength(1);
  });

  it('refuses a body with other fields, and a password too long, with 400', async () => {
    const { app } = await buildWithMail();
    const { access } = await account(app);
    expect((await remove(app, access, { confirm: true })).statusCode).toBe(400);
    expect((await remove(app, access, { password: 'x'.repeat(129) })).statusCode).toBe(400);
    expect(await app.database.query('SELECT 1 FROM users')).toHaveLength(1);
  });
});

describe('the export holds everything stored about the person', () => {
  it('includes visitor messages, the mail, the link and code history without secrets, and password_changed_at', async () => {
    const { app, smtp } = await buildWithMail();
    await visitorMessage(app, ASHA, 'Asha Before');
    const { access } = await account(app);
    await app.inject({
      method: 'PUT',
      url: '/user/profile/',
      headers: bearer(access),
      payload: {
        name: 'Asha',
        age_range: '30-39',
        sex: 'female',
        body_type: 'average',
        consent: { agreed: true, notice_version: PROFILE_NOTICE_VERSION },
      },
    });
    await app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email: ASHA } });
    await smtp.waitFor(ASHA);
    await app.outbox.drain();

    const data = (await app.inject({ url: '/user/export/', headers: bearer(access) })).json();
    expect(data.password_changed_at).toEqual(expect.any(String));
    expect(data.messages).toEqual([expect.objectContaining({ name: 'Asha Before', email: ASHA })]);
    expect(data.links_and_codes).toEqual([
      expect.objectContaining({ purpose: 'verify', used_at: expect.any(String), wrong_tries: 0 }),
      expect.objectContaining({ purpose: 'reset', used_at: null, wrong_tries: 0, expires_at: expect.any(String) }),
    ]);
    expect(data.mail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'email', recipient: ASHA, subject: 'Confirm your PainPoint account' }),
        expect.objectContaining({ channel: 'email', recipient: ASHA, subject: 'Choose a new PainPoint password' }),
        expect.objectContaining({ subject: expect.stringMatching(/contact message #\d+ from Asha Before/) }),
      ]),
    );
    expect(data.mail.find((m: { recipient: string }) => m.recipient === ASHA).sent_at).toEqual(expect.any(String));
    // No secret: no hash, no link token, no mail body.
    const [stored] = await app.database.query<{ token_hash: string }>('SELECT token_hash FROM one_time_tokens');
    const text = JSON.stringify(data);
    expect(text).not.toContain(stored!.token_hash);
    expect(text).not.toMatch(/hash|argon|#token=|reset-password/);
  });

  it('includes an SMS code sent to a phone account, with its wrong tries, never the code', async () => {
    const { app, texts } = await buildWithMail();
    await register(app, { phone: '98765 43210', dialCode: '+91', password: STRONG, confirmPassword: STRONG });
    const { access } = (await login(app, '+919876543210', STRONG)).json() as { access: string };
    await app.inject({
      method: 'POST',
      url: '/user/forgot-password-phone/',
      payload: { phone: '9876543210', dialCode: '+91' },
    });
    await app.outbox.drain();
    const code = codeIn(texts().at(-1));
    const data = (await app.inject({ url: '/user/export/', headers: bearer(access) })).json();
    expect(data.links_and_codes).toEqual([
      expect.objectContaining({ purpose: 'verify_code', used_at: expect.any(String) }),
      expect.objectContaining({ purpose: 'phone_code', used_at: null }),
    ]);
    expect(data.mail).toEqual([
      expect.objectContaining({ channel: 'sms', recipient: '+919876543210' }),
      expect.objectContaining({ channel: 'sms', recipient: '+919876543210' }),
    ]);
    expect(JSON.stringify(data)).not.toContain(code);
  });
});
