import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { TEST_DATABASE_URL } from './test-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's id: the prefix of the databases it creates on the PostgreSQL server. */
    testRunId: string;
  }
}

/** The prefix of every database a run creates on the test server. */
export function runDatabasePrefix(runId: string): string {
  return `pp_test_${runId}_`;
}

/**
 * Names this run, so the databases its workers create on the PostgreSQL server carry the run's
 * prefix, and drops them all at the end: a worker has no hook of its own when it ends, and other
 * runs may be using the same server at the same time.
 */
export default function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  return async () => {
    if (!TEST_DATABASE_URL) return;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [runDatabasePrefix(runId)],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
