import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/env.ts';
import { login } from '../accounts-helper.ts';
import { build } from '../helper.ts';

/**
 * The per-address limits key on the client's address. Behind no proxy, X-Forwarded-For is written
 * by the client and must be ignored; behind a trusted proxy, the right-most address that proxy did
 * not add is the client (proxy-addr's rule), whatever the client wrote to its left.
 */

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://painpoint.example',
  GRIEVANCE_OFFICER_NAME: 'Asha Rao',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@painpoint.example',
  GRIEVANCE_OFFICER_ADDRESS: '1 MG Road, Bengaluru',
  CONTACT_EMAIL: 'hello@painpoint.example',
};

/** The app with a route that answers the address the server sees for the request. */
async function buildWithEcho(env: Record<string, string>) {
  return build(env, (app) => app.get('/api/test-client-address', async (request) => ({ ip: request.ip })));
}

async function seenAddress(
  app: Awaited<ReturnType<typeof buildWithEcho>>,
  remoteAddress: string,
  forwardedFor?: string,
): Promise<string> {
  const res = await app.inject({
    url: '/api/test-client-address',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return (res.json() as { ip: string }).ip;
}

describe('client address and X-Forwarded-For', () => {
  it('ignores X-Forwarded-For when no proxy is trusted, in production too', async () => {
    const app = await buildWithEcho(PRODUCTION);
    expect(await seenAddress(app, '192.0.2.10', '203.0.113.9')).toBe('192.0.2.10');
    expect(await seenAddress(app, '192.0.2.10', '203.0.113.9, 127.0.0.1')).toBe('192.0.2.10');
  });

  it('keeps the per-address login limit when each attempt claims another forwarded address', async () => {
    const app = await build(PRODUCTION);
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login-user/',
        payload: { username: `u${i}@example.org`, password: 'wrong password' },
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('with one trusted hop, takes the right-most address (the one the proxy added)', async () => {
    const app = await buildWithEcho({ ...PRODUCTION, TRUST_PROXY: '1' });
    expect(await seenAddress(app, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    // The client wrote the left-most entries; the proxy appended the real one.
    expect(await seenAddress(app, '10.0.0.2', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await seenAddress(app, '10.0.0.2', '203.0.113.9, 127.0.0.1')).toBe('127.0.0.1');
    // No header: the socket's address.
    expect(await seenAddress(app, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('with one trusted hop, spoofed chains do not escape the login limit', async () => {
    const app = await build({ ...PRODUCTION, TRUST_PROXY: '1' });
    let last = 0;
    for (let i = 1; i <= 31; i++) {
      last = (
        await app.inject({
          method: 'POST',
          url: '/api/login-user/',
          payload: { username: `u${i}@example.org`, password: 'wrong password' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
    // Another real client behind the same proxy is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/api/login-user/',
      payload: { username: 'u99@example.org', password: 'wrong password' },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('with a list of proxy addresses, trusts only those: the right-most untrusted address is the client', async () => {
    const app = await buildWithEcho({ ...PRODUCTION, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    // Two trusted hops (10.0.0.2 and 10.0.0.3) in front of the client.
    expect(await seenAddress(app, '10.0.0.2', '203.0.113.9, 198.51.100.7, 10.0.0.3')).toBe('198.51.100.7');
    // A request that does not come from a trusted proxy: its header means nothing.
    expect(await seenAddress(app, '192.0.2.10', '198.51.100.7')).toBe('192.0.2.10');
  });

  it('with a login call from a trusted proxy, counts the forwarded client, not the proxy', async () => {
    const app = await build({ ...PRODUCTION, TRUST_PROXY: '127.0.0.1' });
    for (let i = 1; i <= 30; i++) {
      expect((await login(app, `u${i}@example.org`, 'wrong password')).statusCode).toBe(401);
    }
    // All 30 came from the proxy itself with no header: that address is spent, but a forwarded
    // client is counted on its own.
    expect((await login(app, 'u31@example.org', 'wrong password')).statusCode).toBe(429);
    const forwarded = await app.inject({
      method: 'POST',
      url: '/api/login-user/',
      payload: { username: 'u32@example.org', password: 'wrong password' },
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(forwarded.statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  const config = (value: string) =>
    loadConfig({ DATA_DIR: '/tmp/painpoint-unused', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value });

  it('is off unless set', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/painpoint-unused', JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
    expect(config('').trustProxy).toBe(false);
    expect(config('false').trustProxy).toBe(false);
    expect(config('0').trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(config('2').trustProxy).toBe(2);
    expect(config(' 10.0.0.0/8 , 127.0.0.1,::1, fd00::/8 ').trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(config('loopback').trustProxy).toEqual(['loopback']);
  });

  it('refuses "true" (every address would be trusted) and anything that is not an address', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/33', 'proxy.example', '1.2.3', '-1', '1.5']) {
      expect(() => config(bad), bad).toThrow(ConfigError);
    }
    try {
      config('true');
    } catch (e) {
      expect((e as ConfigError).message).toMatch(/TRUST_PROXY/);
    }
  });
});
