import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import { onTestFinished } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/env.ts';
import { PASSWORD_HASH_COST, REDIS_TEST_URL, TEST_DATABASE_URL } from './test-env.ts';
import { blankDatabase, freshPostgresDatabase, workerDatabase } from './worker-database.ts';

export { freshPostgresDatabase, REDIS_TEST_URL, TEST_DATABASE_URL };

/** A key prefix no other test (in this run or another one on the same Redis) uses. */
export const uniqueRedisPrefix = () => `pp-test-${randomBytes(12).toString('hex')}:`;

function configIn(dataDir: string, overrides: Record<string, string>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    WEB_DIST: join(dataDir, 'no-web'),
    // An app started as in production hashes as in production (the cheap cost is refused there).
    ...(overrides.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST }),
    ...overrides,
  });
}

/** The test settings, with a data folder of their own that goes when the test ends. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'painpoint-test-'));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  return configIn(dataDir, overrides);
}

export interface BuildOptions {
  /** Fastify settings in place of the test ones (a logger that writes into the test). */
  server?: FastifyServerOptions;
  /** Mail and SMS transports in place of the configured ones. */
  transports?: AppOptions['transports'];
  /**
   * A database of the app's own (an in-memory PGlite, or a new database on the PostgreSQL server),
   * for tests that change more than rows: migrations. It goes when the test ends.
   */
  ownDatabase?: boolean;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

const dataDirs = new WeakMap<App, string>();

/** The app's data folder: where the development outbox writes its mail and texts (`outbox/`). */
export function dataDirOf(app: App): string {
  const dir = dataDirs.get(app);
  if (!dir) throw new Error('not an app built by this helper');
  return dir;
}

/**
 * Builds the whole app for one test on an empty, migrated database: the worker's shared one
 * (worker-database.ts), or one of its own with `ownDatabase` or an explicit DATABASE_URL. Redis
 * counters get a prefix of their own. The app closes when the test ends.
 */
export async function build(
  overrides: Record<string, string> = {},
  before?: (app: App) => void,
  options: BuildOptions = {},
): Promise<App> {
  const { app, drop } = await assemble(overrides, before, options);
  onTestFinished(async () => {
    await app.close();
    await drop?.();
  });
  return app;
}

/**
 * The app for every test of a file that only reads (the knowledge base, the API document): built
 * once in beforeAll, closed by the caller (`beforeAll(async () => { app = await buildForFile(); return () => app.close(); })`).
 */
export async function buildForFile(
  overrides: Record<string, string> = {},
  options: Omit<BuildOptions, 'ownDatabase'> = {},
): Promise<App> {
  return (await assemble(overrides, undefined, options)).app;
}

/** The app, with its data folder going when it closes, and how to drop its own database, if it has one. */
async function assemble(
  overrides: Record<string, string>,
  before: ((app: App) => void) | undefined,
  options: BuildOptions,
) {
  const env = { ...overrides };
  if (env.REDIS_URL && !env.REDIS_PREFIX) env.REDIS_PREFIX = uniqueRedisPrefix();
  let drop: (() => Promise<void>) | undefined;
  let database: AppOptions['database'];
  if (options.ownDatabase) ({ database, drop } = await blankDatabase());
  else if (!env.DATABASE_URL) database = await workerDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'painpoint-test-'));
  const config = configIn(dataDir, env);
  const app = await buildApp(
    {
      config,
      inMemoryDatabase: true,
      ...(database ? { database } : {}),
      ...(options.transports ? { transports: options.transports } : {}),
    },
    options.server,
  );
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  dataDirs.set(app, config.dataDir);
  before?.(app);
  await app.ready();
  return { app, drop };
}
