import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertMayOpenDatabase, DATABASE_FREE } from './database-free.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** What a test file names when it opens a test database, directly or through the harness. */
const OPENS_DATABASE =
  /TEST_DATABASE_URL|workerDatabase|blankDatabase|freshPostgresDatabase|useTestDatabase|\bbuild(ForFile|WithMail)?\(|ownDatabase/;

describe('the API test files run once, not again on PostgreSQL (database-free.json)', () => {
  it('are API test files that exist and name no test database', () => {
    expect(DATABASE_FREE.size).toBeGreaterThan(0);
    for (const file of DATABASE_FREE) {
      expect(file, file).toMatch(/^apps\/api\/(src|test)\/.+\.test\.ts$/);
      expect(existsSync(ROOT + file), file).toBe(true);
      expect(readFileSync(ROOT + file, 'utf8'), file).not.toMatch(OPENS_DATABASE);
    }
  });

  it('fail when they open a test database', () => {
    const listed = [...DATABASE_FREE][0]!;
    expect(() => assertMayOpenDatabase(ROOT + listed)).toThrow(
      `${listed} opens a test database, so it must run on PostgreSQL too`,
    );
    expect(() => assertMayOpenDatabase(fileURLToPath(import.meta.url))).not.toThrow();
  });
});
