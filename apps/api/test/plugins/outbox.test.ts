import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/logger.ts';
import { twilioTransport } from '../../src/messaging/transports.ts';
import { buildWithMail } from '../accounts-helper.ts';
import { build } from '../helper.ts';

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

describe('mail written to disk instead of sent', () => {
  /** The warnings the app logs while starting with `env`. */
  async function startWarnings(env: Record<string, string>) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    await build({ LOG_LEVEL: 'info', ...env }, undefined, {
      server: { logger: { ...(loggerOptions('info') as object), stream } },
    });
    return lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 40);
  }

  it('is said loudly at start when NODE_ENV is not set, since a deployment that forgot it sends nothing', async () => {
    const warnings = await startWarnings({ NODE_ENV: '' });
    const warning = warnings.find((w) => /NOT sent/.test(w.msg));
    expect(warning?.msg).toMatch(/NODE_ENV is not set/);
    expect(warning?.msg).toMatch(/e-mail and SMS/);
    expect(warning?.msg).toMatch(/NODE_ENV=production/);
  });

  it('names only SMS when mail has a server', async () => {
    const warnings = await startWarnings({ NODE_ENV: '', SMTP_URL: 'smtp://127.0.0.1:9' });
    expect(warnings.find((w) => /NOT sent/.test(w.msg))?.msg).toMatch(/^NODE_ENV is not set[^]*: SMS /);
  });

  it('is not said when development or tests are asked for by name', async () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect((await startWarnings({ NODE_ENV })).filter((w) => /NOT sent/.test(w.msg))).toEqual([]);
    }
  });
});
