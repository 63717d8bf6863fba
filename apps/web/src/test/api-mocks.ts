import type { Account, ErrorBody } from '@painpoint/contracts';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Checked, SchemaName } from '../lib/api-client.ts';
import { dropSession, login } from '../lib/session.ts';
import { subscribeToasts, type ToastMessage } from '../lib/toast.ts';

/** A call as the server sees it: 'POST /user/login/', with the query when there is one. */
export type Route = `${'GET' | 'POST' | 'PUT' | 'DELETE'} ${string}`;

export interface Call {
  route: Route;
  headers: Headers;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  keepalive: boolean;
}

/** What the server does with a call: answers, fails to be reached (an Error), or makes an answer (one still pending, say). */
export type Reply = Response | Error | ((call: Call) => Response | Promise<Response>);

/** Any response, as it comes over the wire: JSON with the status given (a proxy's error page, a 204). */
export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A success of the contract's `schema`: the body's shape is the contract's, checked by the compiler. */
export const answer = <K extends SchemaName>(_schema: K, body: Checked<K>, status = 200) => json(status, body);

/** The contract's error answer. */
export const refusal = (status: number, code: ErrorBody['code'], message: string, details?: ErrorBody['details']) =>
  json(status, { code, message, ...(details ? { details } : {}) });

/** No network: what `fetch` rejects with then. */
/** A person's account as the API gives it: an e-mail address, no profile, unless told otherwise. */
export const anAccount = (overrides: Partial<Account> = {}): Account => ({
  email: 'asha@example.com',
  phone_number: null,
  created_at: '2026-11-23T08:00:00Z',
  profile: null,
  language: null,
  ...overrides,
});

export const offline = () => new TypeError('Failed to fetch');

/**
 * The one way web tests stand in for the API. Before each test: no session, no replies, the toasts
 * collected; `fetch` answers each call with the reply set for its method and path, and a call with
 * none fails the test (after it, even when the page swallowed the failure), so a wrong path or an
 * extra call cannot pass unnoticed.
 */
export function mockApi() {
  let once = new Map<Route, Reply[]>();
  let every = new Map<Route, Reply>();
  let unanswered: Route[] = [];
  const api = {
    calls: [] as Call[],
    toasts: [] as ToastMessage[],
    /** The next calls of `route` get these replies, one each, in order. */
    reply(route: Route, ...replies: Reply[]) {
      once.set(route, [...(once.get(route) ?? []), ...replies]);
    },
    /** Every call of `route` (after any `reply` ones) gets what `make` makes. */
    replyEvery(route: Route, make: (call: Call) => Response | Promise<Response>) {
      every.set(route, make);
    },
    /** The calls made to `route`, or to any route when none is named. */
    callsTo(route?: Route): Call[] {
      return route ? api.calls.filter((c) => c.route === route) : api.calls;
    },
  };

  async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const route = `${init.method ?? 'GET'} ${String(input)}` as Route;
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call: Call = {
      route,
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      keepalive: init.keepalive === true,
    };
    api.calls.push(call);
    const reply = once.get(route)?.shift() ?? every.get(route);
    if (!reply) {
      unanswered.push(route);
      throw new Error(`mockApi: the test gave no reply for ${route}`);
    }
    if (reply instanceof Error) throw reply;
    return reply instanceof Response ? reply : reply(call);
  }

  let unsubscribe = () => {};
  beforeEach(() => {
    dropSession('idle');
    once = new Map();
    every = new Map();
    unanswered = [];
    api.calls = [];
    api.toasts = [];
    vi.stubGlobal('fetch', vi.fn(fakeFetch));
    unsubscribe = subscribeToasts((t) => api.toasts.push(t));
  });
  afterEach(() => {
    unsubscribe();
    cleanup();
    vi.unstubAllGlobals();
    expect(unanswered, 'calls the test gave no reply for').toEqual([]);
  });
  return api;
}

/** Logs in with an access token that is good for 15 minutes. */
export const logInForTest = () => login(`h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }))}.s`);
