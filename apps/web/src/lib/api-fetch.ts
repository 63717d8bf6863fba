import type { ErrorBody } from '@painpoint/contracts';
import { checkAnswer, startChecking } from './check-answer.ts';
import { moduleOf, type Checked, type SchemaName } from './contracts.ts';
import { getLanguage } from './i18n.ts';

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

export interface FetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `Authorization: Bearer …`. */
  token?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Lets the call finish while the page unloads (logout). */
  keepalive?: boolean;
  /** Sent as `Idempotency-Key`: the same call sent again with the same key takes effect once. */
  idempotencyKey?: string;
  /** Reads the answer's headers (a success's), for a caller that needs one of them. */
  onHeaders?: (headers: Headers) => void;
}

/**
 * The one way the web app calls its API: JSON in, JSON out, and the answer checked against the
 * contract's schema for it, named (`'MessageOk'`) — the same schema the server serialises with —
 * so a page never works on an answer of the wrong shape. The check runs off the main thread, in
 * a checking worker (check-answer.ts, decision 051). A 204 answer is `null`. A failure rejects
 * with an ApiError: the server's code and message (checked against the contract's ErrorBody),
 * 'NETWORK' when the server could not be reached, 'BAD_RESPONSE' when a success answer does not
 * fit its schema.
 * Authentication is the caller's (api-client.ts's `request`, session.ts's refresh).
 */
export async function apiFetch<K extends SchemaName>(
  path: string,
  schema: K,
  opts: FetchOptions = {},
): Promise<Checked<K>> {
  const {
    method = opts.body === undefined ? 'GET' : 'POST',
    body,
    token,
    signal,
    keepalive,
    onHeaders,
    idempotencyKey,
  } = opts;
  // The server words its refusals in the language of these screens (decision 048).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': getLanguage() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  // The worker that checks the answer starts while the call is under way.
  const module = moduleOf(schema);
  startChecking(module);
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'NETWORK', 'Could not reach PainPoint. Check your connection and try again.');
  }
  const text = await res.text().catch(() => '');
  // A refusal is checked as the contract's ErrorBody (with the module of the answer asked for, which
  // has it too); a failed check (the schemas could not load) fails the call as a network error.
  let fit: Awaited<ReturnType<typeof checkAnswer>>;
  try {
    fit = await checkAnswer(res.ok ? schema : 'ErrorBody', text, module);
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach PainPoint. Check your connection and try again.');
  }
  if (!res.ok) {
    const error = fit.fits ? (fit.value as ErrorBody) : undefined;
    throw error
      ? new ApiError(res.status, error.code, error.message, error.details)
      : new ApiError(res.status, 'HTTP', res.statusText);
  }
  if (!fit.fits) {
    throw new ApiError(res.status, 'BAD_RESPONSE', 'The server sent an answer we could not read.');
  }
  onHeaders?.(res.headers);
  return fit.value as Checked<K>;
}

/**
 * The message to show for a failed call: the server's own (meant for people, in the language of
 * these screens: decision 048) for the statuses where it says what to do — a rejected form (400)
 * or too many tries (429, with how long to wait) — and the caller's fallback for anything else
 * (server faults, no network). A form the schema refused is told what is wrong with each field,
 * without the field paths the whole message names for developers.
 */
export function messageFor(e: unknown, fallback: string, statuses: readonly number[] = [400, 429]): string {
  if (!(e instanceof ApiError) || !statuses.includes(e.status)) return fallback;
  if (e.code === 'VALIDATION_FAILED' && e.details?.length)
    return [...new Set(e.details.map((d) => d.message))].join(' ');
  return e.message;
}

/** The fields a 400 answer names as wrong, with the server's message for each. */
export function fieldErrorsOf(e: unknown): Record<string, string> {
  if (!(e instanceof ApiError) || e.status !== 400 || !e.details) return {};
  const out: Record<string, string> = {};
  for (const d of e.details) out[d.path] ??= d.message;
  return out;
}
