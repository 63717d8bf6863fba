import { describe, expect, it } from 'vitest';
import { bearer, buildWithMail, codeIn, account, login, register, STRONG, tokenInLink } from '../../accounts-helper.ts';

const NEW = 'a brand new passphrase for the knee';

describe('password reset by e-mail', () => {
  it('answers the same for known and unknown addresses, and mails a single-use link only to the known one', async () => {
    const { app, smtp } = await buildWithMail();
    const old = await account(app);
    const ask = (email: string) => app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email } });
    const known = await ask('asha@example.org');
    const unknown = await ask('nobody@example.org');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);

    const mail = await smtp.waitFor('asha@example.org', (m) => m.subject === 'Choose a new PainPoint password');
    const token = tokenInLink(mail.text, '/reset-password#token=');
    expect(smtp.received.filter((m) => m.to.includes('nobody@example.org'))).toEqual([]);
    // Stored only as a hash; the delivered message's body is not kept.
    const rows = await app.database.query<{ token_hash: string }>('SELECT token_hash FROM one_time_tokens');
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    const outbox = await app.database.query<{ body: string; sent_at: unknown }>('SELECT body, sent_at FROM outbox');
    expect(outbox.every((r) => r.sent_at !== null && r.body === '')).toBe(true);

    const check = await app.inject(`/user/set-password/${token}/`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ valid: true, purpose: 'reset' });

    const mismatch = await app.inject({
      method: 'POST',
      url: `/user/set-password/${token}/`,
      payload: { password: NEW, confirmPassword: 'other' },
    });
    expect(mismatch.statusCode).toBe(400);
    const set = await app.inject({
      method: 'POST',
      url: `/user/set-password/${token}/`,
      payload: { password: NEW, confirmPassword: NEW },
    });
    expect(set.statusCode).toBe(200);

    // The new password works, the old one does not, and every earlier session has ended.
    expect((await login(app, 'asha@example.org', STRONG)).statusCode).toBe(401);
    expect((await login(app, 'asha@example.org', NEW)).statusCode).toBe(200);
    expect((await app.inject({ url: '/user/profile/', headers: bearer(old.access) })).statusCode).toBe(401);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: old.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    await smtp.waitFor('asha@example.org', (m) => m.subject === 'Your PainPoint password was changed');

    // The link worked once.
    expect((await app.inject(`/user/set-password/${token}/`)).statusCode).toBe(404);
    const reuse = await app.inject({
      method: 'POST',
      url: `/user/set-password/${token}/`,
      payload: { password: 'yet another passphrase', confirmPassword: 'yet another passphrase' },
    });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json().message).toMatch(/expired or has already been used/);
  });

  it('refuses an expired link, a made-up link and a user id in place of the token', async () => {
    const { app, smtp } = await buildWithMail();
    await account(app);
    await app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email: 'asha@example.org' } });
    const reset = await smtp.waitFor('asha@example.org', (m) => m.subject === 'Choose a new PainPoint password');
    const token = tokenInLink(reset.text, '/reset-password#token=');
    await app.database.query("UPDATE one_time_tokens SET expires_at = now() - interval '1 second'");
    expect((await app.inject(`/user/set-password/${token}/`)).statusCode).toBe(404);
    const [user] = await app.database.query<{ id: string }>('SELECT id FROM users');
    const byId = await app.inject({
      method: 'POST',
      url: `/user/set-password/${user!.id}/`,
      payload: { password: NEW, confirmPassword: NEW },
    });
    expect([400, 404]).toContain(byId.statusCode);
    expect((await app.inject('/user/set-password/short/')).statusCode).toBe(400);
    expect((await app.inject(`/user/set-password/${'A'.repeat(43)}/`)).statusCode).toBe(404);
    expect((await login(app, 'asha@example.org', STRONG)).statusCode).toBe(200);
  });

  it('stops sending to one address after 3 links an hour, the sign-up’s verify link counted, still answering the same', async () => {
    const { app, smtp } = await buildWithMail();
    await account(app);
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/user/forgot-password/',
        payload: { email: 'asha@example.org' },
      });
      expect(res.statusCode).toBe(202);
    }
    // Every message stored is delivered when drain() resolves, and the receiver keeps each one before
    // it accepts it: what has not arrived by now was never sent.
    await app.outbox.drain();
    expect(smtp.received.filter((m) => m.subject === 'Confirm your PainPoint account')).toHaveLength(1);
    expect(smtp.received.filter((m) => m.subject === 'Choose a new PainPoint password')).toHaveLength(2);
  });
});

