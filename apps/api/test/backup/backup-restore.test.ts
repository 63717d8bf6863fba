// Backups and restores with the real commands (`npm run backup`, `npm run restore`), on the
// embedded database of a real data folder while the real server runs, and on a PostgreSQL
// database: the restore brings back what the backup held, erases again the accounts erased since,
// and refuses a damaged or missing backup without touching the database (decision 111).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { HISTORY_NOTICE_VERSION } from '@painpoint/contracts';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { KNEE_CHECK as ASSESSMENT, spooledVerifyToken, STRONG } from '../accounts-helper.ts';
import { build, freshPostgresDatabase, TEST_DATABASE_URL } from '../helper.ts';

const API = join(import.meta.dirname, '../..');

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The environment of a child process: this one's, as the site's own would be configured. */
function childEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  // eslint-disable-next-line no-restricted-properties -- the child reads its own environment
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...settings };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'JWT_SECRET', 'ERASURE_JOURNAL'])
    if (!(k in settings)) delete env[k];
  return env;
}

/** Runs `npm run backup` or `npm run restore` as the package script does, and answers how it ended. */
async function command(name: 'backup' | 'restore', args: string[], settings: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(API, `src/cli/${name}.ts`), ...args], {
    env: childEnv(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'close')) as [number];
  return { code, stdout, stderr };
}

async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address() as { port: number };
  s.close();
  return port;
}

