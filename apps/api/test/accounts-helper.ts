import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { build } from './helper.ts';
import { startSmtpReceiver } from './smtp-receiver.ts';

export type App = Awaited<ReturnType<typeof build>>;

export const ORIGIN = 'http://localhost:3000';
export const STRONG = 'lantern meadow quietly ferments';

/**
 * The app with a real SMTP receiver on loopback for its mail, and the development SMS provider
 * writing texts into the data folder's outbox.
 */
export async function buildWithMail(env: Record<string, string> = {}) {
  const smtp = await startSmtpReceiver();
  const dataDir = mkdtempSync(join(tmpdir(), 'painpoint-accounts-'));
  onTestFinished(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const app = await build({ SMTP_URL: smtp.url, DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, ...env });
  /** The texts the development SMS provider wrote, oldest first. */
  const texts = () => {
    const dir = join(dataDir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('-sms.txt'));
    } catch {
      return [];
    }
    return files.sort().map((f) => readFileSync(join(dir, f), 'utf8'));
  };
  return { app, smtp, dataDir, texts };
}

export async function signUp(app: App, body: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/user/create-account/', payload: body });
}

export async function login(app: App, username: string, password: string, ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/login-user/', payload: { username, password }, remoteAddress: ip });
}

/** Signs up by e-mail and logs in; answers the token pair. */
export async function account(app: App, email = 'asha@example.org', password = STRONG) {
  const created = await signUp(app, { email, password, confirmPassword: password });
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
  const res = await login(app, email, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json() as { access: string; refresh: string };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The 6-digit code in the newest text. */
export function codeIn(text: string | undefined): string {
  const m = /\b(\d{6})\b/.exec(text ?? '');
  if (!m) throw new Error(`no code in ${text}`);
  return m[1]!;
}

export function tokenInLink(text: string, path: string): string {
  const m = new RegExp(`${path}([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`no ${path} link in ${text}`);
  return m[1]!;
}
