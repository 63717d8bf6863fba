import { HISTORY_NOTICE_VERSION, PROFILE_NOTICE_VERSION } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { account, bearer, buildWithMail, KNEE_CHECK as ASSESSMENT, STRONG, type App } from '../accounts-helper.ts';

/**
 * Deleting the whole history or the profile asks for the password once the login is more than 5
 * minutes old, as deleting the account does (decision 063): a bearer token left in a shared
 * browser, or stolen, must not wipe someone's records.
 */

/** The login is older than the minutes in which no password is asked for. */
const ageLogins = (app: App) => app.database.query("UPDATE sessions SET created_at = now() - interval '6 minutes'");

async function withHistoryAndProfile(app: App) {
  const { access } = await account(app);
  const auth = bearer(access);
  const consent = { agreed: true, notice_version: HISTORY_NOTICE_VERSION };
  expect(
    (await app.inject({ method: 'PUT', url: '/user/assessments/consent/', headers: auth, payload: consent }))
      .statusCode,
  ).toBe(200);
  const saved = await app.inject({ method: 'POST', url: '/user/assessments/', headers: auth, payload: ASSESSMENT });
  expect(saved.statusCode).toBe(201);
  const profile = {
    name: 'Asha',
    age_range: '30-39',
    sex: 'female',
    body_type: 'average',
    consent: { agreed: true, notice_version: PROFILE_NOTICE_VERSION },
  };
  expect((await app.inject({ method: 'PUT', url: '/user/profile/', headers: auth, payload: profile })).statusCode).toBe(
    200,
  );
  return auth;
}

const CALLS = [
  { url: '/user/assessments/', table: 'saved_assessments' },
  { url: '/user/profile/', table: 'profiles' },
] as const;

describe('deleting the whole history or the profile', () => {
  it('needs no password within 5 minutes of logging in (the spec’s call, no body)', async () => {
    const { app } = await buildWithMail();
    const auth = await withHistoryAndProfile(app);
    for (const { url, table } of CALLS) {
      expect((await app.inject({ method: 'DELETE', url, headers: auth })).statusCode, url).toBe(200);
      expect(await app.database.query(`SELECT 1 FROM ${table}`), url).toEqual([]);
    }
  });

  it('asks for the password after 5 minutes: 403 without it or with a wrong one, nothing deleted; 200 with it', async () => {
    const { app } = await buildWithMail();
    const auth = await withHistoryAndProfile(app);
    await ageLogins(app);
    for (const { url, table } of CALLS) {
      const bare = await app.inject({ method: 'DELETE', url, headers: auth });
      expect(bare.statusCode, url).toBe(403);
      expect(bare.json().code).toBe('FORBIDDEN');
      expect(bare.json().message).toMatch(/enter your password/);
      const hindi = await app.inject({ method: 'DELETE', url, headers: { ...auth, 'accept-language': 'hi' } });
      expect(hindi.json().message).toMatch(/पासवर्ड/);
      const wrong = await app.inject({
        method: 'DELETE',
        url,
        headers: auth,
        payload: { password: 'wrong wrong wrong' },
      });
      expect(wrong.statusCode, url).toBe(403);
      expect(wrong.json().message).toMatch(/not right. Nothing was deleted/);
      expect(await app.database.query(`SELECT 1 FROM ${table}`), url).toHaveLength(1);
      const right = await app.inject({ method: 'DELETE', url, headers: auth, payload: { password: STRONG } });
      expect(right.statusCode, url).toBe(200);
      expect(await app.database.query(`SELECT 1 FROM ${table}`), url).toEqual([]);
    }
  });

  it('throttles wrong passwords with the account deletion’s budget, and refuses other fields with 400', async () => {
    const { app } = await buildWithMail();
    const auth = await withHistoryAndProfile(app);
    for (let i = 0; i < 5; i++)
      await app.inject({
        method: 'DELETE',
        url: '/user/assessments/',
        headers: auth,
        payload: { password: `guess ${i}` },
      });
    const throttled = await app.inject({
      method: 'DELETE',
      url: '/user/profile/',
      headers: auth,
      payload: { password: STRONG },
    });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(
      (await app.inject({ method: 'DELETE', url: '/user/assessments/', headers: auth, payload: { all: true } }))
        .statusCode,
    ).toBe(400);
    expect(await app.database.query('SELECT 1 FROM profiles')).toHaveLength(1);
    expect(await app.database.query('SELECT 1 FROM saved_assessments')).toHaveLength(1);
  });
});