describe('mail and texts in the language the person chose (decision 046)', () => {
  it('writes the reset mail and the password-changed mail in Hindi for a Hindi account, English otherwise', async () => {
    const { app, smtp } = await buildWithMail();
    const { access } = await account(app);
    await account(app, 'ravi@example.org');
    await app.inject({ method: 'PUT', url: '/user/language/', headers: bearer(access), payload: { language: 'hi' } });
    const ask = (email: string) => app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email } });
    await ask('asha@example.org');
    await ask('ravi@example.org');
    const hindi = await smtp.waitFor('asha@example.org', (m) => m.subject.includes('पासवर्ड'));
    expect(hindi.text).toMatch(/नया पासवर्ड/);
    const token = tokenInLink(hindi.text, '/reset-password#token=');
    await smtp.waitFor('ravi@example.org', (m) => m.subject === 'Choose a new PainPoint password');
    await app.inject({
      method: 'POST',
      url: `/user/set-password/${token}/`,
      payload: { password: NEW, confirmPassword: NEW },
    });
    const changed = await smtp.waitFor(
      'asha@example.org',
      (m) => m.subject !== hindi.subject && /[\u0900-\u097F]/.test(m.subject),
    );
    expect(changed.text).toMatch(/पासवर्ड/);
  });

  it('texts the reset code in Hindi to a Hindi account', async () => {
    const { app, texts } = await buildWithMail();
    const phone = { phone: '98765 43210', dialCode: '+91', password: STRONG, confirmPassword: STRONG };
    await register(app, phone);
    const { access } = (await login(app, '+919876543210', STRONG)).json() as { access: string };
    const sent = texts().length;
    await app.inject({ method: 'PUT', url: '/user/language/', headers: bearer(access), payload: { language: 'hi' } });
    await app.inject({
      method: 'POST',
      url: '/user/forgot-password-phone/',
      payload: { phone: '9876543210', dialCode: '+91' },
    });
    await app.outbox.drain();
    expect(texts()).toHaveLength(sent + 1);
    expect(texts()[sent]).toMatch(/[\u0900-\u097F]/);
    expect(codeIn(texts()[sent])).toMatch(/^\d{6}$/);
  });
});

