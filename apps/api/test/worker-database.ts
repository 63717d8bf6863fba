import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { noteDatabaseOpened } from './database-free.ts';
import { runDatabasePrefix } from './global-setup.ts';
import { TEST_DATABASE_URL } from './test-env.ts';

/** This run's id (global-setup.ts); a worker's own one if the setup did not run (no teardown drops it then). */
const runId = () => inject('testRunId') ?? `${process.pid}`;

/** Creates an empty database on the test server and returns its URL and a function that drops it. */
export async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  noteDatabaseOpened();
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
  /** PGlite only: the files of a new, unmigrated database, copied for tests that need their own. */
  blank?: Promise<File | Blob>;
}

const KEY = Symbol.for('painpoint.test.worker-database');
const holder = globalThis as typeof globalThis & { [KEY]?: WorkerDatabase };

function shared(): WorkerDatabase {
  noteDatabaseOpened();
  if (holder[KEY]) return holder[KEY];
  if (TEST_DATABASE_URL) {
    const url = TEST_DATABASE_URL;
    return (holder[KEY] = {
      opening: freshPostgresDatabase(url).then(async ({ url: own }) =>
        migrated(await openDatabase({ databaseUrl: own })),
      ),
      handedOut: false,
    });
  }
  // A new PGlite runs initdb (2–9 s); loading a copy of its files takes under a second.
  const created = PGlite.create();
  const blank = created.then((client) => client.dumpDataDir('none'));
  return (holder[KEY] = {
    opening: blank.then(async () => migrated(await openDatabase({ pglite: await created }))),
    handedOut: false,
    blank,
  });
}

async function migrated(database: Database): Promise<Database> {
  await migrate(database);
  return database;
}

/**
 * A database of the test's own, with no migration applied, for tests of migrations: an in-memory
 * PGlite loaded from the worker's blank copy, or a new database on the PostgreSQL server. The
 * caller closes it (and drops it, on PostgreSQL).
 */
export async function blankDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { blank } = shared();
  if (!blank) {
    const fresh = await freshPostgresDatabase(TEST_DATABASE_URL!);
    const database = await openDatabase({ databaseUrl: fresh.url });
    return {
      database,
      drop: async () => {
        await database.close();
        await fresh.drop();
      },
    };
  }
  const database = await openDatabase({ pglite: await PGlite.create({ loadDataDir: await blank }) });
  return { database, drop: () => database.close() };
}

/**
 * This worker's database, migrated and empty: every row of every table but the migrations' record
 * is deleted first, so no test sees another's rows. The tables come from the catalogue, so a new
 * migration's tables are emptied too.
 */
export async function workerDatabase(): Promise<Database> {
  const worker = shared();
  const database = await worker.opening;
  if (worker.handedOut) {
    const tables = await database.query<{ name: string }>(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
    );
    if (tables.length > 0)
      await database.exec(`TRUNCATE ${tables.map((t) => t.name).join(', ')} RESTART IDENTITY CASCADE`);
  }
  worker.handedOut = true;
  return database;
}
