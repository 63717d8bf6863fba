import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/accounts/tokens.ts';
import {
  buildWithMail,
  codeIn,
  login,
  ORIGIN,
  signUp,
  STRONG,
  tokenInLink,
  verificationFor,
  verify,
  type App,
} from '../accounts-helper.ts';

/** Issue 33, item 5: a new address or number is proven before the account works (decision 065). */

const OTHER = 'a squatter chose this passphrase';
const ASHA = 'asha@example.org';
const PHONE = { phone: '98765 43210', dialCode: '+91' };
const NUMBER = '+919876543210';

/** The verify call; the password chosen at sign-up goes with it (decision 110), STRONG unless given. */
const verifyWith = (app: App, payload: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/user/verify-account/', payload: { password: STRONG, ...payload } });
const resend = (app: App, payload: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/user/resend-verification/', payload });
const verifyMails = (smtp: Awaited<ReturnType<typeof buildWithMail>>['smtp'], to = ASHA) =>
  smtp.received.filter((m) => m.to.includes(to) && m.subject === 'Confirm your PainPoint account');

describe('verifying an address by the mailed link', () => {
  it('mails a single-use link in the fragment, stores only its hash, and lets the account log in once used', async () => {
    const { app, smtp } = await buildWithMail();
    expect((await signUp(app, { email: ASHA, password: STRONG, confirmPassword: STRONG })).statusCode).toBe(201);
    await app.outbox.drain();
    const [mail] = verifyMails(smtp);
    expect(mail!.text).toMatch(new RegExp(`${ORIGIN}/verify#token=[A-Za-z0-9_-]{43}\\b`));
    const token = tokenInLink(mail!.text, '/verify#token=');
    const [row] = await app.database.query<{ token_hash: string; purpose: string; minutes: number }>(
      'SELECT token_hash, purpose, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM one_time_tokens',
    );
    expect(row).toEqual({ token_hash: sha256(token), purpose: 'verify', minutes: 30 });

    expect((await login(app, ASHA, STRONG)).statusCode).toBe(401);
    const done = await verifyWith(app, { token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your account is confirmed. You can log in now.' });
    expect((await login(app, ASHA, STRONG)).statusCode).toBe(200);

    const again = await verifyWith(app, { token });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/expired or has already been used/);
    expect((await verifyWith(app, { token, password: 'lantern meadow quietly ferment' })).statusCode).toBe(404);
    // A verify link sets no password: the set-password calls do not know it.
    expect((await app.inject(`/user/set-password/${token}/`)).statusCode).toBe(404);
  });

  it('refuses a link past its 30 minutes, and the account stays locked', async () => {
    const { app } = await buildWithMail();
    await signUp(app, { email: ASHA, password: STRONG, confirmPassword: STRONG });
    const proof = await verificationFor(app, ASHA);
    await app.database.query("UPDATE one_time_tokens SET expires_at = now() - interval '1 second'");
    expect((await verifyWith(app, proof)).statusCode).toBe(404);
    expect((await login(app, ASHA, STRONG)).statusCode).toBe(401);
    expect((await verifyWith(app, { token: 'A'.repeat(43) })).statusCode).toBe(404);
    expect((await verifyWith(app, { token: 'short' })).statusCode).toBe(400);
    expect((await verifyWith(app, {})).statusCode).toBe(400);
  });

  it('writes the mail in the language the sign-up was made in', async () => {
    const { app, smtp } = await buildWithMail();
    await app.inject({
      method: 'POST',
      url: '/user/create-account/',
      headers: { 'accept-language': 'hi' },
      payload: { email: ASHA, password: STRONG, confirmPassword: STRONG },
    });
    const mail = await smtp.waitFor(ASHA);
    expect(mail.subject).toMatch(/[\u0900-\u097F]/);
    expect(mail.text).toContain(`${ORIGIN}/verify#token=`);
  });
});

describe('verifying a number by the texted code', () => {
  it('texts a 6-digit code that works once, for the number it was sent to', async () => {
    const { app, texts } = await buildWithMail();
    const created = await signUp(app, { ...PHONE, password: STRONG, confirmPassword: STRONG });
    expect(created.json()).toEqual({ phone_number: NUMBER });
    await app.outbox.drain();
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toMatch(/^To: \+919876543210\n/);
    const code = codeIn(texts()[0]);
    expect((await login(app, NUMBER, STRONG)).statusCode).toBe(401);
    expect((await verifyWith(app, { phone_number: '+919123456789', code })).statusCode).toBe(400);
    expect((await verifyWith(app, { phone_number: NUMBER, code })).statusCode).toBe(200);
    expect((await login(app, NUMBER, STRONG)).statusCode).toBe(200);
    expect((await verifyWith(app, { phone_number: NUMBER, code })).statusCode).toBe(400);
    // A code verifies nothing but its own number, and a reset code's call does not take it.
    expect(
      (await app.inject({ method: 'POST', url: '/user/verify-reset-code/', payload: { ...PHONE, code } })).statusCode,
    ).toBe(400);
  });

  it('ends the code after 5 wrong tries, then throttles the number', async () => {
    const { app, texts } = await buildWithMail();
    await signUp(app, { ...PHONE, password: STRONG, confirmPassword: STRONG });
    await app.outbox.drain();
    const code = codeIn(texts()[0]);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await verifyWith(app, { phone_number: NUMBER, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not right/);
    }
    const [row] = await app.database.query<{ attempts: number; used: boolean }>(
      "SELECT attempts, used_at IS NOT NULL AS used FROM one_time_tokens WHERE purpose = 'verify_code'",
    );
    expect(row).toEqual({ attempts: 5, used: true });
    expect((await verifyWith(app, { phone_number: NUMBER, code })).statusCode).toBe(429);
    expect((await login(app, NUMBER, STRONG)).statusCode).toBe(401);
  });
});

describe('an account nobody has verified', () => {
  it('is refused at login exactly as a wrong password, and counted as one', async () => {
    const { app } = await buildWithMail();
    await signUp(app, { email: ASHA, password: STRONG, confirmPassword: STRONG });
    const unverified = await login(app, ASHA, STRONG, '10.3.0.1');
    const wrong = await login(app, ASHA, 'not the password', '10.3.0.2');
    const unknown = await login(app, 'nobody@example.org', 'not the password', '10.3.0.3');
    for (const res of [unverified, wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toBe(unknown.body);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(unverified.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Wrong email/password! Please try again' });
    for (let i = 0; i < 3; i++) await login(app, ASHA, STRONG, '10.3.0.4');
    expect((await login(app, ASHA, STRONG, '10.3.0.5')).statusCode).toBe(429);
  });

  it('is answered "Account already exist" only once verified', async () => {
    const { app } = await buildWithMail();
    const email = { email: ASHA, password: STRONG, confirmPassword: STRONG };
    const phone = { ...PHONE, password: STRONG, confirmPassword: STRONG };
    for (const body of [email, phone]) {
      expect((await signUp(app, body)).statusCode).toBe(201);
      expect((await signUp(app, body)).statusCode).toBe(201);
    }
    await verify(app, ASHA);
    await verify(app, NUMBER);
    for (const body of [email, phone]) {
      const again = await signUp(app, body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'CONFLICT', message: 'Account already exist' });
    }
  });

  it('is verified by a password reset, which also proves the address', async () => {
    const { app, smtp } = await buildWithMail();
    await signUp(app, { email: ASHA, password: OTHER, confirmPassword: OTHER });
    await app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email: ASHA } });
    const mail = await smtp.waitFor(ASHA, (m) => m.subject === 'Choose a new PainPoint password');
    const token = tokenInLink(mail.text, '/reset-password#token=');
    const set = await app.inject({
      method: 'POST',
      url: `/user/set-password/${token}/`,
      payload: { password: STRONG, confirmPassword: STRONG },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(app, ASHA, STRONG)).statusCode).toBe(200);
  });
});

describe('sending the link or code again', () => {
  it('answers the same whoever asks, sends only for an account waiting, and retires the earlier link', async () => {
    const { app, smtp, texts } = await buildWithMail();
    await signUp(app, { email: ASHA, password: STRONG, confirmPassword: STRONG });
    await signUp(app, { ...PHONE, password: STRONG, confirmPassword: STRONG });
    const first = await verificationFor(app, ASHA);
    const waiting = await resend(app, { email: ASHA });
    const unknown = await resend(app, { email: 'nobody@example.org' });
    const number = await resend(app, { phone_number: NUMBER });
    for (const res of [waiting, unknown, number]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe(waiting.body);
    }
    await app.outbox.drain();
    expect(verifyMails(smtp)).toHaveLength(2);
    expect(smtp.received.filter((m) => m.to.includes('nobody@example.org'))).toEqual([]);
    expect(texts()).toHaveLength(2);
    expect((await verifyWith(app, first)).statusCode).toBe(404);
    await verify(app, ASHA);
    // Verified: nothing more is sent.
    await resend(app, { email: ASHA });
    await app.outbox.drain();
    expect(verifyMails(smtp)).toHaveLength(2);
    expect((await resend(app, { email: ASHA, phone_number: NUMBER })).statusCode).toBe(400);
  });

  it('sends at most 3 links an hour to one address, the sign-up’s included, still answering the same', async () => {
    const { app, smtp } = await buildWithMail();
    await signUp(app, { email: ASHA, password: STRONG, confirmPassword: STRONG });
    for (let i = 0; i < 4; i++) expect((await resend(app, { email: ASHA })).statusCode).toBe(202);
    await app.outbox.drain();
    expect(verifyMails(smtp)).toHaveLength(3);
  });
});

/**
 * Decision 110: signing up again over an unverified address or number used to replace its password,
 * so the owner who then followed the newest link (sent to their own inbox by a stranger's sign-up)
 * confirmed the stranger's password. Each sign-up now keeps its own password, and the account is
 * confirmed with the password typed with the link or code, if one of its sign-ups chose it.
 */
describe('a stranger signing up with an address or number that waits to be confirmed', () => {
  const mailsTo = async (app: App, smtp: Awaited<ReturnType<typeof buildWithMail>>['smtp']) => {
    await app.outbox.drain();
    return verifyMails(smtp).map((m) => tokenInLink(m.text, '/verify#token='));
  };

  it("cannot get their password confirmed when the owner opens the owner's own (first) link", async () => {
    const { app, smtp } = await buildWithMail();
    expect((await signUp(app, { email: ASHA, password: STRONG, confirmPassword: STRONG })).statusCode).toBe(201);
    const stranger = await signUp(app, { email: ASHA, password: OTHER, confirmPassword: OTHER });
    expect(stranger.statusCode).toBe(201);
    const [first, second] = await mailsTo(app, smtp);
    expect(await app.database.query('SELECT id FROM users')).toHaveLength(1);

    expect((await verifyWith(app, { token: first!, password: STRONG })).statusCode).toBe(200);
    expect((await login(app, ASHA, STRONG)).statusCode).toBe(200);
    expect((await login(app, ASHA, OTHER, '10.4.0.1')).statusCode).toBe(401);
    // The stranger's sign-up ended with it: its link confirms nothing any more.
    expect((await verifyWith(app, { token: second!, password: OTHER })).statusCode).toBe(404);
    expect((await login(app, ASHA, OTHER, '10.4.0.2')).statusCode).toBe(401);
    expect(await app.database.query('SELECT id FROM sign_up_attempts')).toEqual([]);
  });

  it("cannot get their password confirmed when the owner opens the newest link, the one the stranger's sign-up sent", async () => {
    const { app, smtp } = await buildWithMail();
    await signUp(app, { email: ASHA, password: STRONG, confirmPassword: STRONG });
    await signUp(app, { email: ASHA, password: OTHER, confirmPassword: OTHER });
    const newest = (await mailsTo(app, smtp)).at(-1)!;
    const done = await verifyWith(app, { token: newest, password: STRONG });
    expect(done.statusCode).toBe(200);
    expect((await login(app, ASHA, STRONG)).statusCode).toBe(200);
    expect((await login(app, ASHA, OTHER, '10.4.0.1')).statusCode).toBe(401);
  });

  it('cannot get their password confirmed by an owner who never signed up: the link asks for a password they chose', async () => {
    const { app, smtp } = await buildWithMail();
    await signUp(app, { email: ASHA, password: OTHER, confirmPassword: OTHER });
    const [link] = await mailsTo(app, smtp);
    // The owner, who never chose a password here, cannot confirm the stranger's sign-up.
    const refused = await verifyWith(app, { token: link!, password: STRONG });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'BAD_REQUEST',
      message:
        'This is not the password you chose when you signed up. Type that password, or sign up again with the same address or number.',
    });
    const hindi = await app.inject({
      method: 'POST',
      url: '/user/verify-account/',
      headers: { 'accept-language': 'hi' },
      payload: { token: link!, password: STRONG },
    });
    expect(hindi.json().message).toMatch(/साइन अप/);
    expect((await login(app, ASHA, OTHER, '10.4.0.1')).statusCode).toBe(401);
    // The owner signs up, and the link already in their inbox confirms their own password.
    await signUp(app, { email: ASHA, password: STRONG, confirmPassword: STRONG });
    expect((await verifyWith(app, { token: link!, password: STRONG })).statusCode).toBe(200);
    expect((await login(app, ASHA, STRONG)).statusCode).toBe(200);
    expect((await login(app, ASHA, OTHER, '10.4.0.2')).statusCode).toBe(401);
  });

  it('gets their password confirmed only with a link from the inbox', async () => {
    const { app, smtp } = await buildWithMail();
    await signUp(app, { email: ASHA, password: STRONG, confirmPassword: STRONG });
    await signUp(app, { email: ASHA, password: OTHER, confirmPassword: OTHER });
    expect((await verifyWith(app, { token: 'A'.repeat(43), password: OTHER })).statusCode).toBe(404);
    expect((await login(app, ASHA, OTHER, '10.4.0.1')).statusCode).toBe(401);
    // Whoever reads the inbox and types the password they chose is the owner.
    const [, theirs] = await mailsTo(app, smtp);
    expect((await verifyWith(app, { token: theirs!, password: OTHER })).statusCode).toBe(200);
    expect((await login(app, ASHA, OTHER, '10.4.0.2')).statusCode).toBe(200);
    expect((await login(app, ASHA, STRONG, '10.4.0.3')).statusCode).toBe(401);
  });

  it("cannot get their password confirmed with a number: either code, typed with the owner's password, confirms the owner's", async () => {
    for (const which of ['first', 'newest'] as const) {
      const { app, texts } = await buildWithMail();
      await signUp(app, { ...PHONE, password: STRONG, confirmPassword: STRONG });
      await signUp(app, { ...PHONE, password: OTHER, confirmPassword: OTHER });
      await app.outbox.drain();
      expect(texts()).toHaveLength(2);
      const code = codeIn(texts()[which === 'first' ? 0 : 1]);
      expect((await verifyWith(app, { phone_number: NUMBER, code, password: STRONG })).statusCode, which).toBe(200);
      expect((await login(app, NUMBER, STRONG)).statusCode, which).toBe(200);
      expect((await login(app, NUMBER, OTHER, '10.4.0.1')).statusCode, which).toBe(401);
    }
  });

  it('counts a right code with a password no sign-up chose as a wrong try, and confirms nothing', async () => {
    const { app, texts } = await buildWithMail();
    await signUp(app, { ...PHONE, password: OTHER, confirmPassword: OTHER });
    await app.outbox.drain();
    const code = codeIn(texts()[0]);
    const res = await verifyWith(app, { phone_number: NUMBER, code, password: STRONG });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not the password you chose/);
    const [row] = await app.database.query<{ attempts: number }>(
      "SELECT attempts FROM one_time_tokens WHERE purpose = 'verify_code'",
    );
    expect(row).toEqual({ attempts: 1 });
    expect((await login(app, NUMBER, OTHER, '10.4.0.1')).statusCode).toBe(401);
  });
});
