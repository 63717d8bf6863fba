// A measurement, not a part of the site: the server with its embedded database in a worker thread
// (node:worker_threads), for the concurrent-save case (concurrent-saves.ts). PGlite's own worker
// mode (@electric-sql/pglite/worker) is written for browsers (Web Workers, BroadcastChannel,
// navigator.locks) and does not run on Node, so this is a small hand-written bridge: the worker
// opens the database as the site does (openDatabase) and runs each query, exec and transaction
// step the main thread posts to it. Started as the server is, with the same environment.
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { buildApp } from '../apps/api/src/app.ts';
import { makeDataDirPrivate } from '../apps/api/src/data-dir.ts';
import { DatabaseError, openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { loadConfig } from '../apps/api/src/env.ts';

type Call =
  | { id: number; op: 'open'; dataDir: string }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'ping' | 'compact' | 'close' };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };

const errorFields = (e: unknown): Record<string, unknown> =>
  e instanceof DatabaseError
    ? {
        message: e.message,
        code: e.code,
        table: e.table,
        column: e.column,
        constraint: e.constraint,
        dataType: e.dataType,
        routine: e.routine,
      }
    : { message: e instanceof Error ? e.message : String(e) };

async function workerSide() {
  const port = parentPort!;
  let database: Database | undefined;
  /** Open transactions: their statement runner and the function that ends them. */
  const open = new Map<number, { tx: Pick<Database, 'exec' | 'query'>; end: (commit: boolean) => void }>();
  /** Rolls a transaction back: thrown inside PGlite's transaction callback. */
  const rollback = new Error('rollback');
  port.on('message', (call: Call) => {
    const reply = (r: Omit<Reply, 'id'>) => port.postMessage({ id: call.id, ...r });
    const run = async (): Promise<unknown> => {
      switch (call.op) {
        case 'open':
          database = await openDatabase({ dataDir: call.dataDir });
          return undefined;
        case 'exec':
          return (call.tx === undefined ? database! : open.get(call.tx)!.tx).exec(call.sql);
        case 'query':
          return (call.tx === undefined ? database! : open.get(call.tx)!.tx).query(call.sql, call.params);
        case 'begin':
          // Answers once the transaction has begun; it stays open until an 'end' for it comes.
          return new Promise((begun, failed) => {
            let ended: (commit: boolean) => void;
            const done = new Promise<boolean>((r) => (ended = r));
            database!
              .transaction(async (tx) => {
                open.set(call.id, { tx, end: ended });
                begun(call.id);
                if (!(await done)) throw rollback;
              })
              .then(
                () => endReplies.get(call.id)?.({}),
                (e: unknown) => {
                  const r = endReplies.get(call.id);
                  if (r) r(e === rollback ? {} : { error: errorFields(e) });
                  else failed(e);
                },
              )
              .finally(() => {
                open.delete(call.id);
                endReplies.delete(call.id);
              });
          });
        case 'end':
          return new Promise<unknown>((resolve, reject) => {
            endReplies.set(call.tx, (r) => (r.error ? reject(r.error) : resolve(undefined)));
            open.get(call.tx)!.end(call.commit);
          });
        case 'ping':
          return database!.ping();
        case 'compact':
          return database!.compact();
        case 'close':
          return database!.close();
      }
    };
    run().then(
      (result) => reply({ result }),
      (e: unknown) => reply({ error: e instanceof Error ? errorFields(e) : (e as Record<string, unknown>) }),
    );
  });
}
const endReplies = new Map<number, (r: Omit<Reply, 'id'>) => void>();

async function openWorkerDatabase(dataDir: string): Promise<Database> {
  // The worker registers tsx's loader itself before it loads this TypeScript file (Node 20 does not
  // apply the parent's --import to a worker's first module).
  const script = `import('tsx/esm/api').then((t) => { t.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(script, { eval: true });
  const waiting = new Map<number, { resolve: (x: unknown) => void; reject: (e: unknown) => void }>();
  let next = 1;
  worker.on('message', (r: Reply) => {
    const w = waiting.get(r.id)!;
    waiting.delete(r.id);
    if (r.error) {
      const { message, ...fields } = r.error;
      w.reject(new DatabaseError(String(message), fields as ConstructorParameters<typeof DatabaseError>[1]));
    } else w.resolve(r.result);
  });
  const send = <T>(call: Omit<Call, 'id'>) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve: resolve as (x: unknown) => void, reject });
      worker.postMessage({ id, ...call });
    });
  await send({ op: 'open', dataDir });
  return {
    kind: 'pglite',
    exec: (sql) => send({ op: 'exec', sql }),
    query: <T>(sql: string, params: unknown[] = []) => send<T[]>({ op: 'query', sql, params }),
    async transaction(fn) {
      const tx = await send<number>({ op: 'begin' });
      let result;
      try {
        result = await fn({
          exec: (sql) => send({ op: 'exec', sql, tx }),
          query: <T>(sql: string, params: unknown[] = []) => send<T[]>({ op: 'query', sql, params, tx }),
        });
      } catch (e) {
        await send({ op: 'end', tx, commit: false });
        throw e;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    ping: () => send({ op: 'ping' }),
    compact: () => send({ op: 'compact' }),
    async close() {
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}

if (isMainThread) {
  process.umask(0o077);
  const config = loadConfig();
  makeDataDirPrivate(config.dataDir);
  const { join } = await import('node:path');
  const database = await openWorkerDatabase(join(config.dataDir, 'pglite'));
  const app = await buildApp({ config, database });
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0));
  });
  await app.listen({ port: config.port, host: config.host });
} else {
  await workerSide();
}
