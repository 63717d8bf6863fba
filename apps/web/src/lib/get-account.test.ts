import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { anAccount, answer, logInForTest, mockApi, type Route } from '../test/api-mocks.ts';
import { ACCOUNT_KEY, forgetAccount, getAccount } from './get-account.ts';
import { dropSession } from './session.ts';

const PROFILE: Route = `GET ${ACCOUNT_API.profile}`;
const account = (email: string) => anAccount({ email });

const api = mockApi();
beforeEach(() => forgetAccount());

describe('the account, kept while logged in', () => {
  it('is asked for once and kept; an edit makes the next read ask again', async () => {
    logInForTest();
    api.reply(PROFILE, answer('Account', account('a@example.com')), answer('Account', account('a@example.com')));
    await getAccount(ACCOUNT_KEY);
    await getAccount(ACCOUNT_KEY);
    expect(api.callsTo(PROFILE)).toHaveLength(1);
    forgetAccount();
    await getAccount(ACCOUNT_KEY);
    expect(api.callsTo(PROFILE)).toHaveLength(2);
  });

  it("is forgotten at logout, so the next person in this tab never sees the last one's", async () => {
    logInForTest();
    api.reply(PROFILE, answer('Account', account('first@example.com')));
    await expect(getAccount(ACCOUNT_KEY)).resolves.toMatchObject({ email: 'first@example.com' });
    dropSession('idle');
    logInForTest();
    api.reply(PROFILE, answer('Account', account('second@example.com')));
    await expect(getAccount(ACCOUNT_KEY)).resolves.toMatchObject({ email: 'second@example.com' });
  });
});
