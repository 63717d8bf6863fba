import { describe, expect, it } from 'vitest';
import { build } from '../helper.ts';

/**
 * A burst of sign-ups must not hold up the rest of the site (decision 108): new passwords are
 * checked and hashed on worker threads, and when too many wait, sign-up is refused at once with
 * 503 and Retry-After instead of queueing without end.
 */

/** Accepted by the strength check, and among the costliest to check: 128 characters of mixed l33t. */
const CRAFTED = 'p4ssw0rds4ch1nmumb41dr4g0nm0nk3y'.repeat(4);

const signUp = (app: Awaited<ReturnType<typeof build>>, i: number, password: string, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/user/create-account/',
    // Each from its own address: the sign-up limit per address is not what is tested here.
    remoteAddress: `10.8.${i >> 8}.${i & 255}`,
    headers: { 'accept-language': lang },
    payload: { email: `burst${i}@example.org`, password, confirmPassword: password },
  });

describe('a burst of sign-ups', () => {
  it('is refused at once with 503 and Retry-After, in the visitor’s language, when the queue is full', async () => {
    const app = await build({ PASSWORD_CHECK_THREADS: '1', PASSWORD_CHECK_QUEUE: '0' });
    for (const [lang, says] of [
      ['en', /Too many passwords are being checked right now/],
      ['hi', /अभी बहुत सारे पासवर्ड जांचे जा रहे हैं/],
    ] as const) {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(app, i + 100, CRAFTED, lang)));
      const busy = answers.filter((res) => res.statusCode === 503);
      // One runs on the one thread; with no room to wait, the others cannot all have been taken.
      expect(busy.length, answers.map((res) => res.statusCode).join(' ')).toBeGreaterThan(0);
      for (const res of busy) {
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(says) });
      }
      // The rest were checked and answered as usual.
      for (const res of answers.filter((r) => r.statusCode !== 503)) expect(res.statusCode).toBe(201);
      await app.database.query('DELETE FROM users');
    }
  });
});
