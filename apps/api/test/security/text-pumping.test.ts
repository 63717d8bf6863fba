import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/db/repositories/users.ts';
import { buildWithMail, login, register, signUp, STRONG, type App } from '../accounts-helper.ts';
import { build, REDIS_TEST_URL, uniqueRedisPrefix } from '../helper.ts';

/**
 * Text-message pumping (decision 109): texts go only to mobile numbers of the countries the site
 * serves, and never more than the day's budget of them, so a script cannot make the site pay for
 * texts to premium-rate or far-away numbers.
 */

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

const signUpBy = (dialCode: string, phone: string) => ({ phone, dialCode, password: STRONG, confirmPassword: STRONG });

/** Numbers that are real (libphonenumber-js "max" says so) but must never get a text, and why. */
const REFUSED = [
  { what: 'a UK premium-rate number', dialCode: '+44', phone: '909 879 0000', why: /only to mobile/ },
  { what: 'a US premium-rate (900) number', dialCode: '+1', phone: '900 555 1234', why: /only to mobile/ },
  { what: 'a US toll-free number', dialCode: '+1', phone: '800 555 1234', why: /only to mobile/ },
  { what: 'an Indian landline (Delhi)', dialCode: '+91', phone: '11 2345 6789', why: /only to mobile/ },
  { what: 'a mobile in Chad (+235)', dialCode: '+235', phone: '66 12 34 56', why: /only to numbers in India/ },
  { what: 'a Moscow number (+7)', dialCode: '+7', phone: '495 123 45 67', why: /only to numbers in India/ },
  { what: 'a Kazakh mobile (+7)', dialCode: '+7', phone: '701 123 4567', why: /only to numbers in India/ },
  { what: 'a Jamaican mobile (+1 876)', dialCode: '+1', phone: '876 555 1234', why: /only to numbers in India/ },
];

async function textsQueued(app: App): Promise<number> {
  const rows = await app.database.query<{ n: number | string }>(
    "SELECT count(*) AS n FROM outbox WHERE channel = 'sms'",
  );
  return Number(rows[0]?.n ?? 0);
}

