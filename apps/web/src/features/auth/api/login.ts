import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import type { LoginRequest } from '@painpoint/contracts';
import { request } from '../../../lib/api-request.ts';
import { login } from '../../../lib/session.ts';
import { useAppStore } from '../../../lib/store.ts';

/**
 * POST /api/login-user/, with the spec's auth status (pending, then fulfilled or rejected). The
 * answer's `access` is kept in memory; its `refresh` is ignored: the server also sets it as an
 * HttpOnly cookie, the only place the web app keeps it (decision 002). Resolves to false when the
 * answer has no usable token (spec §8 "Something went wrong").
 */
export async function logIn(credentials: LoginRequest): Promise<boolean> {
  const { setAuthStatus } = useAppStore.getState();
  setAuthStatus('pending');
  try {
    const answer = await request(ACCOUNT_API.login, { body: credentials });
    return login((answer as { access?: unknown } | undefined)?.access);
  } catch (e) {
    setAuthStatus('rejected');
    throw e;
  }
}
