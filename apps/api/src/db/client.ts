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
  /** An embedded database already open, to use as it is (tests open copies of a prepared one). */
  pglite?: PGlite | undefined;
  /** Called when an idle server connection fails, so it is logged instead of crashing. */
  onError?: (err: Error) => void;
}

/**
 * A failed query, as the rest of the site (and so the log) sees it: the SQLSTATE or driver code,
 * a message, and the names of the table, column and constraint concerned, and nothing the rows
 * hold. The drivers' own errors carry data: PGlite's its `params` and `query`, PostgreSQL's a
 * `detail` ("Key (email)=(…) already exists", "Failing row contains (…)") and a `where`, and some
 * messages quote the value itself ('invalid input syntax for type uuid: "…"'). Errors are cleaned
 * here, where they come from, so no caller can log a dirty one.
 */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';
  /** The SQLSTATE ("23505"), or the driver's own code for a connection failure ("ECONNREFUSED"). */
  readonly code: string | undefined;
  /** Names from the server's answer, never values: the table, column, constraint, type, routine. */
  readonly table: string | undefined;
  readonly column: string | undefined;
  readonly constraint: string | undefined;
  readonly dataType: string | undefined;
  readonly routine: string | undefined;

  constructor(message: string, fields: Partial<Record<'code' | NameField, string>>) {
    super(message);
    this.code = fields.code;
    this.table = fields.table;
    this.column = fields.column;
    this.constraint = fields.constraint;
    this.dataType = fields.dataType;
    this.routine = fields.routine;
  }
}

/** The fields of a server error that name things rather than hold data. */
const NAME_FIELDS = ['table', 'column', 'constraint', 'dataType', 'routine'] as const;
type NameField = (typeof NAME_FIELDS)[number];

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The driver's error rebuilt from its safe parts. A double-quoted part of the message is kept only
 * when it names something: a table, column or constraint the server reported, or a word of the SQL
 * text (which is the site's code: values always travel as parameters); byte dumps of a value go too.
 * The SQLSTATE and the table and constraint also go into the message, so a log line reads on its own.
 */
export function cleanDatabaseError(err: unknown, sql: string): DatabaseError {
  if (err instanceof DatabaseError) return err;
  const e = (err ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const names: Partial<Record<NameField, string>> = {};
  for (const f of NAME_FIELDS) {
    const v = str(e[f]);
    if (v) names[f] = v;
  }
  const known = new Set(Object.values(names));
  const inSql = (word: string) => /^[A-Za-z_]\w*$/.test(word) && new RegExp(`\\b${word}\\b`, 'i').test(sql);
  const message = (str(e.message) ?? 'database error')
    .replace(/"([^"]*)"/g, (whole, inner: string) => (known.has(inner) || inSql(inner) ? whole : '"…"'))
    .replace(/0x[0-9a-f]{2}(?: 0x[0-9a-f]{2})*/gi, '0x…');
  const code = str(e.code);
  if (!code || !SQLSTATE.test(code)) return new DatabaseError(message, { code });
  const where = [
    `SQLSTATE ${code}`,
    names.table && `table ${names.table}`,
    names.constraint && `constraint ${names.constraint}`,
  ];
  return new DatabaseError(`${message} (${where.filter(Boolean).join(', ')})`, { code, ...names });
}

/** Runs one driver call; whatever it throws comes out as a clean DatabaseError. */
async function guarded<T>(sql: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw cleanDatabaseError(e, sql);
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onError);
  return openPglite(options.dataDir, options.pglite);
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
  pool.on('error', (err) => onError?.(cleanDatabaseError(err, '')));
  const database: Database = {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }),
    async exec(sql) {
      await guarded(sql, () => pool.query(sql));
    },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await guarded(sql, () => pool.query(sql, params))).rows as T[];
    },
    async transaction(fn) {
      const client = await guarded('', () => pool.connect());
      try {
        await guarded('BEGIN', () => client.query('BEGIN'));
        const result = await fn({
          exec: async (sql) => {
            await guarded(sql, () => client.query(sql));
          },
          query: async <T>(sql: string, params: unknown[] = []) =>
            (await guarded(sql, () => client.query(sql, params))).rows as T[],
        });
        await guarded('COMMIT', () => client.query('COMMIT'));
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    async ping() {
      await guarded('SELECT 1', () => pool.query('SELECT 1'));
    },
    async close() {
      await pool.end();
    },
  };
  return database;
}

async function openPglite(dataDir: string | undefined, open?: PGlite): Promise<Database> {
  if (dataDir && !open) mkdirSync(dataDir, { recursive: true });
  const client = open ?? (dataDir ? await PGlite.create(dataDir) : await PGlite.create());
  const database: Database = {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }),
    async exec(sql) {
      await guarded(sql, () => client.exec(sql));
    },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await guarded(sql, () => client.query<T>(sql, params))).rows;
    },
    async transaction(fn) {
      // The caller's own errors pass through as they are; anything else (BEGIN, COMMIT) is cleaned.
      let failure: unknown;
      try {
        return await client.transaction(async (tx) => {
          try {
            return await fn({
              exec: async (sql) => {
                await guarded(sql, () => tx.exec(sql));
              },
              query: async <T>(sql: string, params: unknown[] = []) =>
                (await guarded(sql, () => tx.query<T>(sql, params))).rows,
            });
          } catch (e) {
            failure = e;
            throw e;
          }
        });
      } catch (e) {
        throw e === failure ? e : cleanDatabaseError(e, 'COMMIT');
      }
    },
    async ping() {
      await guarded('SELECT 1', () => client.query('SELECT 1'));
    },
    async close() {
      await client.close();
    },
  };
  return database;
}
