import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReceivedMail } from '../apps/api/test/smtp-receiver.ts';

/** Where the site's mail and development texts land during the browser suite (set by the config). */
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';
const OUTBOX_DIR = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/** Waits until `find` finds it, with no deadline of its own: the test's limit applies (decision 020). */
async function poll<T>(find: () => T | undefined): Promise<T> {
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
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
  return poll(() =>
    files(MAIL_DIR, '.json')
      .map((t) => JSON.parse(t) as ReceivedMail)
      .filter((m) => m.to.includes(address) && subject.test(m.subject))
      .at(-1),
  );
}

/** The 6-digit code of the newest text to `phone` (E.164), written by the development SMS provider. */
export function codeTextedTo(phone: string, after = 0): Promise<string> {
  return poll(() => {
    const texts = files(OUTBOX_DIR, '-sms.txt').filter((t) => t.startsWith(`To: ${phone}\n`));
    if (texts.length <= after) return undefined;
    return /\b(\d{6})\b/.exec(texts.at(-1)!)?.[1];
  });
}
