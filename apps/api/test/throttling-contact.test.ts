import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logger.ts';
import { twilioTransport } from '../src/messaging/transports.ts';
import { account, bearer, buildWithMail, login, signUp, STRONG } from './accounts-helper.ts';
import { build, REDIS_TEST_URL, uniqueRedisPrefix } from './helper.ts';

describe('login throttling', () => {
  it('refuses an account to clients without its device cookie for a while after 5 wrong passwords, even with the right one, with Retry-After', async () => {
    const app = await build();
    // The owner has logged in before, but these clients do not send the device cookie that login
    // set (security/sessions.test.ts covers the owner's device).
    await account(app);
    for (let i = 0; i < 5; i++) expect((await login(app, 'asha@example.org', 'wrong password')).statusCode).toBe(401);
    const locked = await login(app, 'asha@example.org', STRONG);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    // From another address too: the limit is on the account.
    expect((await login(app, 'asha@example.org', STRONG, '10.1.2.3')).statusCode).toBe(429);
    // A device cookie that was not issued by this server, or not to this account's browser, changes nothing.
    const forged = await app.inject({
      method: 'POST',
      url: '/api/login-user/',
      payload: { username: 'asha@example.org', password: STRONG },
      cookies: { pp_device: 'AAAAAAAAAAAAAAAAAAAAAA.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.statusCode).toBe(429);
    // An unknown account behaves the same, so the limit says nothing about who has an account.
    for (let i = 0; i < 5; i++) expect((await login(app, 'ghost@example.org', 'wrong password')).statusCode).toBe(401);
    expect((await login(app, 'ghost@example.org', 'wrong password')).statusCode).toBe(429);
  });

  it('limits login attempts per address across accounts', async () => {
    const app = await build();
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await login(app, `user${i}@example.org`, 'wrong password', '10.9.9.9')).statusCode;
    expect(last).toBe(429);
    expect((await login(app, 'user99@example.org', 'wrong password', '10.9.9.8')).statusCode).toBe(401);
  });

  it('limits sign-ups per address', async () => {
    const app = await build();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await signUp(app, { email: `s${i}@example.org`, password: STRONG, confirmPassword: STRONG })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it.runIf(REDIS_TEST_URL)('shares the counters between two instances through Redis', async () => {
    const prefix = uniqueRedisPrefix();
    const env: Record<string, string> = { REDIS_URL: REDIS_TEST_URL!, REDIS_PREFIX: prefix };
    // Two instances of the site on one database, as behind a load balancer.
    const a = await build(env);
    const b = await build(env);
    for (let i = 0; i < 3; i++) expect((await login(a, 'shared@example.org', 'wrong password')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(b, 'shared@example.org', 'wrong password')).statusCode).toBe(401);
    expect((await login(a, 'shared@example.org', 'wrong password')).statusCode).toBe(429);
    expect((await login(b, 'shared@example.org', 'wrong password')).statusCode).toBe(429);
    const keys = await a.redis!.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    // Keys are hashed: no address in Redis.
    expect(keys.join(' ')).not.toContain('shared@example.org');
    await a.redis!.del(...keys);
  });
});

describe('contact messages', () => {
  it('stores a visitor’s message before answering and tells the team by e-mail', async () => {
    const { app, smtp } = await buildWithMail({ CONTACT_EMAIL: 'team@painpoint.example' });
    const res = await app.inject({
      method: 'POST',
      url: '/user/user-msg/',
      payload: { name: ' Ravi ', email: 'Ravi@Example.org', msg: 'The knee page helped. Thank you!' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Your message has been sent successfully' });
    const rows = await app.database.query<{ name: string; email: string; user_id: string | null }>(
      'SELECT name, email, user_id FROM contact_messages',
    );
    expect(rows).toEqual([{ name: 'Ravi', email: 'ravi@example.org', user_id: null }]);
    const mail = await smtp.waitFor('team@painpoint.example');
    expect(mail.text).toContain('The knee page helped. Thank you!');
    expect(mail.text).toContain('ravi@example.org');
  });

  it('links a logged-in user’s message to the account, and treats a stale token as a visitor', async () => {
    const app = await build();
    const { access } = await account(app);
    const payload = { name: 'Asha', email: 'asha@example.org', msg: 'Hello' };
    expect(
      (await app.inject({ method: 'POST', url: '/user/user-msg/', headers: bearer(access), payload })).statusCode,
    ).toBe(201);
    expect(
      (await app.inject({ method: 'POST', url: '/user/user-msg/', headers: bearer('x.y.z'), payload })).statusCode,
    ).toBe(201);
    const rows = await app.database.query<{ user_id: string | null }>(
      'SELECT user_id FROM contact_messages ORDER BY id',
    );
    expect(rows[0]!.user_id).not.toBeNull();
    expect(rows[1]!.user_id).toBeNull();
  });

  it('answers bad input with 400 and limits messages per address', async () => {
    const app = await build();
    for (const bad of [
      { name: '', email: 'a@b.org', msg: 'x' },
      { name: 'A', email: 'nope', msg: 'x' },
      { name: 'A', email: 'a@b.org', msg: '   ' },
      { name: 'A', email: 'a@b.org', msg: 'x'.repeat(5001) },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/user/user-msg/', payload: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const payload = { name: 'A', email: 'a@b.org', msg: 'x' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await app.inject({ method: 'POST', url: '/user/user-msg/', payload })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await app.database.query('SELECT id FROM contact_messages')).toHaveLength(5);
  });
});

describe('the outbox', () => {
  it('keeps a message while the mail server refuses it and delivers it on a later try', async () => {
    const { app, smtp } = await buildWithMail({ CONTACT_EMAIL: 'team@painpoint.example' });
    smtp.failNext(2);
    await app.inject({
      method: 'POST',
      url: '/user/user-msg/',
      payload: { name: 'A', email: 'a@b.org', msg: 'first try fails' },
    });
    await app.outbox.drain();
    const [pending] = await app.database.query<{
      attempts: number;
      sent_at: unknown;
      last_error: string;
      body: string;
    }>('SELECT attempts, sent_at, last_error, body FROM outbox');
    expect(pending!.sent_at).toBeNull();
    expect(pending!.attempts).toBeGreaterThanOrEqual(1);
    expect(pending!.last_error).toMatch(/451|mailbox unavailable/);
    expect(pending!.body).toContain('first try fails');
    // Due again (instead of waiting for the backoff): it is retried until it goes through.
    for (let i = 0; i < 3; i++) {
      await app.database.query('UPDATE outbox SET next_attempt_at = now() WHERE sent_at IS NULL');
      await app.outbox.drain();
    }
    const mail = await smtp.waitFor('team@painpoint.example');
    expect(mail.text).toContain('first try fails');
    const [done] = await app.database.query<{ sent_at: unknown; delivered_via: string }>(
      'SELECT sent_at, delivered_via FROM outbox',
    );
    expect(done!.sent_at).not.toBeNull();
    expect(done!.delivered_via).toBe('smtp');
  });

  it('sends texts through Twilio’s Messages API when configured', async () => {
    const calls: { url: string; auth: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        calls.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body });
        res.writeHead(calls.length === 1 ? 503 : 201, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const sms = twilioTransport({
        accountSid: 'AC123',
        authToken: 'secret',
        from: '+15550001111',
        apiUrl: `http://127.0.0.1:${port}`,
      });
      const message = {
        id: 1,
        channel: 'sms' as const,
        recipient: '+919876543210',
        subject: '',
        body: 'Your code is 123456',
      };
      await expect(sms.send(message)).rejects.toThrow(/503/);
      await sms.send(message);
      expect(calls[1]!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(calls[1]!.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
      expect(Object.fromEntries(new URLSearchParams(calls[1]!.body))).toEqual({
        To: '+919876543210',
        From: '+15550001111',
        Body: 'Your code is 123456',
      });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

/** A stream the logger writes to, and the lines it has written. */
function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('logs', () => {
  it('record every login attempt and never a password, token or code', async () => {
    const { lines, stream } = logSink();
    const app = await build({ LOG_LEVEL: 'info' }, undefined, {
      server: { logger: { ...(loggerOptions('info') as object), stream } },
    });
    const secrets: string[] = [STRONG, 'wrong password here'];
    await signUp(app, { phone: '98765 43210', dialCode: '+91', password: STRONG, confirmPassword: STRONG });
    const ok = await login(app, '+919876543210', STRONG);
    secrets.push(ok.json().access, ok.json().refresh);
    await login(app, '+919876543210', 'wrong password here');
    await login(app, 'ghost@example.org', 'wrong password here');
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: ok.json().refresh },
    });
    secrets.push(refreshed.json().refresh);
    await app.inject({
      method: 'POST',
      url: '/user/forgot-password-phone/',
      payload: { phone: '9876543210', dialCode: '91' },
    });
    await app.outbox.drain();
    const [code] = await app.database.query<{ id: string }>(
      "SELECT id FROM one_time_tokens WHERE purpose = 'phone_code'",
    );
    expect(code).toBeDefined();
    const grant = await app.inject({
      method: 'POST',
      url: '/user/verify-reset-code/',
      payload: { phone: '9876543210', dialCode: '91', code: '000000' },
    });
    expect([200, 400]).toContain(grant.statusCode);
    await app.inject({ url: `/user/set-password/${'Z'.repeat(43)}/` });
    const log = lines.join('');
    const attempts = lines
      .map((l) => JSON.parse(l) as { event?: string; outcome?: string })
      .filter((l) => l.event === 'login');
    expect(attempts.map((a) => a.outcome)).toEqual(['success', 'wrong_password', 'unknown_account']);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toContain('Z'.repeat(43));
    expect(log).not.toMatch(/Your PainPoint code is \d{6}/);
  });

  it('record knowledge-base answers, which are written directly, with their status and without the conditions asked about', async () => {
    const { lines, stream } = logSink();
    const app = await build({ LOG_LEVEL: 'info' }, undefined, {
      server: { logger: { ...(loggerOptions('info') as object), stream } },
    });
    expect((await app.inject('/diagnosis/get-video-by-disease/?diseases=migraine')).statusCode).toBe(200);
    expect((await app.inject('/diagnosis/get-diseases/knee/')).statusCode).toBe(200);
    const completed = lines
      .map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string }; res?: { statusCode?: number } })
      .filter((l) => l.msg === 'request completed');
    expect(completed.map((l) => l.res?.statusCode)).toEqual([200, 200]);
    expect(lines.join('')).not.toContain('migraine');
  });
});
