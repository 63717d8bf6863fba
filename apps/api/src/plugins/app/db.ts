import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DbPluginOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; undefined keeps it in memory. */
  pgliteDir?: string | undefined;
  /** An open database to use instead; whoever opened it closes it. */
  database?: Database | undefined;
}

/** Opens the database, applies migrations before the site answers, and closes it on shutdown. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const database =
      opts.database ??
      (await openDatabase({
        databaseUrl: opts.databaseUrl,
        dataDir: opts.pgliteDir,
        onError: (err) => app.log.error({ err }, 'database connection lost'),
      }));
    const applied = await migrate(database);
    app.log.info({ database: database.kind, applied }, 'database ready');
    app.decorate('database', database);
    if (!opts.database) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
