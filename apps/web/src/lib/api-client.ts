import type { ErrorBody } from '@painpoint/contracts';
import { CONTRACT_VERSION_HEADER, ERROR_CODES } from '@painpoint/contracts/constants';
import type * as AccountSchemas from '@painpoint/contracts/schemas-account';
import type * as DiagnosisSchemas from '@painpoint/contracts/schemas-diagnosis';
import { getLanguage } from './i18n.ts';

/**
 * The one way the web app calls its API (decision 084): JSON in, JSON out, typed by the name of
 * the contract's schema for the answer (`request(path, 'MessageOk')`). Types only: the server
 * checks every answer against that schema as it sends it, and a page built against another
 * contract reloads (decision 079), so the browser does not check them again.
 */
type Schemas = typeof DiagnosisSchemas & typeof AccountSchemas;
type Parsed<S> = S extends { safeParse(data: unknown): { success: true; data: infer T } | { success: false } }
  ? T
  : never;
export type SchemaName = { [K in keyof Schemas]: Parsed<Schemas[K]> extends never ? never : K }[keyof Schemas];
/** The value of an answer of that schema. */
export type Checked<K extends SchemaName> = Parsed<Schemas[K]>;

/** A failed call, with the server's error code (and, for a rejected form, the fields) when it sent them. */
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a call with a body is a POST unless it says otherwise. */
  body?: unknown;
  /** 'required': needs the session's bearer token (none → 401, no call); 'optional': sent when held. */
  auth?: 'required' | 'optional' | 'none';
  /** Lets the call finish while the page unloads (logout). */
  keepalive?: boolean;
  /** Sent as `Idempotency-Key`: the same call sent again with the same key takes effect once. */
  idempotencyKey?: string;
  /** Reads a success's headers (the knowledge base's `content-version`). */
  onHeaders?: (headers: Headers) => void;
}

/**
 * What session.ts lends the client once it has loaded. The access token lives only there, and the
 * module loads only when there may be a session (decision 002): the knowledge base's calls never
 * bring it, and before it has loaded this tab holds no token to send.
 */
export interface SessionForRequests {
  token(): Promise<string | undefined>;
  refresh(): Promise<boolean>;
  drop(): void;
}
let session: SessionForRequests | undefined;
export const lendSession = (s: SessionForRequests) => void (session = s);

/**
 * Calls the API with the bearer token when `auth` asks for it. A 401 with a token gets one retry
 * after a refresh (the token may have run out in between); a second ends the session in this tab.
 * A 204 is `null`. Rejects with an ApiError: the server's code and message, 'NETWORK' when it could
 * not be reached, 'BAD_RESPONSE' when a success is not JSON.
 */
export async function request<K extends SchemaName>(
  path: string,
  _schema: K,
  { auth = 'none', ...opts }: RequestOptions = {},
): Promise<Checked<K>> {
  let token = auth === 'none' ? undefined : await session?.token();
  if (auth === 'required' && !token) {
    session?.drop();
    throw new ApiError(401, 'UNAUTHORIZED', 'Please log in again.');
  }
  try {
    return (await send(path, opts, token)) as Checked<K>;
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 401 || !token) throw e;
    token = (await session?.refresh()) ? await session?.token() : undefined;
    if (!token && auth === 'required') {
      session?.drop();
      throw e;
    }
  }
  try {
    return (await send(path, opts, token)) as Checked<K>;
  } catch (e) {
    if (e instanceof ApiError && e.status === 401 && auth === 'required') session?.drop();
    throw e;
  }
}

async function send(path: string, opts: RequestOptions, token: string | undefined): Promise<unknown> {
  const { body, keepalive, idempotencyKey } = opts;
  // The server words its refusals in the language of these screens (decision 048).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': getLanguage() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
  let res: Response;
  try {
    const init = { method, headers, credentials: 'same-origin' as const, ...(keepalive ? { keepalive } : {}) };
    res = await fetch(path, body === undefined ? init : { ...init, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach PainPoint. Check your connection and try again.');
  }
  if (reloadedForNewContract(res.headers.get(CONTRACT_VERSION_HEADER)))
    throw new ApiError(0, 'NETWORK', 'PainPoint has been updated. The page is reloading.');
  const text = await res.text().catch(() => '');
  let data: unknown = null;
  try {
    if (text !== '') data = JSON.parse(text);
  } catch {
    if (res.ok) throw new ApiError(res.status, 'BAD_RESPONSE', 'The server sent an answer we could not read.');
  }
  if (!res.ok) {
    // Only the contract's error bodies are the site's words; a proxy's page is a plain HTTP error.
    const error = data as Partial<ErrorBody> | null;
    if (error && (ERROR_CODES as readonly unknown[]).includes(error.code) && typeof error.message === 'string')
      throw new ApiError(res.status, String(error.code), error.message, error.details);
    throw new ApiError(res.status, 'HTTP', res.statusText);
  }
  opts.onHeaders?.(res.headers);
  return data;
}

/** The contract this page was built against (vite.config.ts), and where a reload for another is noted. */
declare const __CONTRACT_VERSION__: string;
const RELOADED_FOR = 'painpoint:reloaded-for-contract';

/**
 * An answer from a server on another contract: the page was built before the site was updated.
 * Reloads once per version (a second mismatch means the reload brought the same page, from a cache
 * or a worker not updated yet; the answer is then used as it is).
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
 * The message to show for a failed call: the server's own (in the language of these screens) for
 * the statuses where it says what to do — a rejected form (400), too many tries (429) — and the
 * caller's fallback for anything else. A form the schema refused is told what is wrong with each
 * field, without the field paths the whole message names for developers.
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
