// The browser suite's mail server: a real SMTP receiver on loopback that writes each message it
// receives as a JSON file into E2E_MAIL_DIR, where the tests read it (see mailbox.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpReceiver } from '../apps/api/test/smtp-receiver.ts';

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!dir || !port) throw new Error('E2E_MAIL_DIR and E2E_SMTP_PORT must be set');
let n = 0;
await startSmtpReceiver({
  port,
  onMail(mail) {
    writeFileSync(join(dir, `${Date.now()}-${n++}.json`), JSON.stringify(mail));
  },
});
console.log(`mail sink listening on 127.0.0.1:${port}`);
