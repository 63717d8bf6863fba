import { describe, expect, it } from 'vitest';
import { en } from '../../src/wording/en.ts';
import { WORDS } from '../../src/wording/index.ts';
import { LINK_TTL_MINUTES } from '@painpoint/contracts';
import { account, login, signUp, STRONG } from '../accounts-helper.ts';
import { build } from '../helper.ts';

/**
 * Refusals are said in the language of the screens that made the request (decision 048): the web
 * app sends it as Accept-Language; the `lang` cookie and `?lang=` choose it too, as for pages. A
 * caller that asks for no language gets the English the spec and the other tests expect.
 */
const hi = WORDS.hi;
const DEVANAGARI = /[\u0900-\u097F]/;
const HINDI = { 'accept-language': 'hi' };

describe('refusals in the language asked for', () => {
  it('a weak password at sign-up: in Hindi, with the site’s own reason', async () => {
    const app = await build();
    const body = { email: 'kiran.sharma@example.org', password: 'kiran.sharma@example.org' };
    const res = await app.inject({
      method: 'POST',
      url: '/user/create-account/',
      headers: { ...HINDI, origin: 'http://localhost:3000' },
      payload: { ...body, confirmPassword: body.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('hi');
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: hi.passwordTooEasy(hi.passwordWhy.ownLogin) });
    // The same request with no language: English, as before.
    const english = await signUp(app, { ...body, confirmPassword: body.password });
    expect(english.json().message).toBe(en.passwordTooEasy(en.passwordWhy.ownLogin));
  });

  it('a form the schema refuses: each field said in Hindi, chosen by the cookie', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/user/create-account/',
      headers: { origin: 'http://localhost:3000', 'accept-language': 'en' },
      cookies: { lang: 'hi' },
      payload: { email: 'not an address', password: 'short', confirmPassword: 'other' },
    });
    expect(res.statusCode).toBe(400);
    const { code, message, details } = res.json() as {
      code: string;
      message: string;
      details: { path: string; message: string }[];
    };
    expect(code).toBe('VALIDATION_FAILED');
    expect(message).toMatch(DEVANAGARI);
    expect(details.map((d) => d.path).sort()).toEqual(['body.confirmPassword', 'body.email', 'body.password']);
    for (const d of details) expect(d.message, d.path).toMatch(DEVANAGARI);
    expect(details.find((d) => d.path === 'body.password')!.message).toBe(hi.field.tooFewCharacters(8));
  });

  it('too many wrong passwords: the wait in Hindi, in minutes', async () => {
    const app = await build();
    await account(app);
    for (let i = 0; i < 5; i++) expect((await login(app, 'asha@example.org', 'wrong password')).statusCode).toBe(401);
    const locked = await app.inject({
      method: 'POST',
      url: '/api/login-user/?lang=hi',
      payload: { username: 'asha@example.org', password: STRONG },
    });
    expect(locked.statusCode).toBe(429);
    const minutes = Math.ceil(Number(locked.headers['retry-after']) / 60);
    expect(locked.json()).toEqual({ code: 'RATE_LIMITED', message: hi.tooManyAttempts(minutes * 60) });
  });

  it('the per-route limit, in Hindi', async () => {
    const app = await build();
    let last;
    for (let i = 0; i < 121; i++) last = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: HINDI });
    expect(last!.statusCode).toBe(429);
    expect(last!.json().message).toBe(hi.tooManyRequests(Number(last!.headers['retry-after'])));
    expect(last!.headers['content-language']).toBe('hi');
  });

  it('a message only for developers stays English, and says so', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/diagnosis/get-condition/no-such-condition/?lang=hi' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).not.toMatch(DEVANAGARI);
    expect(res.headers['content-language']).toBe('en');
  });
});

describe('what was done, in the language asked for', () => {
  it('a contact message sent: in Hindi when asked, the spec’s English otherwise', async () => {
    const app = await build();
    const payload = { name: 'Ravi', email: 'ravi@example.org', msg: 'The knee page helped.' };
    const res = await app.inject({ method: 'POST', url: '/user/user-msg/', headers: HINDI, payload });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-language']).toBe('hi');
    expect(res.json()).toEqual({ message: hi.messageSent });
    expect(hi.messageSent).toMatch(DEVANAGARI);
    const english = await app.inject({ method: 'POST', url: '/user/user-msg/', payload });
    expect(english.headers['content-language']).toBe('en');
    expect(english.json()).toEqual({ message: 'Your message has been sent successfully' });
  });

  it('a reset link asked for, chosen by ?lang=: the same neutral sentence for any address', async () => {
    const app = await build();
    await account(app);
    const ask = (email: string) =>
      app.inject({ method: 'POST', url: '/user/forgot-password/?lang=hi', payload: { email } });
    const known = await ask('asha@example.org');
    const unknown = await ask('nobody@example.org');
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: hi.resetLinkSent(LINK_TTL_MINUTES) });
    expect(known.body).toBe(unknown.body);
  });
});
