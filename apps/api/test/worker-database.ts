import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { runDatabasePrefix } from './global-setup.ts';
import { TEST_DATABASE_URL } from './test-env.ts';

/** This run's id (global-setup.ts); a worker's own one if the setup did not run (no teardown drops it then). */
const runId = () => inject('testRunId') ?? `${process.pid}`;

/** Creates an empty database on the test server and returns its URL and a function that drops it. */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${runDatabasePrefix(runId())}${process.pid}_${randomBytes(4).toString('hex')}`;
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

/**
 * One migrated database per test worker, shared by the tests it runs one after another: creating
 * one costs 2–9 s (PGlite) or a CREATE DATABASE and the migrations (PostgreSQL), emptying it costs
 * milliseconds (decision 020). It lives on globalThis, so it outlives a test file that reloads the
 * modules (security/cost.test.ts), and it stays open until the worker ends.
 */
interface WorkerDatabase {
  opening: Promise<Database>;
  /** Whether anyone has been given the database since it was last emptied. */
  handedOut: boolean;
}

const KEY = Symbol.for('painpoint.test.worker-database');
const holder = globalThis as typeof globalThis & { [KEY]?: WorkerDatabase };

async function open(): Promise<Database> {
  const database = TEST_DATABASE_URL
    ? await openDatabase({ databaseUrl: (await freshPostgresDatabase(TEST_DATABASE_URL)).url })
    : await openDatabase({});
  await migrate(database);
  return database;
}

/**
 * This worker's database, migrated and empty: every row of every table but the migrations' record
 * is deleted first, so no test sees another's rows. The tables come from the catalogue, so a new
 * migration's tables are emptied too.
 */
export async function workerDatabase(): Promise<Database> {
  holder[KEY] ??= { opening: open(), handedOut: false };
  const shared = holder[KEY];
  const database = await shared.opening;
  if (shared.handedOut) {
    const tables = await database.query<{ name: string }>(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
    );
    if (tables.length > 0)
      await database.exec(`TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE`);
  }
  shared.handedOut = true;
  return database;
}
