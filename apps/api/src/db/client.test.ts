import { connect, createServer, type Socket } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { freshPostgresDatabase, TEST_DATABASE_URL } from '../../test/helper.ts';
import { workerDatabase } from '../../test/worker-database.ts';
import { FIRST_CONNECT_ATTEMPTS, openDatabase } from './client.ts';

/**
 * A TCP proxy in front of the test server that hangs up on the first `refuse` connections (as a
 * server that is still starting does) and passes the rest through. Answers the URL to use and the
 * number of connections it saw.
 */
async function flakyProxy(serverUrl: string, refuse: number) {
  const target = new URL(serverUrl);
  const sockets = new Set<Socket>();
  let seen = 0;
  const server = createServer((client) => {
    seen++;
    sockets.add(client);
    if (seen <= refuse) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  onTestFinished(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => server.close(r));
  });
  const { port } = server.address() as { port: number };
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), seen: () => seen };
}

async function freshDatabaseUrl(): Promise<string> {
  const fresh = await freshPostgresDatabase(TEST_DATABASE_URL!);
  onTestFinished(fresh.drop);
  return fresh.url;
}

describe.runIf(TEST_DATABASE_URL)('the first PostgreSQL connection at start', () => {
  it('is retried when the server hangs up, and the database then works', async () => {
    const proxy = await flakyProxy(await freshDatabaseUrl(), 2);
    const database = await openDatabase({ databaseUrl: proxy.url });
    onTestFinished(() => database.close());
    expect(proxy.seen()).toBe(3);
    expect(await database.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('gives up after a bounded number of tries, with a clean error', async () => {
    const proxy = await flakyProxy(await freshDatabaseUrl(), Infinity);
    await expect(openDatabase({ databaseUrl: proxy.url })).rejects.toMatchObject({ name: 'DatabaseError' });
    expect(proxy.seen()).toBe(FIRST_CONNECT_ATTEMPTS);
  });

  it('does not retry what cannot pass by itself: a database that does not exist', async () => {
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = '/pp_no_such_database';
    const proxy = await flakyProxy(url.toString(), 0);
    await expect(openDatabase({ databaseUrl: proxy.url })).rejects.toMatchObject({ code: '3D000' });
    expect(proxy.seen()).toBe(1);
  });
});

describe('a queue of transactions', () => {
  // The embedded database runs statements in this thread: without a turn of the event loop between
  // them, every other request waited until the whole queue had run (decision 090).
  it('lets the event loop run other work before the last one has finished', async () => {
    const database = await workerDatabase();
    const count = 20;
    let finished = 0;
    let finishedWhenTheLoopTurned: number | undefined;
    const queue = Array.from({ length: count }, (_, i) =>
      database
        .transaction(async (tx) => {
          await tx.query('SELECT $1::int AS i', [i]);
          await tx.query('SELECT $1::int AS i', [i]);
        })
        .then(() => finished++),
    );
    setImmediate(() => (finishedWhenTheLoopTurned = finished));
    await Promise.all(queue);
    expect(finished).toBe(count);
    expect(finishedWhenTheLoopTurned).toBeLessThan(count);
  });
});
