import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import type { Language } from '@painpoint/contracts/languages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anAccount, answer, logInForTest, mockApi, type Route } from '../test/api-mocks.ts';
import { followAccountLanguage } from './account-language.ts';
import { forgetAccount } from './get-account.ts';
import { getLanguage, setLanguage } from './i18n.ts';

const PROFILE: Route = `GET ${ACCOUNT_API.profile}`;
const SAVE_LANGUAGE: Route = `PUT ${ACCOUNT_API.language}`;
const account = (language: Language | null) => anAccount({ email: 'a@example.com', language });
const saved = () => new Response(null, { status: 204 });
const clearCookie = () => (document.cookie = 'lang=; Path=/; Max-Age=0');

const api = mockApi();
beforeEach(() => {
  forgetAccount();
  clearCookie();
  logInForTest();
});
afterEach(async () => {
  clearCookie();
  await setLanguage('en');
});

describe('the language kept with the account, after a login (decision 046)', () => {
  it("opens a browser where no language was chosen in the account's", async () => {
    api.reply(PROFILE, answer('Account', account('hi')));
    await followAccountLanguage();
    expect(getLanguage()).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
    // Read only: nothing is written back.
    expect(api.callsTo()).toHaveLength(1);
  });

  it("keeps this browser's own choice, and saves it to the account", async () => {
    document.cookie = 'lang=en; Path=/';
    api.reply(PROFILE, answer('Account', account('hi')));
    api.reply(SAVE_LANGUAGE, saved());
    await followAccountLanguage();
    expect(getLanguage()).toBe('en');
    expect(api.callsTo(SAVE_LANGUAGE).map((c) => c.body)).toEqual([{ language: 'en' }]);
  });

  it('keeps the language the site is shown in on an account that has none yet', async () => {
    // A browser asking for Hindi showed the sign-up in Hindi; no switch was used.
    await setLanguage('hi');
    api.reply(PROFILE, answer('Account', account(null)));
    api.reply(SAVE_LANGUAGE, saved());
    await followAccountLanguage();
    expect(getLanguage()).toBe('hi');
    expect(document.cookie).not.toContain('lang=');
    expect(api.callsTo(SAVE_LANGUAGE).map((c) => c.body)).toEqual([{ language: 'hi' }]);
  });
});
