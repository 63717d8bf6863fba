import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate.ts';
import { ConfigError, loadConfig } from '../src/env.ts';
import { redactUrl } from '../src/logger.ts';
import { build, freshPostgresDatabase, TEST_DATABASE_URL, testConfig } from './helper.ts';

describe('health', () => {
  it('answers liveness and readiness with the database kind', async () => {
    const app = await build();
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

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

describe('errors and security headers', () => {
  it('answers unknown API paths with a JSON 404 and the security headers', async () => {
    const app = await build();
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Nothing is at GET /api/nothing-here.' });
    // Data is never run or framed, sniffed, or read by another site's page.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The document-only headers are for pages.
    expect(res.headers['permissions-policy']).toBeUndefined();
    // Ordinary JSON answers carry them too.
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(health.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("gives the API docs page the documents' headers, with a CSP that allows no framing", async () => {
    const app = await build();
    const res = await app.inject('/docs');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('rate-limits the 404 answer', async () => {
    const app = await build();
    let last = 0;
    for (let i = 0; i < 125; i++) last = (await app.inject('/api/missing')).statusCode;
    expect(last).toBe(429);
    const res = await app.inject('/api/missing');
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('answers malformed JSON with a 400 that says so, never a 500', async () => {
    const app = await build({}, (a) => a.post('/api/echo-test', async (req) => req.body));
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo-test',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });
});

describe('OpenAPI', () => {
  it('serves the document and the browsable docs', async () => {
    const app = await build();
    const doc = (await app.inject('/docs/json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/api/site-config/']));
    const ui = await app.inject('/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('site configuration', () => {
  it('serves the grievance officer from configuration', async () => {
    const app = await build({ GRIEVANCE_OFFICER_NAME: 'Asha Rao', GRIEVANCE_OFFICER_EMAIL: 'asha@example.org' });
    const res = await app.inject('/api/site-config/');
    expect(res.json().grievance_officer).toMatchObject({ name: 'Asha Rao', email: 'asha@example.org' });
  });
});

describe('the web app', () => {
  it('serves known routes with 200, unknown paths with the app and 404, and assets with long caching', async () => {
    const dir = testConfig().dataDir;
    const web = join(dir, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>PainPoint</title><div id="root"></div>');
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await build({ WEB_DIST: web });
    const html = { accept: 'text/html' };
    expect((await app.inject({ url: '/', headers: html })).statusCode).toBe(200);
    const about = await app.inject({ url: '/about-us', headers: html });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<div id="root">');
    expect(about.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({ url: '/no-such-page', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    const asset = await app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // Pages, including the 404 page, and the files they load carry the documents' headers.
    for (const res of [about, missing, asset]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('the web app’s files', () => {
  it('are sent as the build compressed them, never compressed per request', async () => {
    const dir = testConfig().dataDir;
    const web = join(dir, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>PainPoint</title><div id="root"></div>');
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    const br = brotliCompressSync(script);
    const gz = gzipSync(script);
    writeFileSync(join(web, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(web, 'assets', 'app-abc123.js.br'), br);
    writeFileSync(join(web, 'assets', 'app-abc123.js.gz'), gz);
    const app = await build({ WEB_DIST: web });
    const asBr = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asBr.headers['content-encoding']).toBe('br');
    expect(asBr.rawPayload.equals(br)).toBe(true);
    expect(asBr.headers['cache-control']).toContain('immutable');
    expect(asBr.headers['content-type']).toMatch(/javascript/);
    const asGzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    expect(asGzip.rawPayload.equals(gz)).toBe(true);
    const plain = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe('the prerendered home page', () => {
  it('is sent for / with a CSP that allows exactly its inline blocks, by hash', async () => {
    const web = join(testConfig().dataDir, 'web');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>PainPoint</title><div id="root"></div>');
    const script = "document.documentElement.className = 'light';";
    const style = 'body{margin:0}';
    writeFileSync(
      join(web, 'home.html'),
      `<!doctype html><title>Home</title><script>${script}</script><style>${style}</style><div id="root"><h1>Hi</h1></div>`,
    );
    const app = await build({ WEB_DIST: web });
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const home = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.body).toContain('<h1>Hi</h1>');
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${sha(script)};`);
    expect(csp).toContain(`style-src 'self' ${sha(style)};`);
    expect(csp).not.toContain('unsafe-inline');
    // Other pages allow no inline blocks at all.
    const about = await app.inject({ url: '/about-us', headers: { accept: 'text/html' } });
    expect(String(about.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(String(about.headers['content-security-policy'])).toContain("style-src 'self';");
  });
});

describe('configuration', () => {
  it('reports every bad value by name', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (e) {
      const msg = (e as Error).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('DATABASE_URL');
      expect(msg).toContain('JWT_SECRET');
    }
  });

  it('generates a JWT secret in the data folder once and reuses it', () => {
    const dir = testConfig().dataDir;
    const a = loadConfig({ DATA_DIR: join(dir, 'fresh') }).jwtSecret;
    const b = loadConfig({ DATA_DIR: join(dir, 'fresh') }).jwtSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(b).toBe(a);
  });

  it('requires the grievance officer and the public address in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/GRIEVANCE_OFFICER_NAME/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
  });

  it('builds the default public address from PORT, so e-mailed links reach this server', () => {
    const dir = testConfig().dataDir;
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dir }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ DATA_DIR: dir, PORT: '8080', PUBLIC_URL: 'https://painpoint.example/' }).publicUrl).toBe(
      'https://painpoint.example',
    );
  });
});

describe('logging', () => {
  it('keeps tokens in URLs out of the log', () => {
    expect(redactUrl('/user/set-password/abc.def/')).toBe('/user/set-password/[redacted]/');
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    // What a visitor's browser ranked is health data: the log keeps the call, not the conditions.
    expect(redactUrl('/diagnosis/get-video-by-disease/?diseases=migraine,cluster_headache')).toBe(
      '/diagnosis/get-video-by-disease/?diseases=[redacted]',
    );
    expect(redactUrl('/diagnosis/get-condition/ectopic_pregnancy/')).toBe('/diagnosis/get-condition/[redacted]/');
  });
});

describe('migrations', () => {
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

describe('graceful shutdown', () => {
  it('lets a request in flight finish, and turns new ones away, while closing', async () => {
    let release: () => void = () => undefined;
    const app = await build({}, (a) =>
      a.get('/api/slow-test', async () => {
        await new Promise<void>((r) => (release = r));
        return { done: true };
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const inFlight = fetch(`${base}/api/slow-test`);
    await new Promise((r) => setTimeout(r, 100));
    const closing = app.close();
    const late = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
  });
});
