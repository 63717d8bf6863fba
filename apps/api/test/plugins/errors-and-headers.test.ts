import { describe, expect, it } from 'vitest';
import { build } from '../helper.ts';

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

  it('rate-limits the 404 answer, and says how much is left', async () => {
    const app = await build();
    const first = await app.inject('/api/missing');
    expect(first.statusCode).toBe(404);
    expect(first.headers['x-ratelimit-limit']).toBe('120');
    expect(first.headers['x-ratelimit-remaining']).toBe('119');
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    // One budget for every unknown path and method.
    let last = 0;
    for (let i = 0; i < 124; i++)
      last = (await app.inject({ method: i % 2 ? 'POST' : 'GET', url: `/api/missing-${i}` })).statusCode;
    expect(last).toBe(429);
    const res = await app.inject('/api/missing');
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(res.headers['x-ratelimit-remaining']).toBe('0');
    // The refusal carries the API security headers like every other error.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
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
