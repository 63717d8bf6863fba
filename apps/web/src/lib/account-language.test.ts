import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { json } from '../test/render.tsx';
import { followAccountLanguage } from './account-language.ts';
import { forgetAccount } from './get-account.ts';
import { getLanguage, setLanguage } from './i18n.ts';
import { dropSession, login } from './session.ts';

const jwt = () => `x.${btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900 }))}.sig`;
const account = (language: string | null) => ({
  email: 'a@example.com',
  phone_number: null,
  created_at: '2026-11-23T08:00:00Z',
  profile: null,
  language,
});
const clearCookie = () => (document.cookie = 'lang=; Path=/; Max-Age=0');

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  forgetAccount();
  clearCookie();
  login(jwt());
});
afterEach(async () => {
  dropSession('idle');
  vi.unstubAllGlobals();
  clearCookie();
  await setLanguage('en');
});

describe('the language kept with the account, after a login (decision 046)', () => {
  it("opens a browser where no language was chosen in the account's", async () => {
    fetchMock.mockResolvedValueOnce(json(200, account('hi')));
    await followAccountLanguage();
    expect(getLanguage()).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
    // Read only: nothing is written back.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps this browser's own choice, and saves it to the account", async () => {
    document.cookie = 'lang=en; Path=/';
    fetchMock.mockResolvedValueOnce(json(200, account('hi')));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await followAccountLanguage();
    expect(getLanguage()).toBe('en');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/user/language/');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'en' });
  });

  it('keeps the language the site is shown in on an account that has none yet', async () => {
    // A browser asking for Hindi showed the sign-up in Hindi; no switch was used.
    await setLanguage('hi');
    fetchMock.mockResolvedValueOnce(json(200, account(null)));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await followAccountLanguage();
    expect(getLanguage()).toBe('hi');
    expect(document.cookie).not.toContain('lang=');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/user/language/');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'hi' });
  });
});
