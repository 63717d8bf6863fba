import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReceivedMail } from '../apps/api/test/smtp-receiver.ts';

/** Where the site's mail and development texts land during the browser suite (set by the config). */
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';
const OUTBOX_DIR = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/**
 * How long a message may take to arrive. The outbox sends at once, so this is reached only when a
 * message never comes (a sign-up whose verify link was not sent, say): the test then fails naming
 * the message, instead of hanging to its 10-minute limit. Long enough that load cannot reach it
 * (decision 020), as `CACHING` is for service workers.
 */
const ARRIVAL_MS = 3 * 60_000;

/** Waits until `find` finds it, for at most ARRIVAL_MS; `what` names it in the failure. */
async function poll<T>(what: string, find: () => T | undefined): Promise<T> {
  const until = Date.now() + ARRIVAL_MS;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`${what} did not arrive within ${ARRIVAL_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const files = (dir: string, suffix: string) => {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(suffix))
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};

/** The newest e-mail to `address` whose subject matches, received by the suite's SMTP server. */
export function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  return poll(`an e-mail to ${address} (${subject})`, () =>
    files(MAIL_DIR, '.json')
      .map((t) => JSON.parse(t) as ReceivedMail)
      .filter((m) => m.to.includes(address) && subject.test(m.subject))
      .at(-1),
  );
}

/** The link of the newest e-mail to `address` that confirms a new account (decision 065), in any language. */
export async function verifyLinkTo(address: string): Promise<string> {
  const mail = await mailTo(address, /Confirm your PainPoint account|अकाउंट की पुष्टि/);
  const link = /(http:\/\/\S+\/verify#token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no /verify link in the e-mail to ${address}`);
  return link;
}

/** The 6-digit code of the newest text to `phone` (E.164), written by the development SMS provider. */
export function codeTextedTo(phone: string, after = 0): Promise<string> {
  return poll(`text ${after + 1} to ${phone}`, () => {
    const texts = files(OUTBOX_DIR, '-sms.txt').filter((t) => t.startsWith(`To: ${phone}\n`));
    if (texts.length <= after) return undefined;
    return /\b(\d{6})\b/.exec(texts.at(-1)!)?.[1];
  });
}
