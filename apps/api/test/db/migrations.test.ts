import { copyFileSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import { build, testConfig } from '../helper.ts';
import { blankDatabase } from '../worker-database.ts';

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

  it('counts every account made before verification as verified since it was made (0006)', async () => {
    const { database, drop } = await blankDatabase();
    onTestFinished(drop);
    const dir = testConfig().dataDir;
    const all = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    for (const f of all.filter((f) => f < '0006')) copyFileSync(join(MIGRATIONS_DIR, f), join(dir, f));
    await migrate(database, dir);
    await database.query(
      "INSERT INTO users (email, password_hash, created_at) VALUES ('old@example.org', 'h', now() - interval '400 days')",
    );
    copyFileSync(join(MIGRATIONS_DIR, '0006_verified_accounts.sql'), join(dir, '0006_verified_accounts.sql'));
    expect(await migrate(database, dir)).toEqual(['0006_verified_accounts.sql']);
    const [row] = await database.query<{ same: boolean }>('SELECT verified_at = created_at AS same FROM users');
    expect(row).toEqual({ same: true });
    // New accounts start unverified.
    await database.query("INSERT INTO users (email, password_hash) VALUES ('new@example.org', 'h')");
    const fresh = await database.query("SELECT verified_at FROM users WHERE email = 'new@example.org'");
    expect(fresh).toEqual([{ verified_at: null }]);
  });
});
