// The data folder holds the embedded database (its write-ahead log has e-mail addresses, phone
// numbers and saved health answers), the session key and mail on disk: only the site's own user
// may read it. The real server is started as `npm start` starts it, on its own data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { HISTORY_NOTICE_VERSION } from '@painpoint/contracts';
import { describe, expect, it, onTestFinished } from 'vitest';
import { makeDataDirPrivate } from '../../src/data-dir.ts';
import { ConfigError } from '../../src/env.ts';
import { KNEE_CHECK, spooledVerifyToken, STRONG } from '../accounts-helper.ts';

const SERVER = join(import.meta.dirname, '../../src/server.ts');

async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address() as { port: number };
  s.close();
  return port;
}

/** Every file and folder under `dir` whose group or others may do anything with it. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) found.push(`${relative(dir, path) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return found;
}

async function startServer(dataDir: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    // eslint-disable-next-line no-restricted-properties -- the child server reads its own environment
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
  };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'JWT_SECRET']) delete env[k];
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });
  const base = `http://127.0.0.1:${port}`;
  // No clock (decision 020): poll until the server answers or has exited.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const json = (base: string, path: string, body: unknown, method = 'POST', access?: string) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(access ? { authorization: `Bearer ${access}` } : {}) },
    body: JSON.stringify(body),
  });

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-data-dir-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('the data folder', () => {
  it('is private to the site after a sign-up, a saved assessment and a contact message', async () => {
    const dataDir = join(tempDir(), 'data');
    const { base, child } = await startServer(dataDir);
    expect(
      (
        await json(base, '/user/create-account/', {
          email: 'asha@example.org',
          password: STRONG,
          confirmPassword: STRONG,
        })
      ).status,
    ).toBe(201);
    const token = await spooledVerifyToken(dataDir, 'asha@example.org');
    expect((await json(base, '/user/verify-account/', { token, password: STRONG })).status).toBe(200);
    const login = await json(base, '/api/login-user/', { username: 'asha@example.org', password: STRONG });
    expect(login.status).toBe(200);
    const { access } = (await login.json()) as { access: string };
    const consent = { agreed: true, notice_version: HISTORY_NOTICE_VERSION };
    expect((await json(base, '/user/assessments/consent/', consent, 'PUT', access)).status).toBe(200);
    const saved = await json(base, '/user/assessments/', KNEE_CHECK, 'POST', access);
    expect(saved.status).toBe(201);
    expect((await json(base, '/user/user-msg/', { name: 'Asha', email: 'asha@example.org', msg: 'Hello' })).ok).toBe(
      true,
    );
    child.kill('SIGTERM');
    // A clean stop: requests finished, the database closed, exit code 0 (a supervisor reads it).
    expect(await once(child, 'exit')).toEqual([0, null]);
    expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('is tightened at start when an older version left it open', async () => {
    const dataDir = tempDir();
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, 'outbox'), { mode: 0o777 });
    chmodSync(join(dataDir, 'outbox'), 0o777);
    writeFileSync(join(dataDir, 'outbox', 'old-mail.eml'), 'To: asha@example.org\n', { mode: 0o666 });
    chmodSync(join(dataDir, 'outbox', 'old-mail.eml'), 0o666);
    expect(openToOthers(dataDir).length).toBe(3);
    await startServer(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('stops the start with a clear message when it cannot be made private', () => {
    // A path under a file cannot be a folder: the same refusal as a folder owned by someone else.
    const file = join(tempDir(), 'not-a-folder');
    writeFileSync(file, '');
    expect(() => makeDataDirPrivate(join(file, 'data'))).toThrow(ConfigError);
    expect(() => makeDataDirPrivate(join(file, 'data'))).toThrow(/DATA_DIR: .* cannot be made private/);
  });
});
