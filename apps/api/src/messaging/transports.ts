import { mkdirSync, writeFileSync } from 'node:fs';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message leaving the site: an e-mail or a text. */
export interface Delivery {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/** Hands a message to whoever delivers it; throws when it was not accepted (the outbox retries). */
export interface Transport {
  readonly name: string;
  send(message: Delivery): Promise<void>;
  /**
   * Deletes what this transport kept of the messages to these addresses or numbers, and answers how
   * many it deleted; only a transport that keeps messages (the development spool) has it.
   */
  forget?(recipients: string[]): Promise<number>;
}

/** Mail through a real SMTP server (SMTP_URL). */
export function smtpTransport(url: string, from: string): Transport & { close(): void } {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(m) {
      await transporter.sendMail({ from, to: m.recipient, subject: m.subject, text: m.body });
    },
    close: () => transporter.close(),
  };
}

/**
 * For development, with no mail server or SMS provider: each message is written as a file in the
 * data folder's `outbox/` (open it to follow a reset link or read a code), and the log says where.
 * The log line leaves out the body, which may hold a link or a code.
 */
export function spoolTransport(dir: string, log: (fields: Record<string, unknown>, msg: string) => void): Transport {
  return {
    name: 'spool',
    async send(m) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.id}-${m.channel}.txt`);
      const text = `To: ${m.recipient}\n${m.subject ? `Subject: ${m.subject}\n` : ''}\n${m.body}\n`;
      writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
      log({ channel: m.channel, outbox: m.id, file }, 'message written to the development outbox');
    },
    // An erased account's mail and texts go from the spool too (decision 111): a deployment that
    // forgot NODE_ENV=production writes real people's links and codes here. Matched on the `To:`
    // line, an address case aside, as the outbox rows are.
    async forget(recipients) {
      const wanted = new Set(recipients.map((r) => r.toLowerCase()));
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw e;
      }
      let removed = 0;
      for (const name of names.filter((n) => n.endsWith('.txt'))) {
        const path = join(dir, name);
        const to = /^To: (.*)\n/.exec(await readFile(path, 'utf8'))?.[1];
        if (to !== undefined && wanted.has(to.toLowerCase())) {
          await unlink(path);
          removed++;
        }
      }
      return removed;
    },
  };
}

/** Where nothing may be delivered yet (production with no provider configured): messages wait. */
export function holdTransport(channel: string): Transport {
  return {
    name: 'hold',
    async send() {
      throw new Error(`no ${channel} provider is configured; the message waits in the outbox`);
    },
  };
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  apiUrl: string;
}

/** Texts through Twilio's Messages API (one HTTPS call per text). */
export function twilioTransport(s: TwilioSettings, fetchImpl: typeof fetch = fetch): Transport {
  const url = `${s.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${s.accountSid}:${s.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(m) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: m.recipient, From: s.from, Body: m.body }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        const detail = await res.text().catch(() => '');
        throw new Error(`Twilio answered ${res.status}: ${detail.slice(0, 200)}`);
      }
    },
  };
}
