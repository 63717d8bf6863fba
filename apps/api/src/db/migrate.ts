import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the SQL files of `migrations/` in name order, each once, in one transaction with their
 * bookkeeping rows, so a failed migration leaves nothing half-applied.
 * An advisory lock keeps two instances starting at once from racing on a shared server.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (existsSync(dir) ? readdirSync(dir) : []).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727274)');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
