import { describe, expect, it } from 'vitest';
import { addressKey } from '../../src/plugins/app/client-address.ts';
import { STRONG, verify } from '../accounts-helper.ts';
import { build } from '../helper.ts';

/**
 * An IPv6 client is usually given a whole /64, so keying a per-address limit on the full address
 * would hand it a fresh budget for every one of its 2^64 addresses: the limits key on the /64.
 */

describe('per-address limits and IPv6', () => {
  it('keys IPv4 on the address, IPv4-mapped IPv6 as IPv4 and IPv6 on its /64', () => {
    expect(addressKey('192.0.2.10')).toBe('192.0.2.10');
    expect(addressKey('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:0db8:0001:0002:0:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('not an address')).toBe('not an address');
  });

  it('shares the sign-up budget between the addresses of one /64, and refuses before "Account already exist"', async () => {
    const app = await build();
    const first = await app.inject({
      method: 'POST',
      url: '/user/create-account/',
      payload: { email: 'owner@example.org', password: STRONG, confirmPassword: STRONG },
      remoteAddress: '2001:db8:aa:1::1',
    });
    expect(first.statusCode).toBe(201);
    // Only a verified account is answered "Account already exist" (decision 065).
    await verify(app, 'owner@example.org');
    const statuses: number[] = [];
    // Ten sign-ups an hour per address (RULES.signUpPerAddress): each try comes from a new address
    // of the same /64 and asks about the existing account.
    for (let i = 2; i <= 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/user/create-account/',
        payload: { email: 'owner@example.org', password: STRONG, confirmPassword: STRONG },
        remoteAddress: `2001:db8:aa:1::${i.toString(16)}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 9).every((s) => s === 409)).toBe(true);
    expect(statuses[9]).toBe(429);
    // Another /64 has its own budget.
    const other = await app.inject({
      method: 'POST',
      url: '/user/create-account/',
      payload: { email: 'owner@example.org', password: STRONG, confirmPassword: STRONG },
      remoteAddress: '2001:db8:aa:2::1',
    });
    expect(other.statusCode).toBe(409);
  });

  it('shares the per-route rate limit between the addresses of one /64', async () => {
    const app = await build();
    const statuses: number[] = [];
    // Token refresh allows 60 a minute per client.
    for (let i = 1; i <= 61; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/token/refresh/',
        payload: {},
        remoteAddress: `2001:db8:bb:1::${i.toString(16)}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60)).not.toContain(429);
    expect(statuses[60]).toBe(429);
  });
});
