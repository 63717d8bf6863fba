import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import { build, testConfig } from '../helper.ts';

describe('migrations', () => {
  it('applies the migrations and records them', async () => {
    const app = await build();
    const files = existsSync(MIGRATIONS_DIR)
      ? readdirSync(MIGRATIONS_DIR)
          .filter((f) => f.endsWith('.sql'))
          .sort()
      : [];
    const rows = await app.database.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(files);
    // Applying again is a no-op.
    expect(await migrate(app.database)).toEqual([]);
  });

  it('applies new files in order, once, and rolls back a failing one whole', async () => {
    // Its own database: the probe tables and their records must not reach other tests.
    const app = await build({}, undefined, { ownDatabase: true });
    const dir = testConfig().dataDir;
    writeFileSync(join(dir, '0001_first.sql'), 'CREATE TABLE mig_probe_a (id int);');
    writeFileSync(join(dir, '0002_second.sql'), 'CREATE TABLE mig_probe_b (id int);');
    expect(await migrate(app.database, dir)).toEqual(['0001_first.sql', '0002_second.sql']);
    expect(await migrate(app.database, dir)).toEqual([]);
    writeFileSync(join(dir, '0003_broken.sql'), 'CREATE TABLE mig_probe_c (id int); SELECT no_such_function();');
    await expect(migrate(app.database, dir)).rejects.toThrow();
    const left = await app.database.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM information_schema.tables WHERE table_name = 'mig_probe_c'",
    );
    expect(left[0]?.n).toBe('0');
  });
});
