import { beforeAll } from 'vitest';
import { workerDatabase } from '../../../test/worker-database.ts';
import type { Database } from '../client.ts';

/**
 * For the repository tests: the test worker's migrated database (an in-memory PGlite, or a database
 * on the TEST_DATABASE_URL server), emptied before the calling file's tests (decision 020). Read
 * `.current` inside tests.
 */
export function useTestDatabase(): { readonly current: Database } {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await workerDatabase();
  });
  return {
    get current() {
      if (!database) throw new Error('the test database is opened in beforeAll');
      return database;
    },
  };
}
