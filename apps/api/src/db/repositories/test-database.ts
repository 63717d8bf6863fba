import { afterAll, beforeAll } from 'vitest';
import { freshPostgresDatabase, TEST_DATABASE_URL } from '../../../test/helper.ts';
import { openDatabase, type Database } from '../client.ts';
import { migrate } from '../migrate.ts';

/**
 * For the repository tests: one migrated database for the calling test file, an in-memory PGlite
 * or, when TEST_DATABASE_URL is set, a fresh database on that server; closed (and dropped) after
 * the file. Read `.current` inside tests.
 */
export function useTestDatabase(): { readonly current: Database } {
  let database: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (TEST_DATABASE_URL) {
      const fresh = await freshPostgresDatabase(TEST_DATABASE_URL);
      databaseUrl = fresh.url;
      drop = fresh.drop;
    }
    database = await openDatabase({ databaseUrl });
    await migrate(database);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });
  return {
    get current() {
      if (!database) throw new Error('the test database is opened in beforeAll');
      return database;
    },
  };
}