/** The real server on the embedded database of `dataDir`, as `npm start` runs it. */
async function startServer(dataDir: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(API, 'src/server.ts')], {
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  onTestFinished(stop);
  const base = `http://127.0.0.1:${port}`;
  // No clock (decision 020): poll until the server answers or has exited.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

type Call = (method: string, url: string, body: unknown, access?: string) => Promise<{ status: number; body: string }>;

const overHttp =
  (base: string): Call =>
  async (method, url, body, access) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(access ? { authorization: `Bearer ${access}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.text() };
  };

/** Signs up by e-mail (the link from the development spool), logs in, and saves one check with consent. */
async function personWithACheck(call: Call, dataDir: string, email: string): Promise<string> {
  expect(
    (await call('POST', '/user/create-account/', { email, password: STRONG, confirmPassword: STRONG })).status,
  ).toBe(201);
  const token = await spooledVerifyToken(dataDir, email);
  expect((await call('POST', '/user/verify-account/', { token, password: STRONG })).status).toBe(200);
  const login = await call('POST', '/api/login-user/', { username: email, password: STRONG });
  expect(login.status).toBe(200);
  const { access } = JSON.parse(login.body) as { access: string };
  const consent = { agreed: true, notice_version: HISTORY_NOTICE_VERSION };
  expect((await call('PUT', '/user/assessments/consent/', consent, access)).status).toBe(200);
  expect((await call('POST', '/user/assessments/', ASSESSMENT, access)).status).toBe(201);
  return access;
}

const erase = async (call: Call, access: string) =>
  expect((await call('POST', '/user/delete-user-account/', {}, access)).status).toBe(200);

/** Who has an account, and whose checks are saved, in a database. */
type Contents = { users: string[]; checksOf: string[] };
const CONTENTS_SQL = {
  users: 'SELECT email FROM users ORDER BY email',
  checksOf: 'SELECT u.email FROM saved_assessments s JOIN users u ON u.id = s.user_id ORDER BY u.email',
};
const orphanChecksSql = 'SELECT count(*)::int AS n FROM saved_assessments WHERE user_id NOT IN (SELECT id FROM users)';

async function pgliteContents(dataDir: string): Promise<Contents> {
  const db = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const emails = async (sql: string) => (await db.query<{ email: string }>(sql)).rows.map((r) => r.email);
    expect((await db.query<{ n: number }>(orphanChecksSql)).rows).toEqual([{ n: 0 }]);
    return { users: await emails(CONTENTS_SQL.users), checksOf: await emails(CONTENTS_SQL.checksOf) };
  } finally {
    await db.close();
  }
}

async function postgresContents(url: string): Promise<Contents> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const emails = async (sql: string) => (await db.query<{ email: string }>(sql)).rows.map((r) => r.email);
    expect((await db.query<{ n: number }>(orphanChecksSql)).rows).toEqual([{ n: 0 }]);
    return { users: await emails(CONTENTS_SQL.users), checksOf: await emails(CONTENTS_SQL.checksOf) };
  } finally {
    await db.end();
  }
}

/** A copy of `backup` with one byte changed in the middle of its data. */
function corrupted(backup: string, dir: string): string {
  const copy = join(dir, 'damaged.backup');
  copyFileSync(backup, copy);
  const bytes = readFileSync(copy);
  const at = Math.floor(bytes.length * 0.75);
  bytes[at] = bytes[at]! ^ 0xff;
  writeFileSync(copy, bytes);
  return copy;
}

const BEFORE = { users: ['asha@example.org', 'ravi@example.org'], checksOf: ['asha@example.org', 'ravi@example.org'] };
const CHANGED = {
  users: ['meera@example.org', 'ravi@example.org'],
  checksOf: ['meera@example.org', 'ravi@example.org'],
};
const RESTORED = { users: ['ravi@example.org'], checksOf: ['ravi@example.org'] };

describe.runIf(!TEST_DATABASE_URL)('backup and restore of the embedded database', () => {
  it('copies the running site, refuses to restore under it, and restores with the later erasure re-applied', async () => {
    const dataDir = join(tempDir('pp-backup-'), 'data');
    const out = tempDir('pp-backups-');
    const settings = { DATA_DIR: dataDir };
    const site = await startServer(dataDir);
    const call = overHttp(site.base);
    const asha = await personWithACheck(call, dataDir, 'asha@example.org');
    await personWithACheck(call, dataDir, 'ravi@example.org');

    const backup = await command('backup', ['--out', out], settings);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/made by the running site/);
    const [name] = readdirSync(out);
    expect(name).toMatch(/^painpoint-embedded-\d{8}T\d{6}Z\.backup$/);
    const file = join(out, name!);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    await erase(call, asha);
    await personWithACheck(call, dataDir, 'meera@example.org');

    const underTheSite = await command('restore', [file], settings);
    expect(underTheSite.code).toBe(1);
    expect(underTheSite.stderr).toMatch(/another process is using the embedded database .*needs the site stopped/);

    await site.stop();
    expect(readdirSync(dataDir)).not.toContain('backup.sock');
    for (const [bad, message] of [
      [corrupted(file, out), /damaged \(its checksum does not match/],
      [join(out, 'missing.backup'), /no such backup file/],
    ] as const) {
      const refused = await command('restore', [bad], settings);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(message);
    }
    expect(await pgliteContents(dataDir)).toEqual(CHANGED);
    // With the site stopped, the command opens the database itself.
    const stopped = await command('backup', ['--out', join(out, 'stopped.backup')], settings);
    expect(stopped.stderr).toBe('');
    expect(stopped.stdout).toMatch(/made by this command, the site being stopped/);

    const restored = await command('restore', [file], settings);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/erasures re-applied: 1 \(journal .*: 1 entries, 1 made after the backup\)/);
    expect(await pgliteContents(dataDir)).toEqual(RESTORED);
    // The site starts on the restored database.
    const again = await startServer(dataDir);
    const ravi = await overHttp(again.base)('POST', '/api/login-user/', {
      username: 'ravi@example.org',
      password: STRONG,
    });
    expect(ravi.status).toBe(200);
    await again.stop();
  });

  it('refuses a data folder without a database', async () => {
    const nothing = await command('backup', ['--out', tempDir('pp-backups-')], {
      DATA_DIR: join(tempDir('pp-backup-'), 'data'),
    });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toMatch(/there is no embedded database here/);
  });
});

describe.runIf(TEST_DATABASE_URL)('backup and restore of a PostgreSQL database', () => {
  it('restores with pg_restore and re-applies the later erasure; a bad backup changes nothing', async () => {
    const database = await freshPostgresDatabase(TEST_DATABASE_URL!);
    onTestFinished(database.drop);
    const dataDir = tempDir('pp-backup-');
    const out = tempDir('pp-backups-');
    const settings = { DATA_DIR: dataDir, DATABASE_URL: database.url };
    const app = await build({ DATA_DIR: dataDir, DATABASE_URL: database.url, NODE_ENV: 'development' });
    const call: Call = async (method, url, body, access) => {
      const res = await app.inject({
        method: method as 'POST',
        url,
        payload: body as object,
        headers: access ? { authorization: `Bearer ${access}` } : {},
      });
      return { status: res.statusCode, body: res.body };
    };
    const asha = await personWithACheck(call, dataDir, 'asha@example.org');
    await personWithACheck(call, dataDir, 'ravi@example.org');
    expect(await postgresContents(database.url)).toEqual(BEFORE);

    const backup = await command('backup', ['--out', out], settings);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/postgresql database, made by pg_dump/);
    const [name] = readdirSync(out);
    const file = join(out, name!);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    await erase(call, asha);
    await personWithACheck(call, dataDir, 'meera@example.org');
    // The sites using the database are stopped for a restore.
    await app.close();

    for (const [bad, message] of [
      [corrupted(file, out), /damaged \(its checksum does not match/],
      [join(out, 'missing.backup'), /no such backup file/],
    ] as const) {
      const refused = await command('restore', [bad], settings);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(message);
    }
    expect(await postgresContents(database.url)).toEqual(CHANGED);

    const restored = await command('restore', [file], settings);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/erasures re-applied: 1 \(journal .*: 1 entries, 1 made after the backup\)/);
    expect(await postgresContents(database.url)).toEqual(RESTORED);
  });
});
