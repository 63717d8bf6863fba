// How many single-row saves per second the embedded database makes, and whether any reach the
// disk with fsync (decision 072). Each save is one transaction inserting one row, like a contact
// message or a saved assessment. Cases:
//  - PGlite as the site opens it (its default start flags include -F: fsync off);
//  - PGlite started without -F (fsync on, as PostgreSQL's default);
//  - PGlite as the site opens it, with the write-ahead log's files fsync'ed by Node after each
//    save (what the application would have to do itself to survive a power cut);
//  - the PostgreSQL server of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
//    for comparison, with its own fsync settings.
// Run it under `strace -f -c -e trace=fsync,fdatasync` to count the fsync calls each case makes
// (BENCH_CASE=<name> runs one case).
//   npm run bench:durability   (BENCH_SAVES, default 500)
import { PGlite } from '@electric-sql/pglite';
import { closeSync, fsyncSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const SAVES = Number(process.env.BENCH_SAVES ?? 500);
const ONLY = process.env.BENCH_CASE;
const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const TABLE = 'CREATE TABLE IF NOT EXISTS durability_bench (id serial PRIMARY KEY, body text NOT NULL)';
const BODY = 'x'.repeat(500);

interface Store {
  save(): Promise<void>;
  close(): Promise<void>;
}

async function timed(name: string, open: () => Promise<Store>) {
  if (ONLY && ONLY !== name) return;
  const store = await open();
  for (let i = 0; i < 20; i++) await store.save(); // warm up
  const start = performance.now();
  for (let i = 0; i < SAVES; i++) await store.save();
  const seconds = (performance.now() - start) / 1000;
  await store.close();
  console.log(
    `${name.padEnd(22)} ${(SAVES / seconds).toFixed(0).padStart(6)} saves/s  (${((seconds * 1000) / SAVES).toFixed(2)} ms each)`,
  );
}

/** fsyncs every file of the write-ahead log and its folder, as a durable commit would. */
function fsyncWal(dataDir: string) {
  const wal = join(dataDir, 'pg_wal');
  for (const f of readdirSync(wal)) {
    if (!/^[0-9A-F]{24}$/.test(f)) continue;
    const fd = openSync(join(wal, f), 'r+');
    fsyncSync(fd);
    closeSync(fd);
  }
  const dir = openSync(wal, 'r');
  fsyncSync(dir);
  closeSync(dir);
}

async function pglite(startParams: string[] | undefined, afterSave?: (dir: string) => void): Promise<Store> {
  const dir = mkdtempSync(join(tmpdir(), 'pp-durability-'));
  const db = await PGlite.create(dir, startParams ? { startParams } : {});
  await db.exec(TABLE);
  return {
    async save() {
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO durability_bench (body) VALUES ($1)', [BODY]);
      });
      afterSave?.(dir);
    },
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
console.log(`PGlite default start flags: ${defaults.join(' ')}; ${SAVES} saves per case`);
await timed('pglite (as the site)', () => pglite(undefined));
await timed('pglite, fsync on', () => pglite(defaults.filter((p) => p !== '-F')));
await timed('pglite + wal fsync', () => pglite(undefined, fsyncWal));
await timed('postgresql server', async () => {
  const pool = new pg.Pool({ connectionString: PG_URL, max: 1 });
  await pool.query(TABLE);
  const settings = await pool.query<{ name: string; setting: string }>(
    "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method')",
  );
  console.log(`  (server: ${settings.rows.map((r) => `${r.name}=${r.setting}`).join(', ')})`);
  return {
    async save() {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO durability_bench (body) VALUES ($1)', [BODY]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.query('DROP TABLE durability_bench');
      await pool.end();
    },
  };
});
