import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { json } from '../test/render.tsx';
import { ACCOUNT_KEY, forgetAccount, getAccount } from './get-account.ts';
import { dropSession, login } from './session.ts';

/** An unsigned JWT whose `exp` is 15 minutes from now (the web app never checks signatures). */
const jwt = () => `x.${btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900 }))}.sig`;
const account = (email: string) => ({
  email,
  phone_number: null,
  created_at: '2026-11-23T08:00:00Z',
  profile: null,
  language: null,
});

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  forgetAccount();
});
afterEach(() => {
  dropSession('idle');
  vi.unstubAllGlobals();
});

describe('the account, kept while logged in', () => {
  it('is asked for once and kept; an edit makes the next read ask again', async () => {
    login(jwt());
    fetchMock.mockResolvedValueOnce(json(200, account('a@example.com')));
    fetchMock.mockResolvedValueOnce(json(200, account('a@example.com')));
    await getAccount(ACCOUNT_KEY);
    await getAccount(ACCOUNT_KEY);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    forgetAccount();
    await getAccount(ACCOUNT_KEY);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is forgotten at logout, so the next person in this tab never sees the last one's", async () => {
    login(jwt());
    fetchMock.mockResolvedValueOnce(json(200, account('first@example.com')));
    await expect(getAccount(ACCOUNT_KEY)).resolves.toMatchObject({ email: 'first@example.com' });
    dropSession('idle');
    login(jwt());
    fetchMock.mockResolvedValueOnce(json(200, account('second@example.com')));
    await expect(getAccount(ACCOUNT_KEY)).resolves.toMatchObject({ email: 'second@example.com' });
  });
});
