import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { twilioTransport } from '../../src/messaging/transports.ts';
import { buildWithMail } from '../accounts-helper.ts';

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
