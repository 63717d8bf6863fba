// The shared test database (decision 020) keeps each test's rows to itself: what one app wrote is
// gone when the next one is built, in every table the catalogue lists, new ones included.
import { describe, expect, it } from 'vitest';
import { account, login } from './accounts-helper.ts';
import { build, REDIS_TEST_URL } from './helper.ts';

const count = async (app: Awaited<ReturnType<typeof build>>, table: string) =>
  Number((await app.database.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]!.n);

describe("the worker's database", () => {
  it('is empty for each app built, whatever the one before wrote', async () => {
    const first = await build();
    await account(first);
    await first.inject({
      method: 'POST',
      url: '/user/user-msg/',
      payload: { name: 'A', email: 'a@example.org', msg: 'Hi' },
    });
    const tables = (
      await first.database.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'",
      )
    ).map((t) => t.name);
    const written = await Promise.all(tables.map(async (t) => [t, await count(first, t)] as const));
    expect(written.filter(([, n]) => n > 0).map(([t]) => t)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'refresh_tokens', 'contact_messages', 'outbox']),
    );

    const second = await build();
    expect(second.database).toBe(first.database);
    for (const t of tables) expect(await count(second, t), t).toBe(0);
    // The migrations' record stays: the database is still migrated.
    expect(await count(second, 'schema_migrations')).toBeGreaterThan(0);
  });

  it('empties a table no migration made, read from the catalogue', async () => {
    const first = await build();
    await first.database.exec('CREATE TABLE harness_probe (id int)');
    try {
      await first.database.exec('INSERT INTO harness_probe VALUES (1)');
      const second = await build();
      expect(await count(second, 'harness_probe')).toBe(0);
    } finally {
      await first.database.exec('DROP TABLE harness_probe');
    }
  });

  it.runIf(REDIS_TEST_URL)('gives every app built with Redis counters of its own', async () => {
    const a = await build({ REDIS_URL: REDIS_TEST_URL! });
    const b = await build({ REDIS_URL: REDIS_TEST_URL! });
    for (let i = 0; i < 5; i++) expect((await login(a, 'probe@example.org', 'wrong password')).statusCode).toBe(401);
    expect((await login(a, 'probe@example.org', 'wrong password')).statusCode).toBe(429);
    // With one prefix for both, b would count a's failures and refuse at once.
    expect((await login(b, 'probe@example.org', 'wrong password')).statusCode).toBe(401);
  });
});