describe('password reset by phone', () => {
  const phone = { phone: '98765 43210', dialCode: '+91' };

  /** A verified phone account; `texts` are those sent after its sign-up. */
  async function phoneAccount() {
    const ctx = await buildWithMail();
    await register(ctx.app, { ...phone, password: STRONG, confirmPassword: STRONG });
    const signUpTexts = ctx.texts().length;
    return { ...ctx, texts: () => ctx.texts().slice(signUpTexts) };
  }

  const verify = (app: Awaited<ReturnType<typeof buildWithMail>>['app'], code: string, number = phone) =>
    app.inject({ method: 'POST', url: '/user/verify-reset-code/', payload: { ...number, code } });

  it('sends a 6-digit code to a known number only, and trades the right code for a single-use token', async () => {
    const { app, texts } = await phoneAccount();
    const ask = (p: typeof phone) => app.inject({ method: 'POST', url: '/user/forgot-password-phone/', payload: p });
    const known = await ask(phone);
    const unknown = await ask({ phone: '91234 56789', dialCode: '+91' });
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    await app.outbox.drain();
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toContain('To: +919876543210');
    const code = codeIn(texts()[0]);

    const wrong = await verify(app, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    const unknownNumber = await verify(app, code, { phone: '91234 56789', dialCode: '+91' });
    expect(unknownNumber.statusCode).toBe(400);
    expect(unknownNumber.json().message).toBe(wrong.json().message);

    const right = await verify(app, code);
    expect(right.statusCode).toBe(200);
    const { token } = right.json();
    expect((await verify(app, code)).statusCode).toBe(400);
    const set = await app.inject({
      method: 'POST',
      url: `/user/set-password/${token}/`,
      payload: { password: NEW, confirmPassword: NEW },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(app, '+919876543210', NEW)).statusCode).toBe(200);
    expect((await login(app, '+919876543210', STRONG)).statusCode).toBe(401);
  });

  it('ends a code after 5 wrong tries and then throttles the number, known or not', async () => {
    const { app, texts } = await phoneAccount();
    await app.inject({ method: 'POST', url: '/user/forgot-password-phone/', payload: phone });
    await app.outbox.drain();
    const code = codeIn(texts()[0]);
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await verify(app, wrongCode)).statusCode).toBe(400);
    const blocked = await verify(app, code);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The code itself is dead, too, once the wait is over.
    const [row] = await app.database.query<{ used_at: unknown; attempts: number }>(
      "SELECT used_at, attempts FROM one_time_tokens WHERE purpose = 'phone_code'",
    );
    expect(row!.attempts).toBe(5);
    expect(row!.used_at).not.toBeNull();

    const stranger = { phone: '91234 56789', dialCode: '+91' };
    for (let i = 0; i < 5; i++) expect((await verify(app, wrongCode, stranger)).statusCode).toBe(400);
    expect((await verify(app, wrongCode, stranger)).statusCode).toBe(429);
  });

  it('refuses an expired code', async () => {
    const { app, texts } = await phoneAccount();
    await app.inject({ method: 'POST', url: '/user/forgot-password-phone/', payload: phone });
    await app.outbox.drain();
    const code = codeIn(texts()[0]);
    await app.database.query("UPDATE one_time_tokens SET expires_at = now() - interval '1 second'");
    expect((await verify(app, code)).statusCode).toBe(400);
  });

  it('answers malformed input with 400', async () => {
    const { app } = await phoneAccount();
    expect((await verify(app, '12345')).statusCode).toBe(400);
    expect((await verify(app, 'abcdef')).statusCode).toBe(400);
    const long = await app.inject({
      method: 'POST',
      url: '/user/forgot-password-phone/',
      payload: { phone: '123456789012345', dialCode: '+91' },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/not a phone number of the country you chose/);
  });
});

describe('timing says nothing about who has an account', () => {
  async function timed(run: () => Promise<unknown>) {
    const start = performance.now();
    await run();
    return performance.now() - start;
  }
  /**
   * The CPU time (milliseconds, every thread of the process) that `run` costs. Unlike the time on
   * the clock, other processes on a loaded machine do not add to it, and a password hash is
   * mostly CPU.
   */
  async function cpuTime(run: () => Promise<unknown>) {
    const start = process.cpuUsage();
    await run();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  }

  it('answers reset requests no sooner than the same floor for known and unknown accounts', async () => {
    const { app } = await buildWithMail();
    await account(app);
    const ask = (email: string) => () =>
      app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email } });
    expect(await timed(ask('asha@example.org'))).toBeGreaterThanOrEqual(340);
    expect(await timed(ask('nobody@example.org'))).toBeGreaterThanOrEqual(340);
  });

  it('checks a password hash for an unknown account too', async () => {
    // At the site's own cost: at the suite's, a hash costs too little to tell apart.
    const { app } = await buildWithMail({ PASSWORD_HASH_COST: 'owasp' });
    await account(app);
    await login(app, 'warm-up@example.org', 'wrong password');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await cpuTime(() => login(app, 'asha@example.org', 'wrong password', `10.0.0.${i}`)));
      unknown.push(await cpuTime(() => login(app, `ghost${i}@example.org`, 'wrong password', `10.0.1.${i}`)));
    }
    // Without the throwaway hash an unknown account would cost a fraction of the CPU (about 0.17 of
    // a known one's, measured with it taken out; about 0.9 with it). A busy machine only adds CPU
    // time to a sample (a core shared with other work runs the same hash slower), never takes it
    // away, so the cheapest of each is compared: the median of four once fell to 0.49 in a loaded run.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
  });
});
