import { apiFetch, ApiError, type FetchOptions } from './api-fetch.ts';
import type { Checked, SchemaName } from './contracts.ts';
import { accessToken, dropSession, refreshSession } from './session.ts';

export interface RequestOptions extends Omit<FetchOptions, 'token'> {
  /**
   * 'required': the call needs the logged-in user's bearer token (none held → 401 without a call).
   * 'optional': sent when logged in (e.g. the contact form). 'none' (default): never sent.
   */
  auth?: 'required' | 'optional' | 'none';
}

/**
 * Calls the site's own API (apiFetch: JSON, the answer checked against the named `schema`) with the
 * session's bearer token when `auth` asks for it. A 401 with a token gets one retry after a
 * refresh (the token may have run out in between); a second 401 ends the session in this tab.
 */
export async function request<K extends SchemaName>(
  path: string,
  schema: K,
  opts: RequestOptions = {},
): Promise<Checked<K>> {
  const { auth = 'none', ...rest } = opts;
  let token = auth === 'none' ? undefined : await accessToken();
  if (auth === 'required' && !token) {
    dropSession();
    throw new ApiError(401, 'UNAUTHORIZED', 'Please log in again.');
  }
  let first: ApiError;
  try {
    return await apiFetch(path, schema, { ...rest, token });
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 401 || !token) throw e;
    first = e;
  }
  token = (await refreshSession()) ? await accessToken() : undefined;
  try {
    if (!token && auth === 'required') throw first;
    return await apiFetch(path, schema, { ...rest, token });
  } catch (e) {
    if (e instanceof ApiError && e.status === 401 && auth === 'required') dropSession();
    throw e;
  }
}
