import { describe, expect, it } from 'vitest';
import { correctPhone, createUser } from '../../../src/db/repositories/users.ts';
import { buildWithMail, codeIn, login, register, signUp, STRONG, type App } from '../../accounts-helper.ts';

/**
 * Issue 32, item 2: phone numbers as people in India type them, checked with libphonenumber-js,
 * and the accounts made before numbers were checked, kept under "+1" and an Indian mobile's ten
 * digits, found and corrected (decision 075).
 */

const storedPhone = async (app: App) =>
  (await app.database.query<{ phone: string }>('SELECT phone FROM users')).map((r) => r.phone);

/**
 * An account as sign-up used to make it: the US code the field started on, an Indian mobile's
 * digits; made before numbers were verified, so counted verified (migration 0006).
 */
async function olderAccount(app: App, stored = '+19870551956') {
  const id = await createUser(app.database, { kind: 'phone', value: stored }, await app.passwords.hash(STRONG));
  expect(id).toBeDefined();
  await app.database.query('UPDATE users SET verified_at = created_at WHERE id = $1', [id]);
}

describe('sign-up takes only real numbers', () => {
  it('refuses a +1 number whose area code does not exist, in the person’s language', async () => {
    const { app } = await buildWithMail();
    const res = await signUp(app, { phone: '98705 51956', dialCode: '+1', password: STRONG, confirmPassword: STRONG });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not a phone number of the country you chose.*\+91/);
    const hi = await app.inject({
      method: 'POST',
      url: '/user/create-account/',
      headers: { 'accept-language': 'hi' },
      payload: { phone: '98705 51956', dialCode: '+1', password: STRONG, confirmPassword: STRONG },
    });
    expect(hi.statusCode).toBe(400);
    expect(hi.json().message).toMatch(/[\u0900-\u097F]/);
    expect(await storedPhone(app)).toEqual([]);
  });

  it('stores an Indian mobile typed with a trunk 0 or the country code again as one number', async () => {
    const { app } = await buildWithMail();
    const first = await register(app, {
      phone: '098765 43210',
      dialCode: '+91',
      password: STRONG,
      confirmPassword: STRONG,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ phone_number: '+919876543210' });
    const again = await signUp(app, {
      phone: '91 98765 43210',
      dialCode: '91',
      password: STRONG,
      confirmPassword: STRONG,
    });
    expect(again.statusCode).toBe(409);
    expect(await storedPhone(app)).toEqual(['+919876543210']);
  });
});

describe('login takes the number as people type it', () => {
  it('finds an Indian account however the number is written', async () => {
    const { app } = await buildWithMail();
    await register(app, { phone: '98765 43210', dialCode: '+91', password: STRONG, confirmPassword: STRONG });
    for (const typed of [
      '98765 43210',
      '098765 43210',
      '9876543210',
      '919876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '0091 98765 43210',
      '+91 0 98765 43210',
      '+91 91 98765 43210',
    ]) {
      expect((await login(app, typed, STRONG)).statusCode, typed).toBe(200);
    }
  });

  it('counts wrong passwords against the number however it is typed', async () => {
    const { app } = await buildWithMail();
    await register(app, { phone: '98765 43210', dialCode: '+91', password: STRONG, confirmPassword: STRONG });
    const ways = ['98765 43210', '+91 98765 43210', '098765 43210', '919876543210', '0091 98765 43210'];
    for (const typed of ways) expect((await login(app, typed, 'wrong password', '10.2.2.2')).statusCode).toBe(401);
    expect((await login(app, '+919876543210', STRONG, '10.2.2.3')).statusCode).toBe(429);
  });
});

describe('accounts kept under the US code by mistake (decision 075)', () => {
  it('log in with the Indian number and are corrected to it', async () => {
    const { app } = await buildWithMail();
    await olderAccount(app);
    expect((await login(app, '+91 98705 51956', STRONG)).statusCode).toBe(200);
    expect(await storedPhone(app)).toEqual(['+919870551956']);
    // The old way of typing it (the US code still chosen on the device) still finds it.
    expect((await login(app, '+19870551956', STRONG)).statusCode).toBe(200);
    expect((await login(app, '98705 51956', STRONG)).statusCode).toBe(200);
  });

  it('still log in as they were stored, and are corrected then too', async () => {
    const { app } = await buildWithMail();
    await olderAccount(app);
    expect((await login(app, '+1 987 055 1956', STRONG)).statusCode).toBe(200);
    expect(await storedPhone(app)).toEqual(['+919870551956']);
  });

  it('get the reset code at the real number, and are corrected once it is used', async () => {
    const { app, texts } = await buildWithMail();
    await olderAccount(app);
    const number = { phone: '98705 51956', dialCode: '+91' };
    const asked = await app.inject({ method: 'POST', url: '/user/forgot-password-phone/', payload: number });
    expect(asked.statusCode).toBe(202);
    await app.outbox.drain();
    expect(texts()).toHaveLength(1);
    expect(texts()[0]).toContain('To: +919870551956');
    expect(await storedPhone(app)).toEqual(['+19870551956']);
    const verified = await app.inject({
      method: 'POST',
      url: '/user/verify-reset-code/',
      payload: { ...number, code: codeIn(texts()[0]) },
    });
    expect(verified.statusCode).toBe(200);
    expect(await storedPhone(app)).toEqual(['+919870551956']);
  });

  it('keep a sign-up with the same number from making a second account', async () => {
    const { app } = await buildWithMail();
    await olderAccount(app);
    const res = await signUp(app, { phone: '98705 51956', dialCode: '+91', password: STRONG, confirmPassword: STRONG });
    expect(res.statusCode).toBe(409);
    expect(await storedPhone(app)).toEqual(['+19870551956']);
  });

  it('are not moved onto a number another account already has', async () => {
    const { app } = await buildWithMail();
    await olderAccount(app);
    await olderAccount(app, '+919870551956');
    const [older] = await app.database.query<{ id: string }>("SELECT id FROM users WHERE phone = '+19870551956'");
    expect(await correctPhone(app.database, older!.id, '+19870551956', '+919870551956')).toBe(false);
    expect((await storedPhone(app)).sort()).toEqual(['+19870551956', '+919870551956']);
  });

  it('never take a real US number for an older form of an Indian one', async () => {
    const { app } = await buildWithMail();
    const us = await signUp(app, { phone: '415 555 7380', dialCode: '+1', password: STRONG, confirmPassword: STRONG });
    expect(us.statusCode).toBe(201);
    expect((await login(app, '+91 415 555 7380', STRONG)).statusCode).toBe(401);
    expect(await storedPhone(app)).toEqual(['+14155557380']);
  });
});
