import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/accounts/rules.ts';
import { buildWithMail, STRONG } from '../accounts-helper.ts';

/**
 * Mail bombing through the variants of one address (decision 109): "asha.kumari+1@gmail.com",
 * "ashakumari@googlemail.com" and "Asha.Kumari@gmail.com" all reach one inbox, so the limit on the
 * mail sent to an address counts them as one, while each account keeps the address as typed.
 */

const INBOX = 'ashakumari@gmail.com';

/** 21 ways to write one Gmail inbox: dots anywhere, a "+tag", either Google domain, any case. */
const VARIANTS = Array.from({ length: 21 }, (_, i) => {
  const local = ['asha.kumari', 'ashakumari', 'a.s.h.a.kumari', 'Asha.Kumari', 'ashak.umari'][i % 5]!;
  const tag = i < 5 ? '' : `+${i}`;
  const domain = i % 2 === 0 ? 'gmail.com' : 'GoogleMail.com';
  return `${local}${tag}@${domain}`;
});

/** Which inbox an address delivers to, as Gmail reads it (the receiver gets every variant as sent). */
const gmailInbox = (address: string) => {
  const [local = '', domain = ''] = address.toLowerCase().split('@');
  return /^(gmail|googlemail)\.com$/.test(domain) ? `${local.split('+')[0]!.replace(/\./g, '')}@gmail.com` : address;
};

describe('the limit on mail to one address counts the variants of a mailbox as one', () => {
  it('sends one Gmail inbox no more than the limit, whatever variants 21 sign-ups and resets use', async () => {
    const { app, smtp } = await buildWithMail();
    expect(new Set(VARIANTS).size).toBe(21);
    const signUps = [];
    for (const [i, email] of VARIANTS.entries())
      signUps.push(
        await app.inject({
          method: 'POST',
          url: '/user/create-account/',
          payload: { email, password: STRONG, confirmPassword: STRONG },
          remoteAddress: `10.0.${i}.1`,
        }),
      );
    // Every sign-up answered as any sign-up is: nothing says that mail was held back.
    expect(signUps.map((r) => r.statusCode)).toEqual(VARIANTS.map(() => 201));
    expect(signUps.map((r) => r.json())).toEqual(VARIANTS.map((email) => ({ email: email.toLowerCase() })));

    const reset = (email: string, i: number) =>
      app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email }, remoteAddress: `10.1.${i}.1` });
    const nobody = await reset('nobody@example.org', 99);
    const resets = [];
    for (const [i, email] of VARIANTS.entries()) resets.push(await reset(email, i));
    for (const r of resets) {
      expect(r.statusCode).toBe(202);
      expect(r.body).toBe(nobody.body);
    }

    await app.outbox.drain();
    const atInbox = smtp.received.filter((m) => m.to.some((to) => gmailInbox(to) === INBOX));
    expect(atInbox).toHaveLength(RULES.resetPerTarget.max);
    // Each account keeps the address it was made with: only the limit's key is normalised.
    const stored = await app.database.query<{ email: string }>('SELECT email FROM users ORDER BY email');
    expect(stored.map((r) => r.email)).toEqual(VARIANTS.map((e) => e.toLowerCase()).sort());

    // Another inbox has a budget of its own.
    await app.inject({
      method: 'POST',
      url: '/user/create-account/',
      payload: { email: 'ravi@example.org', password: STRONG, confirmPassword: STRONG },
      remoteAddress: '10.2.0.1',
    });
    await app.outbox.drain();
    expect(smtp.received.filter((m) => m.to.includes('ravi@example.org'))).toHaveLength(1);
  });

  it('counts "+tag" variants of any domain as one address', async () => {
    const { app, smtp } = await buildWithMail();
    for (let i = 0; i < 6; i++)
      await app.inject({
        method: 'POST',
        url: '/user/create-account/',
        payload: { email: `ravi+${i}@Example.org`, password: STRONG, confirmPassword: STRONG },
        remoteAddress: `10.3.${i}.1`,
      });
    await app.outbox.drain();
    expect(smtp.received.filter((m) => m.to.some((to) => to.startsWith('ravi+')))).toHaveLength(
      RULES.resetPerTarget.max,
    );
  });
});
