import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { describe, expect, it } from 'vitest';
import { login } from '../accounts-helper.ts';
import { build } from '../helper.ts';

/**
 * With REDIS_URL set, the shared counters live in Redis. When Redis is away — at start or later —
 * the site must start and serve with this instance's own counters, reconnect in the background,
 * and never switch a limit off.
 */

type App = Awaited<ReturnType<typeof build>>;

/** A loopback port nothing listens on (taken from the kernel, then released). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A throwaway Redis server of our own on `port`, so the test can stop and start it. */
function startRedis(port: number): ChildProcess {
  const dir = mkdtempSync(join(tmpdir(), 'pp-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  onTestFinished(() => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls /readyz until its redis detail says `want` (no deadline of its own: the test's applies). */
async function untilRedis(app: App, want: 'ok' | 'degraded'): Promise<void> {
  for (;;) {
    const res = await app.inject('/readyz');
    if ((res.json() as { redis?: string }).redis === want) return;
    await pause(50);
  }
}

/** Refresh calls are limited by the per-route rate limit (60 a minute per address). */
async function refreshStatuses(app: App, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: `not-a-real-token-${i}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

async function loginStatuses(app: App, n: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await login(app, `u${i}@example.org`, 'wrong password')).statusCode);
  return statuses;
}

describe('Redis away', () => {
  it('starts and is ready with Redis down, marked degraded, and keeps every limit', async () => {
    const port = await freePort();
    const app = await build({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: `pp-outage-${process.pid}:` });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', redis: 'degraded' });

    // The account throttle (30 logins per address per 15 minutes) ...
    const logins = await loginStatuses(app, 31);
    expect(logins.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(logins[30]).toBe(429);
    // ... and the per-route rate limit (60 refreshes a minute) hold with this instance's counters.
    const refreshes = await refreshStatuses(app, 61);
    expect(refreshes.slice(0, 60).every((s) => s === 401)).toBe(true);
    expect(refreshes[60]).toBe(429);

    // Redis appears later: the site connects by itself, with no restart.
    if (hasRedisServer) {
      startRedis(port);
      await untilRedis(app, 'ok');
    }
  });

  it('says nothing about Redis in /readyz when it is not configured', async () => {
    const app = await build();
    expect((await app.inject('/readyz')).json()).not.toHaveProperty('redis');
  });

  it.runIf(hasRedisServer)('keeps the limits while Redis goes away, and goes back to it when it returns', async () => {
    const port = await freePort();
    let redis = startRedis(port);
    const prefix = `pp-outage-${process.pid}:`;
    const app = await build({ REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: prefix });
    await untilRedis(app, 'ok');
    expect((await refreshStatuses(app, 1))[0]).toBe(401);

    await stopRedis(redis);
    await untilRedis(app, 'degraded');
    // Not one request lets the limit lapse: the 61st refresh of the minute is refused.
    const refreshes = await refreshStatuses(app, 61);
    expect(refreshes.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(refreshes[60]).toBe(429);
    const logins = await loginStatuses(app, 31);
    expect(logins[30]).toBe(429);

    // Redis comes back on the same address: the site reconnects by itself and counts there again.
    redis = startRedis(port);
    await untilRedis(app, 'ok');
    await app.redis!.flushall();
    expect((await login(app, 'back@example.org', 'wrong password', '192.0.2.44')).statusCode).toBe(401);
    const keys = await app.redis!.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
  });
});
