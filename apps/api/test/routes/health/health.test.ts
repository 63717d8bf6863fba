import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { build, freshPostgresDatabase, TEST_DATABASE_URL, testConfig } from '../../helper.ts';

describe('health', () => {
  it('answers liveness and readiness with the database kind', async () => {
    const app = await build();
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe.runIf(TEST_DATABASE_URL)('readiness when PostgreSQL goes away', () => {
  it('answers 503 with a JSON error while the database refuses connections, and recovers without a restart', async () => {
    const fresh = await freshPostgresDatabase(TEST_DATABASE_URL!);
    const name = new URL(fresh.url).pathname.slice(1);
    const app = await buildApp({ config: testConfig({ DATABASE_URL: fresh.url }), inMemoryDatabase: true });
    const admin = (sql: string) => freshAdmin(sql);
    async function freshAdmin(sql: string) {
      const { default: pg } = await import('pg');
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(sql);
      await c.end();
    }
    try {
      await app.ready();
      expect((await app.inject('/readyz')).statusCode).toBe(200);
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      const down = await app.inject('/readyz');
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The database is unreachable.' });
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      expect((await app.inject('/readyz')).statusCode).toBe(200);
    } finally {
      await app.close();
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
      await fresh.drop();
    }
  });
});
