import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The database behind the site: embedded PGlite by default, a PostgreSQL server when configured.
 * Plain parameterised SQL, the same on both (decision 018); the statements live in ./repositories.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs a parameterised query and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` in one transaction on one connection. */
  transaction<T>(fn: (tx: Pick<Database, 'exec' | 'query'>) => Promise<T>): Promise<T>;
  /** A cheap round trip, for the readiness check. */
  ping(): Promise<void>;
  /**
   * After deletions: makes the deleted rows unreadable in the database's own files (decision 064).
   * The embedded database rewrites the named tables (VACUUM FULL: a plain VACUUM leaves the bytes in
   * the pages it frees) and then drops the write-ahead log holding the rows' history (a new segment,
   * a checkpoint, and old segments removed, not recycled with their contents). On a PostgreSQL
   * server this does nothing: the operator's autovacuum frees the rows (docs/security.md).
   */
  compact(): Promise<void>;
  /**
   * The embedded database only: a consistent copy of its data folder, as PGlite's gzipped tarball
   * (decision 111). Taken between transactions (it holds the transaction lock, and PGlite's own
   * query lock while it copies), after a checkpoint, so it opens without replaying much log.
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** What a repository function needs: the database itself, or a transaction. */
export type Query = Pick<Database, 'query'>;

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

/**
 * Tries for the first connection at start, and the wait before the second (doubling after each):
 * a server that is still starting, or a connection slower than `connectionTimeoutMillis` on a busy
 * machine, gets about 6 s in all rather than one chance; a wrong address, password or database
 * name fails at once.
 */
export const FIRST_CONNECT_ATTEMPTS = 6;
const FIRST_CONNECT_BACKOFF_MS = 200;

/** Failures that may pass by themselves: no server listening yet, one starting up, a timeout, a full server. */
const TRANSIENT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN', '57P03', '53300']);

export function isTransientConnectError(err: DatabaseError): boolean {
  if (err.code && (TRANSIENT_CODES.has(err.code) || err.code.startsWith('08'))) return true;
  return !err.code && /Connection terminated|timeout/i.test(err.message);
}

/** Connects once before the site starts, retrying what may pass (FIRST_CONNECT_ATTEMPTS, with backoff). */
async function firstConnection(pool: pg.Pool): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      (await pool.connect()).release();
      return;
    } catch (e) {
      const err = cleanDatabaseError(e, '');
      if (attempt >= FIRST_CONNECT_ATTEMPTS || !isTransientConnectError(err)) throw err;
      await new Promise((r) => setTimeout(r, FIRST_CONNECT_BACKOFF_MS * 2 ** (attempt - 1)));
    }
  }
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
  try {
    await firstConnection(pool);
  } catch (e) {
    await pool.end();
    throw e;
  }
  const database: Database = {
    kind: 'postgres',
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
    async compact() {},
    async close() {
      await pool.end();
    },
  };
  return database;
}

/**
 * PGlite runs each statement synchronously in this thread and hands its lock from one caller to
 * the next through promises, so a queue of saves ran back to back without the event loop reading
 * a socket: every other request, /healthz included, waited for the whole queue (1.2 s behind 200
 * saves at once). A turn of the event loop before each statement lets them in between (decision 090).
 */
async function inTurn<T>(sql: string, run: () => Promise<T>): Promise<T> {
  await nextTurn();
  return guarded(sql, run);
}

async function openPglite(dataDir: string | undefined, open?: PGlite): Promise<Database> {
  if (dataDir && !open) mkdirSync(dataDir, { recursive: true });
  const client = open ?? (dataDir ? await PGlite.create(dataDir) : await PGlite.create());
  const database: Database = {
    kind: 'pglite',
    async exec(sql) {
      await inTurn(sql, () => client.exec(sql));
    },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await inTurn(sql, () => client.query<T>(sql, params))).rows;
    },
    async transaction(fn) {
      // The caller's own errors pass through as they are; anything else (BEGIN, COMMIT) is cleaned.
      let failure: unknown;
      try {
        await nextTurn();
        return await client.transaction(async (tx) => {
          try {
            return await fn({
              exec: async (sql) => {
                await inTurn(sql, () => tx.exec(sql));
              },
              query: async <T>(sql: string, params: unknown[] = []) =>
                (await inTurn(sql, () => tx.query<T>(sql, params))).rows,
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
    async compact() {
      // Every table of the site's schema, so a new migration's tables are covered too; each its
      // own statement: VACUUM cannot run inside a transaction (nor a multi-statement exec).
      const sql = "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'";
      const tables = (await guarded(sql, () => client.query<{ name: string }>(sql))).rows;
      for (const { name } of tables) await guarded('VACUUM FULL', () => client.exec(`VACUUM FULL ${name}`));
      await guarded('SET wal_recycle', () => client.exec('SET wal_recycle = off'));
      await guarded('pg_switch_wal', () => client.exec('SELECT pg_switch_wal()'));
      await guarded('CHECKPOINT', () => client.exec('CHECKPOINT'));
    },
    async snapshot() {
      await guarded('CHECKPOINT', () => client.exec('CHECKPOINT'));
      // Inside a transaction of its own, so no other transaction is half-way (PGlite runs one at a
      // time); the copy itself takes the query lock, so no statement runs while it reads the files.
      let copy: Blob | undefined;
      await client.transaction(async () => {
        copy = await client.dumpDataDir('gzip');
      });
      return copy!;
    },
    async close() {
      await client.close();
    },
  };
  return database;
}
