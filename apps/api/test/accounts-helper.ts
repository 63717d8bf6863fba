import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { build, dataDirOf } from './helper.ts';
import { startSmtpReceiver } from './smtp-receiver.ts';

export type App = Awaited<ReturnType<typeof build>>;

export const ORIGIN = 'http://localhost:3000';
export const STRONG = 'lantern meadow quietly ferments';

type Receiver = Awaited<ReturnType<typeof startSmtpReceiver>>;

/** The mail receiver of each app built with one (buildWithMail, or named by `mailGoesTo`), and its data folder. */
const receivers = new WeakMap<App, { smtp: Receiver; dataDir: string }>();

/** Says that `app`'s mail goes to `smtp` and its texts to `dataDir`'s outbox, for an app built without buildWithMail. */
export function mailGoesTo(app: App, smtp: Receiver, dataDir: string): void {
  receivers.set(app, { smtp, dataDir });
}

/** The files the development outbox wrote in `dataDir` for `channel`, oldest first. */
function spooled(dataDir: string, channel: 'email' | 'sms'): string[] {
  const dir = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(`-${channel}.txt`));
  } catch {
    return [];
  }
  return files.sort().map((f) => readFileSync(join(dir, f), 'utf8'));
}

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
  mailGoesTo(app, smtp, dataDir);
  /** The texts the development SMS provider wrote, oldest first. */
  const texts = () => spooled(dataDir, 'sms');
  return { app, smtp, dataDir, texts };
}

export async function signUp(app: App, body: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/user/create-account/', payload: body });
}

/** Every mail (with its recipients) and text `app` has delivered so far, oldest first. */
function deliveredBy(app: App): { mail: { to: string[]; text: string }[]; texts: string[] } {
  const receiver = receivers.get(app);
  const dataDir = receiver?.dataDir ?? dataDirOf(app);
  const mail = receiver
    ? receiver.smtp.received.map((m) => ({ to: m.to, text: m.text }))
    : spooled(dataDir, 'email').map((t) => ({ to: [/^To: (.*)$/m.exec(t)?.[1] ?? ''], text: t }));
  return { mail, texts: spooled(dataDir, 'sms') };
}

/**
 * The newest proof the site sent to `login` (an address, or a number in E.164) to verify its
 * account, among what it delivered after `since`: the link's token from the mail (the app's SMTP
 * receiver, or the development outbox's files), or the code from the text. Delivers what is
 * waiting first.
 */
export async function verificationFor(
  app: App,
  login: string,
  since = { mail: 0, texts: 0 },
): Promise<{ token: string } | { phone_number: string; code: string }> {
  await app.outbox.drain();
  const { mail, texts } = deliveredBy(app);
  if (login.includes('@')) {
    const text = mail
      .slice(since.mail)
      .filter((m) => m.to.includes(login) && m.text.includes('/verify#token='))
      .at(-1)?.text;
    if (!text) throw new Error(`no verify link was sent to ${login}`);
    return { token: tokenInLink(text, '/verify#token=') };
  }
  const text = texts
    .slice(since.texts)
    .filter((t) => t.startsWith(`To: ${login}\n`))
    .at(-1);
  return { phone_number: login, code: codeIn(text) };
}

/**
 * Proves the account's address or number with what the site sent to it after `since` (decision
 * 065), typing the password chosen at sign-up (decision 110).
 */
export async function verify(app: App, login: string, since?: { mail: number; texts: number }, password = STRONG) {
  const res = await app.inject({
    method: 'POST',
    url: '/user/verify-account/',
    payload: { ...(await verificationFor(app, login, since)), password },
  });
  if (res.statusCode !== 200) throw new Error(`verification of ${login} failed: ${res.body}`);
}

/** Signs up and proves the address or number with what this sign-up sent, as its owner would; answers the sign-up's answer. */
export async function register(app: App, body: Record<string, string>) {
  await app.outbox.drain();
  const before = deliveredBy(app);
  const created = await signUp(app, body);
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.body}`);
  const answer = created.json() as { email?: string; phone_number?: string };
  await verify(
    app,
    answer.email ?? answer.phone_number ?? '',
    { mail: before.mail.length, texts: before.texts.length },
    body.password,
  );
  return created;
}

/**
 * The token of the verify link the development outbox in `dataDir` wrote for `email`, for a server
 * in a process of its own: waits for the file, with no deadline of its own (the test's limit applies).
 */
export async function spooledVerifyToken(dataDir: string, email: string): Promise<string> {
  for (;;) {
    const text = spooled(dataDir, 'email')
      .filter((t) => t.startsWith(`To: ${email}\n`) && t.includes('/verify#token='))
      .at(-1);
    if (text) return tokenInLink(text, '/verify#token=');
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function login(app: App, username: string, password: string, ip = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/login-user/', payload: { username, password }, remoteAddress: ip });
}

/** Signs up by e-mail, verifies the address and logs in; answers the token pair. */
export async function account(app: App, email = 'asha@example.org', password = STRONG) {
  await register(app, { email, password, confirmPassword: password });
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

/** A knee check as the web app saves it from its results (a saved assessment's body). */
export const KNEE_CHECK = {
  answers: {
    painLocation: { id: 'knee-left', key: 'knee' },
    sex: 'female',
    weight: 64,
    age_range: { min: 34, max: 34 },
    age_range_key: '34',
    symptoms: { not_sure: 1 },
    flags: { not_sure__onset: true },
  },
  triage: 'see-doctor',
  conditions: [{ disease_short_name: 'locked_knee', final_score: 70, difference_percentage: 0 }],
  kb_version: 'a1b2c3d4e5f6',
};
