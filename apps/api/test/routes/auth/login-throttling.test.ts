import { describe, expect, it } from 'vitest';
import { account, login, signUp, STRONG } from '../../accounts-helper.ts';
import { build, REDIS_TEST_URL, uniqueRedisPrefix } from '../../helper.ts';

describe('login throttling', () => {
  it('refuses an account to clients without its device cookie for a while after 5 wrong passwords, even with the right one, with Retry-After', async () => {
    const app = await build();
    // The owner has logged in before, but these clients do not send the device cookie that login
    // set (security/sessions.test.ts covers the owner's device).
    await account(app);
    for (let i = 0; i < 5; i++) expect((await login(app, 'asha@example.org', 'wrong password')).statusCode).toBe(401);
    const locked = await login(app, 'asha@example.org', STRONG);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    // From another address too: the limit is on the account.
    expect((await login(app, 'asha@example.org', STRONG, '10.1.2.3')).statusCode).toBe(429);
    // A device cookie that was not issued by this server, or not to this account's browser, changes nothing.
    const forged = await app.inject({
      method: 'POST',
      url: '/api/login-user/',
      payload: { username: 'asha@example.org', password: STRONG },
      cookies: { pp_device: 'AAAAAAAAAAAAAAAAAAAAAA.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.statusCode).toBe(429);
    // An unknown account behaves the same, so the limit says nothing about who has an account.
    for (let i = 0; i < 5; i++) expect((await login(app, 'ghost@example.org', 'wrong password')).statusCode).toBe(401);
    expect((await login(app, 'ghost@example.org', 'wrong password')).statusCode).toBe(429);
  });

  it('limits login attempts per address across accounts', async () => {
    const app = await build();
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await login(app, `user${i}@example.org`, 'wrong password', '10.9.9.9')).statusCode;
    expect(last).toBe(429);
    expect((await login(app, 'user99@example.org', 'wrong password', '10.9.9.8')).statusCode).toBe(401);
  });

  it('limits sign-ups per address', async () => {
    const app = await build();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await signUp(app, { email: `s${i}@example.org`, password: STRONG, confirmPassword: STRONG })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it.runIf(REDIS_TEST_URL)('shares the counters between two instances through Redis', async () => {
    const prefix = uniqueRedisPrefix();
    const env: Record<string, string> = { REDIS_URL: REDIS_TEST_URL!, REDIS_PREFIX: prefix };
    // Two instances of the site on one database, as behind a load balancer.
    const a = await build(env);
    const b = await build(env);
    for (let i = 0; i < 3; i++) expect((await login(a, 'shared@example.org', 'wrong password')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(b, 'shared@example.org', 'wrong password')).statusCode).toBe(401);
    expect((await login(a, 'shared@example.org', 'wrong password')).statusCode).toBe(429);
    expect((await login(b, 'shared@example.org', 'wrong password')).statusCode).toBe(429);
    const keys = await a.redis!.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    // Keys are hashed: no address in Redis.
    expect(keys.join(' ')).not.toContain('shared@example.org');
    await a.redis!.del(...keys);
  });

  it.runIf(REDIS_TEST_URL)("shares a route's limit per address between two instances through Redis", async () => {
    const prefix = uniqueRedisPrefix();
    const env: Record<string, string> = { REDIS_URL: REDIS_TEST_URL!, REDIS_PREFIX: prefix };
    const a = await build(env);
    const b = await build(env);
    const refresh = (app: typeof a) =>
      app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: 'not-a-real-token' } });
    // 60 refreshes a minute per address, counted once across the instances.
    for (let i = 0; i < 30; i++) expect((await refresh(a)).statusCode).toBe(401);
    for (let i = 0; i < 30; i++) expect((await refresh(b)).statusCode).toBe(401);
    const refused = await refresh(a);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await refresh(b)).statusCode).toBe(429);
    const keys = await a.redis!.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    // Hashed here too: no client address in Redis.
    expect(keys.join(' ')).not.toContain('127.0.0.1');
    await a.redis!.del(...keys);
  });
});
