import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives, for tests of the mail the site sends.
 * `failNext(n)` makes it refuse the next n messages (a provider outage).
 */
export async function startSmtpReceiver(options: { port?: number; onMail?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refuse > 0) {
        refuse--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => v.address ?? ''),
          );
          const message = { to, subject: mail.subject ?? '', text: mail.text ?? '' };
          received.push(message);
          options.onMail?.(message);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(n: number) {
      refuse = n;
    },
    /**
     * The first message to `address` matching `match`, waiting for it to arrive: with no deadline of
     * its own, the test's limit applies (decision 020).
     */
    async waitFor(address: string, match: (m: ReceivedMail) => boolean = () => true) {
      for (;;) {
        const m = received.find((r) => r.to.includes(address) && match(r));
        if (m) return m;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
