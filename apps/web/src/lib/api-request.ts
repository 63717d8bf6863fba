import { ApiError, errorOf, networkError } from './api-client.ts';
import { accessToken, dropSession, refreshSession } from './session.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /**
   * 'required': the call needs the logged-in user's bearer token (none held → 401 without a call).
   * 'optional': sent when logged in (e.g. the contact form). 'none' (default): never sent.
   */
  auth?: 'required' | 'optional' | 'none';
  signal?: AbortSignal;
}

/**
 * Calls the site's own API with JSON and resolves to the answer's JSON (undefined for 204). A
 * failure rejects with an ApiError carrying the server's code and message. With a bearer token, a
 * 401 gets one retry after a refresh (the token may have run out in between); a second 401 ends
 * the session in this tab.
 */
export async function request(path: string, opts: RequestOptions = {}): Promise<unknown> {
  const { method = opts.body === undefined ? 'GET' : 'POST', body, auth = 'none', signal } = opts;
  const send = async (token: string | undefined) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return await fetch(path, {
        method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        credentials: 'same-origin',
        signal: signal ?? null,
      });
    } catch (e) {
      if ((e as Error).name === 'AbortError') throw e;
      throw networkError();
    }
  };

  let token = auth === 'none' ? undefined : await accessToken();
  if (auth === 'required' && !token) {
    dropSession();
    throw new ApiError(401, 'UNAUTHORIZED', 'Please log in again.');
  }
  let res = await send(token);
  if (res.status === 401 && token) {
    token = (await refreshSession()) ? await accessToken() : undefined;
    if (token || auth === 'optional') res = await send(token);
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    if (res.status === 401 && auth === 'required') dropSession();
    throw errorOf(res, data);
  }
  return data;
}

/**
 * The message to show for a failed call: the server's own (plain English, meant for people) for
 * the statuses where it says what to do — a rejected form (400) or too many tries (429, with how
 * long to wait) — and the caller's fallback for anything else (server faults, no network).
 */
export function messageFor(e: unknown, fallback: string, statuses: readonly number[] = [400, 429]): string {
  return e instanceof ApiError && statuses.includes(e.status) ? e.message : fallback;
}

/** The fields a 400 answer names as wrong, with the server's message for each. */
export function fieldErrorsOf(e: unknown): Record<string, string> {
  if (!(e instanceof ApiError) || e.status !== 400 || !e.details) return {};
  const out: Record<string, string> = {};
  for (const d of e.details) out[d.path] ??= d.message;
  return out;
}
