import type { ErrorBody } from '@painpoint/contracts';
import { CONTRACT_VERSION_HEADER, ERROR_CODES } from '@painpoint/contracts/constants';
import type { Checked, SchemaName } from './contracts.ts';
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

/** The contract this page was built against (vite.config.ts), and where a reload for another is noted. */
declare const __CONTRACT_VERSION__: string;
const RELOADED_FOR = 'painpoint:reloaded-for-contract';

/**
 * An answer from a server on another contract: the page was built before the site was updated.
 * Reloads the page once per version (a second mismatch means the reload brought the same page,
 * from a cache or a service worker that has not updated yet; the answer is then used as it is).
 */
function reloadedForNewContract(server: string | null): boolean {
  if (!server || typeof __CONTRACT_VERSION__ === 'undefined' || server === __CONTRACT_VERSION__) return false;
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === server) return false;
    sessionStorage.setItem(RELOADED_FOR, server);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/**
 * An error answer's body when it is the contract's (one of its codes and a message): a proxy's or
 * a crashed server's page is a plain HTTP error, never shown as the site's words.
 */
function errorBodyOf(data: unknown): ErrorBody | undefined {
  const body = data as Partial<ErrorBody> | null;
  const known = (ERROR_CODES as readonly unknown[]).includes(body?.code);
  return known && typeof body?.message === 'string' ? (body as ErrorBody) : undefined;
}

/**
 * The one way the web app calls its API: JSON in, JSON out, typed by the contract's schema for the
 * answer, named (`'MessageOk'`). The server checks every answer against that schema as it sends it;
 * an answer from a server on another contract reloads the page instead (decision 079). A 204
 * answer is `null`. A failure rejects with an ApiError: the server's code and message, 'NETWORK'
 * when the server could not be reached, 'BAD_RESPONSE' when a success answer is not JSON.
 * Authentication is the caller's (api-client.ts's `request`, session.ts's refresh).
 */
export async function apiFetch<K extends SchemaName>(
  path: string,
  _schema: K,
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
  if (reloadedForNewContract(res.headers?.get(CONTRACT_VERSION_HEADER) ?? null))
    throw new ApiError(0, 'NETWORK', 'PainPoint has been updated. The page is reloading.');
  const text = await res.text().catch(() => '');
  let data: unknown;
  try {
    data = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    if (res.ok) throw new ApiError(res.status, 'BAD_RESPONSE', 'The server sent an answer we could not read.');
  }
  if (!res.ok) {
    const error = errorBodyOf(data);
    throw error
      ? new ApiError(res.status, error.code, error.message, error.details)
      : new ApiError(res.status, 'HTTP', res.statusText);
  }
  onHeaders?.(res.headers);
  return data as Checked<K>;
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
