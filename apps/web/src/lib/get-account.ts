import { request } from './api-client.ts';
import { cachedByKey } from './cache.ts';
import { useAppStore } from './store.ts';
import { apiPaths } from './paths.ts';

/**
 * GET /user/profile/: the logged-in person's account, kept while they stay logged in. Shared by
 * the account page and the pain check (which fills in saved details). One key: there is one
 * account per session.
 */
export const getAccount = cachedByKey(() => request(apiPaths.account.profile, 'Account', { auth: 'required' }));
export const ACCOUNT_KEY = 'me';

/** After an edit the next read asks the server again. */
export const forgetAccount = () => getAccount.drop();

// Someone else may log in next in this tab: their account is never served from the last one's.
useAppStore.subscribe((state, previous) => {
  if (previous.authInfo.isAuthenticated && !state.authInfo.isAuthenticated) getAccount.drop();
});
