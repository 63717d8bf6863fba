import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../src/logger.ts';
import { login, register, STRONG } from './accounts-helper.ts';
import { build } from './helper.ts';

describe('logging', () => {
  it('keeps tokens in URLs out of the log', () => {
    expect(redactUrl('/user/set-password/abc.def/')).toBe('/user/set-password/[redacted]/');
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    // What a visitor's browser ranked is health data: the log keeps the call, not the conditions.
    expect(redactUrl('/diagnosis/get-video-by-disease/?diseases=migraine,cluster_headache')).toBe(
      '/diagnosis/get-video-by-disease/?diseases=[redacted]',
    );
    expect(redactUrl('/diagnosis/get-condition/ectopic_pregnancy/')).toBe('/diagnosis/get-condition/[redacted]/');
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
    await register(app, { phone: '98765 43210', dialCode: '+91', password: STRONG, confirmPassword: STRONG });
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
