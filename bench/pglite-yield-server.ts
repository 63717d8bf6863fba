// A measurement, not a part of the site: the server on the embedded database, with a turn of the
// event loop (setImmediate) before every statement. PGlite runs each statement synchronously and
// hands its lock on through promises, so a queue of saves can run one after another without the
// event loop ever reading a socket; this shows what letting it in between statements brings.
import { setImmediate as turn } from 'node:timers/promises';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { makeDataDirPrivate } from '../apps/api/src/data-dir.ts';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { loadConfig } from '../apps/api/src/env.ts';

const yielding = <Q extends Pick<Database, 'exec' | 'query'>>(q: Q) => ({
  exec: async (sql: string) => {
    await turn();
    return q.exec(sql);
  },
  query: async <T>(sql: string, params?: unknown[]) => {
    await turn();
    return q.query<T>(sql, params);
  },
});

process.umask(0o077);
const config = loadConfig();
makeDataDirPrivate(config.dataDir);
const inner = await openDatabase({ dataDir: join(config.dataDir, 'pglite') });
const database: Database = {
  ...inner,
  ...yielding(inner),
  async transaction(fn) {
    await turn();
    return inner.transaction((tx) => fn(yielding(tx)));
  },
};
const app = await buildApp({ config, database });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => inner.close())
    .then(() => process.exit(0));
});
await app.listen({ port: config.port, host: config.host });
