import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/env.ts';

/** The PostgreSQL server to test against, when there is one (set by scripts/run-tests.mjs). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The Redis server to test shared counters against, when there is one (set by .ci/run). */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL || undefined;

let counter = 0;

/** Creates an empty database on the test server and returns its URL and a function that drops it. */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pp_test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'painpoint-test-'));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    WEB_DIST: join(dataDir, 'no-web'),
    ...overrides,
  });
}

/**
 * Builds the whole app for one test on a fresh database: an in-memory PGlite, or a new database
 * on the PostgreSQL server when TEST_DATABASE_URL is set. The app and database go when the test ends.
 */
export async function build(
  overrides: Record<string, string> = {},
  before?: (app: Awaited<ReturnType<typeof buildApp>>) => void,
) {
  let drop: (() => Promise<void>) | undefined;
  const env = { ...overrides };
  if (TEST_DATABASE_URL && !env.DATABASE_URL) {
    const fresh = await freshPostgresDatabase(TEST_DATABASE_URL);
    env.DATABASE_URL = fresh.url;
    drop = fresh.drop;
  }
  const config = testConfig(env);
  const app = await buildApp({ config, inMemoryDatabase: true });
  before?.(app);
  await app.ready();
  onTestFinished(async () => {
    await app.close();
    await drop?.();
  });
  return app;
}
