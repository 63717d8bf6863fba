import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The API test files that open no test database (database-free.json): their run is the same
 * whatever TEST_DATABASE_URL says, so `npm test` runs them once, on the embedded database's pass.
 */
export const DATABASE_FREE: ReadonlySet<string> = new Set(
  (JSON.parse(readFileSync(new URL('./database-free.json', import.meta.url), 'utf8')) as { files: string[] }).files,
);

/**
 * Fails a listed test file that opens a test database: its result then depends on which database
 * it is, and leaving it out of the PostgreSQL pass would leave that untested.
 */
export function assertMayOpenDatabase(testPath: string | undefined): void {
  if (testPath === undefined) return;
  const file = relative(ROOT, testPath).split('\\').join('/');
  if (DATABASE_FREE.has(file))
    throw new Error(
      `${file} opens a test database, so it must run on PostgreSQL too: take it out of apps/api/test/database-free.json`,
    );
}

/** Called wherever the harness opens a test database (worker-database.ts). */
export const noteDatabaseOpened = (): void => assertMayOpenDatabase(expect.getState().testPath);
