// The browser suite's mail server: a real SMTP receiver on loopback that writes each message it
// receives as a JSON file into E2E_MAIL_DIR, where the tests read it (see mailbox.ts).
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpReceiver } from '../apps/api/test/smtp-receiver.ts';

const dir = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!dir || !port) throw new Error('E2E_MAIL_DIR and E2E_SMTP_PORT must be set');
let n = 0;
await startSmtpReceiver({
  port,
  onMail(mail) {
    // Written under another name, then renamed: the tests poll the folder for `.json` files and
    // must never read one half-written ("Unexpected end of JSON input" in a CI run).
    const name = join(dir, `${Date.now()}-${n++}`);
    writeFileSync(`${name}.part`, JSON.stringify(mail));
    renameSync(`${name}.part`, `${name}.json`);
  },
});
console.log(`mail sink listening on 127.0.0.1:${port}`);
