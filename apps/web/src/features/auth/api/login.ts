import type { LoginRequest } from '@painpoint/contracts';
import { ApiError, request } from '../../../lib/api-client.ts';
import { followAccountLanguage } from '../../../lib/account-language.ts';
import { finishLogout, setLogoutPending } from '../../../lib/person-on-device.ts';
import { login } from '../../../lib/session.ts';
import { useAppStore } from '../../../lib/store.ts';
import { apiPaths } from '../../../lib/paths.ts';

/**
 * POST /api/login-user/, with the spec's auth status (pending, then fulfilled or rejected). The
 * answer's `access` is kept in memory; its `refresh` is ignored: the server also sets it as an
 * HttpOnly cookie, the only place the web app keeps it (decision 002). Resolves to false when the
 * answer has no usable token (docs/product.md §8 "Something went wrong").
 */
export async function logIn(credentials: LoginRequest): Promise<boolean> {
  const { setAuthStatus } = useAppStore.getState();
  setAuthStatus('pending');
  // A logout still pending here ends its login first: the new login's cookie replaces its cookie,
  // after which this browser could no longer end it (decision 073).
  await finishLogout();
  try {
    const answer = await request(apiPaths.account.login, 'TokenPair', { body: credentials });
    const ok = login(answer.access);
    // The new login's cookie has replaced the old one: nothing is left here for a pending logout.
    if (ok) setLogoutPending(false);
    // In the background: the page does not wait for the account's language.
    if (ok) {
      followAccountLanguage().catch((e: unknown) => {
        console.warn('PainPoint could not follow the language kept with the account', e);
      });
    }
    return ok;
  } catch (e) {
    setAuthStatus('rejected');
    // An answer without the tokens the contract promises is no login (docs/product.md §8 "Something went wrong").
    if (e instanceof ApiError && e.code === 'BAD_RESPONSE') return false;
    throw e;
  }
}
