import type { ErrorBody } from '@painpoint/contracts';

/** A failed API call, with the server's error code (and, for a rejected form, the fields) when it sent them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorBody['details'] = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const isErrorBody = (v: unknown): v is ErrorBody =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ErrorBody).code === 'string' &&
  typeof (v as ErrorBody).message === 'string';

/** The error for a failed answer: the server's code and plain-English message when it sent them. */
export function errorOf(res: Response, body: unknown): ApiError {
  return isErrorBody(body)
    ? new ApiError(res.status, body.code, body.message, body.details)
    : new ApiError(res.status, 'HTTP', res.statusText);
}

export const networkError = () =>
  new ApiError(0, 'NETWORK', 'Could not reach PainPoint. Check your connection and try again.');

/**
 * GETs JSON from the site's own API. The answer's shape is the shared contract's type; the
 * server validates it against the zod schema before sending, so the browser does not carry zod
 * (about 30 kB) just to check it again. `accept` rejects an answer that is not the expected kind.
 */
export async function getJson<T>(path: string, accept: (v: unknown) => v is T, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw networkError();
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw errorOf(res, body);
  if (!accept(body)) throw new ApiError(res.status, 'BAD_RESPONSE', 'The server sent an answer we could not read.');
  return body;
}
