import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePg<typeof schema>> | ReturnType<typeof drizzlePglite<typeof schema>>;

/** The database behind the site: embedded PGlite by default, a PostgreSQL server when configured. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs raw SQL with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs a parameterised query and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction on one connection. */
  transaction<T>(fn: (tx: Pick<Database, 'exec' | 'query'>) => Promise<T>): Promise<T>;
  /** A cheap round trip, for the readiness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** A folder for PGlite's files; undefined keeps the embedded database in memory (tests). */
  dataDir?: string | undefined;
  /** Called when an idle server connection fails, so it is logged instead of crashing. */
  onError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onError);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string, onError?: (err: Error) => void): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // A query that hangs on a dead server must fail so the site answers 503 rather than hanging.
    query_timeout: 10_000,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (err) => onError?.(err));
  const database: Database = {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }),
    async exec(sql) {
      await pool.query(sql);
    },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
        });
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await pool.end();
    },
  };
  return database;
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const database: Database = {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }),
    async exec(sql) {
      await client.exec(sql);
    },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query<T>(sql, params)).rows;
    },
    async transaction(fn) {
      return client.transaction(async (tx) =>
        fn({
          exec: async (sql) => {
            await tx.exec(sql);
          },
          query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
        }),
      );
    },
    async ping() {
      await client.query('SELECT 1');
    },
    async close() {
      await client.close();
    },
  };
  return database;
}
