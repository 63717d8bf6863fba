import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { ConfigError } from '../src/env.ts';
import { build, freshPostgresDatabase, TEST_DATABASE_URL, testConfig } from './helper.ts';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const auth = { authorization: `Bearer ${TOKEN}` };

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The value of the one sample with this name and (at least) these labels; undefined if none. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

async function scrape(app: Awaited<ReturnType<typeof build>>): Promise<Sample[]> {
  const res = await app.inject({ url: '/metrics', headers: auth });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(res.body);
}

describe('GET /metrics', () => {
  it('is an unknown path when no METRICS_TOKEN is set', async () => {
    const app = await build();
    const res = await app.inject({ url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a missing or wrong token with 401 and the API error body', async () => {
    const app = await build({ METRICS_TOKEN: TOKEN });
    for (const authorization of [
      undefined,
      '',
      TOKEN,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${TOKEN}`,
      `bearer ${TOKEN}`,
    ]) {
      const res = await app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      const body = res.json();
      expect(body.code).toBe('UNAUTHORIZED');
      expect(body.message).toBeTruthy();
      expect(res.body).not.toContain('process_cpu');
    }
    expect((await app.inject({ url: '/metrics', headers: auth })).statusCode).toBe(200);
  });

  it('refuses a token too short to be secret when the server starts', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(testConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('counts requests by route template, method and status, hijacked answers included', async () => {
    const app = await build({ METRICS_TOKEN: TOKEN });
    // Prepared knowledge-base answers are written by the route itself (reply.hijack()).
    for (let i = 0; i < 3; i++) expect((await app.inject('/diagnosis/get-diagnosis-step/knee/')).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/diagnosis/get-diseases/knee/', headers: { 'if-none-match': '"nope"' } })).statusCode,
    ).toBe(200);
    // A location with no route of its own reaches the route with the parameter.
    expect((await app.inject('/diagnosis/get-diseases/elbow-of-zeus/')).statusCode).toBe(404);
    expect((await app.inject('/diagnosis/get-diseases/shin-of-hera/')).statusCode).toBe(404);
    // Paths that match no route at all share one label.
    expect((await app.inject('/no/such/page-123')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/nothing-here-456' })).statusCode).toBe(404);
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    const res = await app.inject({ url: '/metrics', headers: auth });
    const samples = parse(res.body);
    const count = (route: string, method: string, status: string) =>
      value(samples, 'http_request_duration_seconds_count', { route, method, status_code: status });
    expect(count('/diagnosis/get-diagnosis-step/knee/', 'GET', '200')).toBe(3);
    expect(count('/diagnosis/get-diseases/knee/', 'GET', '200')).toBe(1);
    expect(count('/diagnosis/get-diseases/:painLocation/', 'GET', '404')).toBe(2);
    expect(count('(unmatched)', 'GET', '404')).toBe(1);
    expect(count('(unmatched)', 'POST', '404')).toBe(1);
    expect(count('/healthz', 'GET', '200')).toBe(1);
    // The histogram has its cumulative buckets and its sum for the same series.
    const knee = { route: '/diagnosis/get-diagnosis-step/knee/', method: 'GET', status_code: '200' };
    const buckets = samples.filter(
      (s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === knee.route,
    );
    expect(buckets.map((b) => b.labels.le)).toEqual([
      ...['0.001', '0.0025', '0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5'],
      '+Inf',
    ]);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    expect(value(samples, 'http_request_duration_seconds_bucket', { ...knee, le: '5' })).toBe(3);
    expect(value(samples, 'http_request_duration_seconds_bucket', { ...knee, le: '+Inf' })).toBe(3);
    const sum = value(samples, 'http_request_duration_seconds_sum', knee)!;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(15);
    // Raw URLs never become label values.
    for (const raw of ['elbow-of-zeus', 'shin-of-hera', 'page-123', 'nothing-here-456'])
      expect(res.body).not.toContain(raw);
  });

  it('counts refusals by limiter and limit name', async () => {
    const app = await build({ METRICS_TOKEN: TOKEN });
    const payload = { name: 'A', email: 'a@b.org', msg: 'x' };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await app.inject({ method: 'POST', url: '/user/user-msg/', payload })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    // The 404 answer's own rate limit (120 a minute): the 121st unknown path is refused.
    let refused = 0;
    for (let i = 0; i < 122; i++) if ((await app.inject(`/unknown/${i}`)).statusCode === 429) refused++;
    expect(refused).toBe(2);

    const samples = await scrape(app);
    expect(value(samples, 'painpoint_rate_limit_refusals_total', { limiter: 'throttle', limit: 'contact-ip' })).toBe(2);
    expect(value(samples, 'painpoint_rate_limit_refusals_total', { limiter: 'rate-limit', limit: '(unmatched)' })).toBe(
      2,
    );
    expect(
      value(samples, 'http_request_duration_seconds_count', { route: '/user/user-msg/', status_code: '429' }),
    ).toBe(2);
  });

  it('reports the outbox backlog from the table, the knowledge-base version and the process', async () => {
    const app = await build({ METRICS_TOKEN: TOKEN });
    let samples = await scrape(app);
    expect(value(samples, 'painpoint_outbox_depth')).toBe(0);
    expect(value(samples, 'painpoint_outbox_oldest_unsent_age_seconds')).toBe(0);

    // Two messages waiting (their next try an hour away), the older queued 90 seconds ago, and one sent.
    await app.database.query(
      `INSERT INTO outbox (channel, recipient, body, created_at, next_attempt_at, sent_at) VALUES
         ('email', 'a@b.org', 'x', now() - interval '90 seconds', now() + interval '1 hour', NULL),
         ('sms', '+919876543210', 'y', now() - interval '10 seconds', now() + interval '1 hour', NULL),
         ('email', 'c@d.org', '', now() - interval '1 day', now(), now())`,
    );
    samples = await scrape(app);
    expect(value(samples, 'painpoint_outbox_depth')).toBe(2);
    const age = value(samples, 'painpoint_outbox_oldest_unsent_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(90);
    expect(age).toBeLessThan(3600);

    expect(value(samples, 'painpoint_knowledge_base_info', { version: app.content.version })).toBe(1);
    expect(samples.filter((s) => s.name === 'painpoint_knowledge_base_info')).toHaveLength(1);
    expect(value(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe.runIf(TEST_DATABASE_URL)('GET /metrics while PostgreSQL is away', () => {
  it('still answers, with the outbox figures unknown (NaN)', async () => {
    const fresh = await freshPostgresDatabase(TEST_DATABASE_URL!);
    const name = new URL(fresh.url).pathname.slice(1);
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(sql);
      await c.end();
    };
    const config = testConfig({ DATABASE_URL: fresh.url, METRICS_TOKEN: TOKEN });
    const app = await buildApp({ config, inMemoryDatabase: true });
    try {
      await app.ready();
      expect(value(await scrape(app), 'painpoint_outbox_depth')).toBe(0);
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`);
      const samples = await scrape(app);
      expect(value(samples, 'painpoint_outbox_depth')).toBeNaN();
      expect(value(samples, 'painpoint_outbox_oldest_unsent_age_seconds')).toBeNaN();
      expect(value(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      expect(value(await scrape(app), 'painpoint_outbox_depth')).toBe(0);
    } finally {
      await app.close();
      await admin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
      await fresh.drop();
    }
  });
});