async function metric(app: App, name: string, labels = ''): Promise<number | undefined> {
  const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  const line = res.body.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

describe('texts go only to mobiles of the countries the site serves', () => {
  it.each(REFUSED)('refuses $what at sign-up and in a reset, with 400 and nothing queued', async (n) => {
    const { app, texts } = await buildWithMail();
    const res = await signUp(app, signUpBy(n.dialCode, n.phone));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().message).toMatch(n.why);
    expect(res.json().message).toMatch(/e-mail/);
    const reset = await app.inject({
      method: 'POST',
      url: '/user/forgot-password-phone/',
      payload: { phone: n.phone, dialCode: n.dialCode },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toMatch(n.why);
    await app.outbox.drain();
    expect(await textsQueued(app)).toBe(0);
    expect(texts()).toEqual([]);
    expect(await app.database.query('SELECT id FROM users')).toEqual([]);
  });

  it('says so in Hindi on a Hindi page', async () => {
    const { app } = await buildWithMail();
    for (const n of [REFUSED[0]!, REFUSED[4]!]) {
      const res = await app.inject({
        method: 'POST',
        url: '/user/create-account/',
        headers: { 'accept-language': 'hi' },
        payload: signUpBy(n.dialCode, n.phone),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[\u0900-\u097F]/);
      expect(res.json().message).toMatch(/ईमेल/);
    }
  });

  it('refuses a resend of the proof to a number it does not text', async () => {
    const { app, texts } = await buildWithMail();
    const res = await app.inject({
      method: 'POST',
      url: '/user/resend-verification/',
      payload: { phone_number: '+23566123456' },
    });
    expect(res.statusCode).toBe(400);
    await app.outbox.drain();
    expect(texts()).toEqual([]);
  });

  it('texts an Indian mobile, and a mobile in Nepal', async () => {
    const { app, texts } = await buildWithMail();
    await register(app, signUpBy('+91', '98765 43210'));
    await register(app, signUpBy('+977', '984 123 4567'));
    expect(texts().map((t) => t.split('\n')[0])).toEqual(['To: +919876543210', 'To: +9779841234567']);
  });

  it('lets an account made earlier with a number elsewhere log in with its password, but texts it nothing', async () => {
    const { app, texts } = await buildWithMail();
    const id = await createUser(
      app.database,
      { kind: 'phone', value: '+74951234567' },
      await app.passwords.hash(STRONG),
    );
    await app.database.query('UPDATE users SET verified_at = created_at WHERE id = $1', [id]);
    expect((await login(app, '+7 495 123 45 67', STRONG)).statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: '/user/forgot-password-phone/',
      payload: { phone: '495 123 45 67', dialCode: '+7' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toMatch(/log in with your password/);
    await app.outbox.drain();
    expect(texts()).toEqual([]);
  });
});

describe('the daily text budget', () => {
  it('refuses the text after the budget with 503, and the metrics show it', async () => {
    const { app, texts } = await buildWithMail({ SMS_DAILY_BUDGET: '3', METRICS_TOKEN: TOKEN });
    for (const phone of ['98765 43210', '98765 43211', '98765 43212'])
      expect((await signUp(app, signUpBy('+91', phone))).statusCode).toBe(201);
    const fourth = await signUp(app, signUpBy('+91', '98765 43213'));
    expect(fourth.statusCode).toBe(503);
    expect(fourth.json().code).toBe('SERVICE_UNAVAILABLE');
    expect(fourth.json().message).toMatch(/cannot send more text messages today.*e-mail/);
    const reset = await app.inject({
      method: 'POST',
      url: '/user/forgot-password-phone/',
      payload: { phone: '98765 43210', dialCode: '+91' },
    });
    expect(reset.statusCode).toBe(503);
    // Mail is not texts: signing up by e-mail still works.
    expect(
      (await signUp(app, { email: 'asha@example.org', password: STRONG, confirmPassword: STRONG })).statusCode,
    ).toBe(201);
    await app.outbox.drain();
    expect(texts()).toHaveLength(3);
    expect(await textsQueued(app)).toBe(3);
    expect(await metric(app, 'painpoint_sms_queued_total')).toBe(3);
    expect(await metric(app, 'painpoint_sms_refused_total', '{reason="budget"}')).toBe(2);
    expect(await metric(app, 'painpoint_sms_budget_used')).toBe(3);
    expect(await metric(app, 'painpoint_sms_budget_limit')).toBe(3);
  });

  it('counts refused countries and kinds of number in the metrics', async () => {
    const { app } = await buildWithMail({ METRICS_TOKEN: TOKEN });
    await signUp(app, signUpBy('+235', '66 12 34 56'));
    await signUp(app, signUpBy('+1', '900 555 1234'));
    await signUp(app, signUpBy('+44', '909 879 0000'));
    expect(await metric(app, 'painpoint_sms_refused_total', '{reason="country"}')).toBe(1);
    expect(await metric(app, 'painpoint_sms_refused_total', '{reason="type"}')).toBe(2);
    expect(await metric(app, 'painpoint_sms_budget_used')).toBe(0);
  });

  it('refuses a budget that is not a whole number when the server starts', async () => {
    await expect(build({ SMS_DAILY_BUDGET: 'lots' })).rejects.toThrow(/SMS_DAILY_BUDGET/);
    await expect(build({ SMS_DAILY_BUDGET: '-1' })).rejects.toThrow(/SMS_DAILY_BUDGET/);
  });

  it.runIf(REDIS_TEST_URL)('is one budget for every instance sharing Redis', async () => {
    const env = { SMS_DAILY_BUDGET: '3', REDIS_URL: REDIS_TEST_URL!, REDIS_PREFIX: uniqueRedisPrefix() };
    const a = await buildWithMail(env);
    const b = await buildWithMail(env);
    expect((await signUp(a.app, signUpBy('+91', '98765 43210'))).statusCode).toBe(201);
    expect((await signUp(b.app, signUpBy('+91', '98765 43211'))).statusCode).toBe(201);
    expect((await signUp(a.app, signUpBy('+91', '98765 43212'))).statusCode).toBe(201);
    expect((await signUp(b.app, signUpBy('+91', '98765 43213'))).statusCode).toBe(503);
    expect((await signUp(a.app, signUpBy('+91', '98765 43214'))).statusCode).toBe(503);
  });
});
