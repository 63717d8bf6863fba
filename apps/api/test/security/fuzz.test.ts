import fc from 'fast-check';
import {
  ErrorBody,
  HISTORY_NOTICE_VERSION,
  LOCATION_KEYS,
  PROFILE_NOTICE_VERSION,
  UNSTORABLE_TEXT,
} from '@painpoint/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, register, STRONG, type App } from '../accounts-helper.ts';
import { buildForFile, TEST_DATABASE_URL } from '../helper.ts';
import { RULES } from '../../src/accounts/rules.ts';

/**
 * Property-based fuzzing of every route of the app with hostile input: NUL characters, lone
 * surrogates, 1 MB strings, deep nesting, wrong types, numbers at the edges, arrays for objects and
 * prototype-pollution keys, in bodies, query strings, path parameters and headers. Whatever comes
 * in, the answer is never a 5xx, a refusal says why in the API's error shape, Object.prototype is
 * never touched, and a refused request leaves every row of every table as it was.
 *
 * The runs are repeatable (a fixed seed) and bounded (FIELD_RUNS or OTHER_RUNS per target). The
 * routes come from the app itself (printRoutes and the OpenAPI document): the first test fails
 * when the app has a route with no entry in ENDPOINTS below. The fields come from the OpenAPI
 * document, so a field added to a request schema is fuzzed, and checked for NUL and lone
 * surrogates, without touching this file.
 */

const SEED = 20261122;
/** Runs of each property: one property per route, variant and target (a field, the body, the query…). */
const FIELD_RUNS = 12;
/** Runs of the properties that change the request around the fields (body, extra keys, query, headers). */
const OTHER_RUNS = 5;

// --- Building hostile requests -------------------------------------------------------------------

/** Long values are printed short in a failure report. */
const short = (s: string) => (s.length > 80 ? `${s.slice(0, 60)}… (${s.length} chars)` : s);

/** A JSON value written as text, so the test can send what JSON.stringify never writes. */
class Raw {
  constructor(
    readonly json: string,
    readonly label?: string,
  ) {}
  [fc.toStringMethod]() {
    return this.label ?? short(this.json);
  }
}

/** A piece of a URL (a path segment or a query value), sent as it is written. */
class UrlPart {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return short(this.text);
  }
}
const raw = (json: string, label?: string) => new Raw(json, label);

/** A valid value with a hostile character put into it, at a position chosen by the run. */
class Taint {
  constructor(
    readonly at: number,
    readonly char: string,
  ) {}
  apply(base: unknown): Raw {
    const s = typeof base === 'string' && base !== '' ? base : 'text';
    const i = this.at % (s.length + 1);
    return raw(JSON.stringify(s.slice(0, i) + this.char + s.slice(i)));
  }
  [fc.toStringMethod]() {
    return `taint(${JSON.stringify(this.char)} at ${this.at})`;
  }
}

type Hostile = Raw | Taint;

const nested = (depth: number, open: string, middle: string, close: string) =>
  raw(open.repeat(depth) + middle + close.repeat(depth), `${depth} levels of ${open}…${middle}…${close}`);

const MB = 1 << 20;
const HOSTILE_CHARS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'];

/** Hostile strings: what PostgreSQL cannot store, and sizes far past every limit. */
const hostileString: fc.Arbitrary<Hostile> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(...HOSTILE_CHARS, '\udc00\ud800', 'a\u0000b', '\u0000'.repeat(100))
      .map((s) => raw(JSON.stringify(s))),
  },
  { weight: 3, arbitrary: fc.tuple(fc.nat(), fc.constantFrom(...HOSTILE_CHARS)).map(([at, c]) => new Taint(at, c)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }).map((s) => raw(JSON.stringify(s))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      raw(JSON.stringify('a'.repeat(MB)), '1 MB string'),
      raw(JSON.stringify(`${'é'.repeat(30_000)}\u0000`), '60 kB string ending in NUL'),
      raw(JSON.stringify(' '.repeat(5000)), 'spaces'),
      raw(JSON.stringify('\u202e\u200b\ufeff'), 'invisible characters'),
    ),
  },
);

/** Numbers at the edges, including ones JSON.parse turns into Infinity or rounds. */
const edgeNumber: fc.Arbitrary<Hostile> = fc
  .constantFrom(
    '0',
    '-0',
    '-1',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    '1e308',
    '-1e308',
    '5e-324',
    '1e999',
    '-1e999',
    '123456789012345678901234567890',
    '0.1',
  )
  .map((n) => raw(n));

/** Nesting deep enough to find recursive code (the body limit is 64 kB). */
const deep: fc.Arbitrary<Hostile> = fc.constantFrom(
  nested(100, '[', '', ']'),
  nested(20_000, '[', '', ']'),
  nested(8_000, '{"a":', '1', '}'),
  nested(5_000, '{"a":', '{"__proto__":{"polluted":"yes"}}', '}'),
  nested(5_000, '[', '{"constructor":{"prototype":{"polluted":"yes"}}}', ']'),
);

const pollution: fc.Arbitrary<Hostile> = fc.constantFrom(
  raw('{"__proto__":{"polluted":"yes"}}'),
  raw('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  raw('{"__proto__":null}'),
  raw('{"prototype":{"polluted":"yes"}}'),
);

/** Any hostile JSON value for a field: bad strings, wrong types, edge numbers, deep or poisoned objects. */
const hostileValue: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: edgeNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom('true', 'false', 'null', '[]', '{}', '[null]', '["a","b"]').map((j) => raw(j)),
  },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: pollution },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => raw(JSON.stringify(v))) },
);

/** Writes a body whose leaves may be Raw JSON text, keeping own `__proto__` keys as keys. */
function toJson(v: unknown): string {
  if (v instanceof Raw) return v.json;
  if (Array.isArray(v)) return `[${v.map(toJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .map((k) => `${JSON.stringify(k)}:${toJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

function clone<T>(v: T): T {
  return structuredClone(v);
}

/** Sets `value` at `path` in a copy of `body` (an own property, even when the key is `__proto__`). */
function setAt(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const root = body && typeof body === 'object' && !Array.isArray(body) ? clone(body) : {};
  let node = root as Record<string, unknown>;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
    } else {
      const next = node[key];
      const child = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
      Object.defineProperty(node, key, { value: child, enumerable: true, writable: true, configurable: true });
      node = child as Record<string, unknown>;
    }
  }
  return root;
}

function getAt(body: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined),
    body,
  );
}

const resolve = (h: Hostile, base: unknown) => (h instanceof Taint ? h.apply(base) : h);

/** Query-string values as they travel: encoded NUL, a lone surrogate's bytes (CESU-8), bad escapes. */
const hostileQueryValue: fc.Arbitrary<UrlPart> = fc
  .oneof(
    fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%C0%80', '%FF%FE', '%', '%zz', '%F0%9F%98%80', '', '%E2%80%AE'),
    fc.constant('a'.repeat(MB)),
    fc.string({ unit: 'binary', maxLength: 16 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
  )
  .map((s) => new UrlPart(s));

/** A query change: a field's value replaced, repeated (an array), nested, or a poisoned key added. */
type QueryChange = { name: string; shape: 'value' | 'repeat' | 'brackets' | 'poison'; value: UrlPart };

function queryString(base: Record<string, string>, change?: QueryChange): string {
  const parts = Object.entries(base).map(([k, v]) => [k, encodeURIComponent(v)] as [string, string]);
  if (change) {
    const { name, shape } = change;
    const value = change.value.text;
    const without = parts.filter(([k]) => k !== name);
    if (shape === 'value') without.push([name, value]);
    if (shape === 'repeat') without.push([name, value], [name, value]);
    if (shape === 'brackets') without.push([`${name}[]`, value], [`${name}[__proto__][polluted]`, value]);
    if (shape === 'poison') without.push(['__proto__[polluted]', value], ['constructor[prototype][polluted]', value]);
    return without.map(([k, v]) => `${k}=${v}`).join('&');
  }
  return parts.map(([k, v]) => `${k}=${v}`).join('&');
}

/** Path segments: encoded NUL and lone surrogates, slashes, dots, far past maxParamLength. */
const hostileSegment: fc.Arbitrary<UrlPart> = fc
  .oneof(
    fc.constantFrom(
      '%00',
      'a%00b',
      '%ED%A0%80',
      '%C0%80',
      '%FF',
      '%',
      '%zz',
      '..',
      '%2E%2E',
      '%2F',
      'a%2Fb',
      '%F0%9F%98%80',
      'x'.repeat(201),
      'x'.repeat(100_000),
      '__proto__',
      'constructor',
    ),
    fc.constantFrom(...LOCATION_KEYS, 'migraine', 'A'.repeat(43)),
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  )
  .map((s) => new UrlPart(s));

const hostileContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=utf-8; charset=x',
  'application/JSON',
  'application/vnd.api+json',
  'x'.repeat(2000),
);

const hostileAuthorization = fc.constantFrom(
  'Bearer',
  'Bearer ',
  'Bearer x.y.z',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Basic YTpi',
  `Bearer ${'a'.repeat(10_000)}`,
  'bearer x',
);

/** Bodies that are not a JSON object at all, or not JSON. */
const hostileWholeBody = fc.oneof(
  hostileValue.map((h) => ({ text: resolve(h, '').json })),
  fc.constantFrom('', '{', '{"a":}', '\u0000', 'null', '[', '{"a":1}{"b":2}', '\ufeff{}').map((text) => ({ text })),
  fc.constant({ bytes: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]) }),
  fc.constant({ text: JSON.stringify({ a: 'a'.repeat(MB) }) }),
);

// --- The routes ------------------------------------------------------------------------------------

type Auth = 'none' | 'bearer' | 'optional';

interface Endpoint {
  auth?: Auth;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Valid values of the route's documented request headers. */
  headers?: Record<string, string>;
  /** A valid body; `n` is unique per request, for values that must be new each time. */
  body?: (n: number) => Record<string, unknown>;
  /** Other routes of the app this entry covers: its hostile path segments include their values. */
  covers?: string[];
}

const ACCOUNT_EMAIL = 'asha@example.org';
const PHONE = { phone: '98765 43210', dialCode: '+91' };
/** Well-formed, but no such token: a refused request must not rotate or revoke anything. */
const UNKNOWN_TOKEN = 'A'.repeat(43);
const NEW_PASSWORD = 'a brand new passphrase for the knee';
const profileBody = () => ({
  name: 'Asha Rao',
  age_range: '30-39',
  sex: 'female',
  body_type: 'average',
  consent: { agreed: true, notice_version: PROFILE_NOTICE_VERSION },
});

const historyConsentBody = () => ({ agreed: true, notice_version: HISTORY_NOTICE_VERSION });
const assessmentBody = () => ({
  answers: {
    painLocation: { id: 'knee-left', key: 'knee' },
    sex: 'female',
    weight: 72.5,
    age_range: { min: 58, max: 58 },
    age_range_key: '58',
    symptoms: { gradual_onset: 1, not_sure: 1 },
    flags: { gradual_onset__onset: true, not_sure__swelling: true },
  },
  triage: 'see-doctor',
  conditions: [{ disease_short_name: 'knee_osteoarthritis', final_score: 72.31, difference_percentage: 0 }],
  kb_version: 'a1b2c3d4e5f6',
});
/** A saved assessment of the bearer account, made in beforeAll (a fuzzed request may delete it). */
let savedId = '00000000-0000-4000-8000-000000000000';

/** Every route of the app, with a valid request each run starts from. */
const ENDPOINTS: Record<string, Endpoint> = {
  'GET /healthz': {},
  'GET /readyz': {},
  'GET /api/site-config/': {},
  'GET /docs': {},
  'GET /docs/': {},
  'GET /docs/json': {},
  'GET /docs/yaml': {},
  'GET /docs/static/index.html': {},
  'GET /docs/static/swagger-initializer.js': {},
  'GET /docs/*': { params: { '*': 'static/swagger-ui.css' } },
  'GET /diagnosis/locations/': {},
  'GET /diagnosis/get-diseases/:painLocation/': {
    params: { painLocation: 'knee' },
    covers: LOCATION_KEYS.map((k) => `GET /diagnosis/get-diseases/${k}/`),
  },
  'GET /diagnosis/get-diagnosis-step/:painLocation/': {
    params: { painLocation: 'knee' },
    covers: LOCATION_KEYS.map((k) => `GET /diagnosis/get-diagnosis-step/${k}/`),
  },
  'GET /diagnosis/get-condition/:disease_short_name/': { params: { disease_short_name: 'migraine' } },
  'GET /diagnosis/get-video-by-disease/': { query: { diseases: 'migraine,tension_type_headache' } },
  'GET /diagnosis/get-tests-and-treatments/': {},
  'POST /api/login-user/': { body: (n) => ({ username: `fuzz${n}@example.org`, password: STRONG }) },
  'POST /api/token/refresh/': { body: () => ({ refresh: UNKNOWN_TOKEN }) },
  'POST /api/token/revoke/': { body: () => ({ refresh: UNKNOWN_TOKEN }) },
  'POST /user/create-account/': {
    body: (n) => ({ email: `new${n}@example.org`, password: STRONG, confirmPassword: STRONG }),
  },
  'POST /user/delete-user-account/': { auth: 'bearer', body: () => ({}) },
  'POST /user/logout-all/': { auth: 'bearer', body: () => ({}) },
  'GET /user/profile/': { auth: 'bearer' },
  'PUT /user/profile/': { auth: 'bearer', body: profileBody },
  'DELETE /user/profile/': { auth: 'bearer' },
  'PUT /user/language/': { auth: 'bearer', body: () => ({ language: 'hi' }) },
  'GET /user/export/': { auth: 'bearer' },
  'GET /user/assessments/consent/': { auth: 'bearer' },
  'PUT /user/assessments/consent/': { auth: 'bearer', body: historyConsentBody },
  'POST /user/assessments/': { auth: 'bearer', body: assessmentBody },
  'GET /user/assessments/': { auth: 'bearer', query: { location: 'knee', limit: '10', offset: '0' } },
  'GET /user/assessments/:id/': {
    auth: 'bearer',
    get params() {
      return { id: savedId };
    },
  },
  'DELETE /user/assessments/:id/': {
    auth: 'bearer',
    get params() {
      return { id: savedId };
    },
  },
  'DELETE /user/assessments/': { auth: 'bearer' },
  'DELETE /user/assessments/consent/': { auth: 'bearer' },
  'POST /user/forgot-password/': { body: () => ({ email: ACCOUNT_EMAIL }) },
  'POST /user/forgot-password-phone/': { body: () => ({ ...PHONE }) },
  // A number with no account and no code: a wrong code for it changes nothing.
  'POST /user/verify-reset-code/': { body: () => ({ phone: '91234 56789', dialCode: '+91', code: '123456' }) },
  // A link nobody was sent: it verifies nothing.
  'POST /user/verify-account/': { body: () => ({ token: UNKNOWN_TOKEN, password: 'lantern meadow quietly ferments' }) },
  // A number with no account: nothing is sent.
  'POST /user/resend-verification/': { body: () => ({ phone_number: '+919123456789' }) },
  'GET /user/set-password/:id/': { params: { id: UNKNOWN_TOKEN } },
  'POST /user/set-password/:id/': {
    params: { id: UNKNOWN_TOKEN },
    body: () => ({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
  },
  'POST /user/user-msg/': {
    auth: 'optional',
    headers: { 'idempotency-key': '0b7c6a55-3f0e-4d7e-9c4b-2d1e8f7a6b5c' },
    body: (n) => ({ name: 'Ravi', email: `ravi${n}@example.org`, msg: 'The knee page helped. Thank you!' }),
  },
};

/** The app's routes as `METHOD /path`, read from printRoutes (HEAD is Fastify's copy of GET). */
function appRoutes(app: App): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack.push(path);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

interface OpenApiSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
}
interface Operation {
  parameters?: { in: string; name: string; schema: OpenApiSchema }[];
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
  security?: unknown[];
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** `METHOD /path/:param/` for an OpenAPI path and method. */
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

interface Field {
  path: string[];
  /** Free text (not an enum or a constant): must refuse what PostgreSQL cannot store. */
  text: boolean;
  /** A list of free text. */
  list?: boolean;
}

const isText = (s: OpenApiSchema | undefined) => s?.type === 'string' && !s.enum && s.const === undefined;

/** Every field of a JSON schema, nested ones too. */
function fieldsOf(schema: OpenApiSchema | undefined, path: string[] = []): Field[] {
  if (!schema) return [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (alternatives.length > 0) {
    const seen = new Map<string, Field>();
    for (const f of alternatives.flatMap((s) => fieldsOf(s, path))) seen.set(f.path.join('.'), f);
    return [...seen.values()];
  }
  const list = schema.type === 'array' && isText(schema.items);
  const here = path.length > 0 ? [{ path, text: isText(schema) || list, list }] : [];
  const nestedFields = Object.entries(schema.properties ?? {}).flatMap(([k, s]) => fieldsOf(s, [...path, k]));
  return [...here, ...nestedFields];
}

// --- The harness -----------------------------------------------------------------------------------

let app: App;
let tables: string[] = [];
let access = '';
let requests = 0;

/** A new client address per request, so per-address limits never hide what the handler would do. */
const nextAddress = () => {
  const n = ++requests;
  return { n, ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
};

/** Every row of every table, as the database holds it. */
async function snapshot(): Promise<Record<string, string>> {
  const select = tables
    .map((t) => `(SELECT coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '') FROM ${t} r) AS ${t}`)
    .join(', ');
  const [row] = await app.database.query<Record<string, string>>(`SELECT ${select}`);
  return row!;
}

/** Lets mail queued by a request go out now, so a delivery never lands between two snapshots. */
async function settle() {
  await new Promise((r) => setImmediate(r));
  await app.outbox.drain();
}

/** The bearer account, logged in; signed up again if a fuzzed request deleted it. */
async function ensureSession() {
  const res = await app.inject({ url: '/user/profile/', headers: bearer(access) });
  if (res.statusCode === 200) return;
  const [user] = await app.database.query('SELECT id FROM users WHERE email = $1', [ACCOUNT_EMAIL]);
  if (!user) {
    // The fuzz deletes and makes this account again many times an hour: the limit on links sent to
    // one address (3 an hour) is not what it is about.
    await app.throttle.clear(RULES.resetPerTarget, ACCOUNT_EMAIL);
    const created = await register(app, { email: ACCOUNT_EMAIL, password: STRONG, confirmPassword: STRONG });
    expect(created.statusCode, created.body).toBe(201);
  }
  const res2 = await login(app, ACCOUNT_EMAIL, STRONG, nextAddress().ip);
  expect(res2.statusCode, res2.body).toBe(200);
  access = res2.json().access;
  await settle();
}

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Sends one request and checks what must hold whatever the input. */
async function sendAndCheck(req: Sent) {
  const before = await snapshot();
  const { ip } = nextAddress();
  const res = await app.inject({ ...req, remoteAddress: ip });
  await settle();
  const what = `${req.method} ${req.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
  if (res.statusCode >= 400) {
    if (req.method !== 'HEAD') {
      // A refusal says why, in JSON.
      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
      const body = res.json() as { code?: unknown; message?: unknown };
      // Fastify's own refusals (an undecodable address, a parameter over its length) too
      // (frameworkErrors in app.ts).
      expect(ErrorBody.safeParse(body).success, what).toBe(true);
      expect(typeof body.message, what).toBe('string');
    }
    const after = await snapshot();
    for (const t of tables) expect(after[t], `${what}: table ${t} changed on a refused request`).toBe(before[t]);
  }
  return res;
}

type Target =
  | { kind: 'field'; path: string[] }
  | { kind: 'body' }
  | { kind: 'extra-key' }
  | { kind: 'query' }
  | { kind: 'param'; name: string }
  | { kind: 'headers' };

const POISON_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__', ''];

/** The hostile change a run makes to the endpoint's valid request, for one target. */
function changeFor(target: Target, queryNames: string[]): fc.Arbitrary<unknown> {
  switch (target.kind) {
    case 'field':
      return hostileValue;
    case 'body':
      return hostileWholeBody;
    case 'extra-key':
      return fc.record({ key: fc.constantFrom(...POISON_KEYS, 'extra'), value: hostileValue, nested: fc.boolean() });
    case 'query':
      return fc.record({
        name: fc.constantFrom(...queryNames, 'x', '__proto__'),
        shape: fc.constantFrom('value', 'repeat', 'brackets', 'poison'),
        value: hostileQueryValue,
      });
    case 'param':
      return hostileSegment;
    case 'headers':
      return fc.record({ contentType: fc.option(hostileContentType), authorization: fc.option(hostileAuthorization) });
  }
}

function buildRequest(
  route: string,
  e: Endpoint,
  method: string,
  target: Target,
  change: unknown,
  authenticated: boolean,
): Sent {
  const n = requests + 1;
  const pattern = route.slice(route.indexOf(' ') + 1);
  const params = { ...e.params };
  if (target.kind === 'param') params[target.name] = (change as UrlPart).text;
  else for (const [k, v] of Object.entries(params)) params[k] = encodeURIComponent(v).replace(/%2F/g, '/');
  let url = pattern.replace(/:([A-Za-z_]+)|\*/g, (m, name?: string) => params[name ?? '*'] ?? m);
  const query = queryString(e.query ?? {}, target.kind === 'query' ? (change as QueryChange) : undefined);
  if (query) url += `?${query}`;

  const headers: Record<string, string> = {};
  if (authenticated) Object.assign(headers, bearer(access));
  let payload: string | Buffer | undefined;
  const base = e.body?.(n);
  if (target.kind === 'field') {
    const value = resolve(change as Hostile, getAt(base, target.path));
    payload = toJson(setAt(base, target.path, value));
  } else if (target.kind === 'extra-key') {
    const { key, value, nested } = change as { key: string; value: Hostile; nested: boolean };
    const firstObject = Object.keys(base ?? {}).find((k) => {
      const v = (base as Record<string, unknown>)[k];
      return v && typeof v === 'object';
    });
    const path = nested && firstObject ? [firstObject, key] : [key];
    payload = toJson(setAt(base ?? {}, path, resolve(value, '')));
  } else if (target.kind === 'body') {
    const b = change as { text?: string; bytes?: Buffer };
    payload = b.bytes ?? b.text ?? '';
  } else if (base !== undefined) {
    payload = toJson(base);
  }
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (target.kind === 'headers') {
    const { contentType, authorization } = change as { contentType: string | null; authorization: string | null };
    if (contentType !== null) headers['content-type'] = contentType;
    if (authorization !== null) headers.authorization = authorization;
    if (payload === undefined) payload = '{}';
  }
  return { method, url, headers, ...(payload !== undefined ? { payload } : {}) };
}

// --- The tests ---------------------------------------------------------------------------------------

let doc: OpenApi;

beforeAll(async () => {
  // One app for the whole file, on the worker's database emptied for it: the routes are fuzzed
  // against the rows stored here.
  app = await buildForFile();
  tables = (
    await app.database.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    )
  ).map((r) => r.table_name);
  doc = (await app.inject('/docs/json')).json() as OpenApi;
  // Something stored in every table, so a refused request has something to change.
  await ensureSession();
  const put = await app.inject({
    method: 'PUT',
    url: '/user/profile/',
    headers: bearer(access),
    payload: profileBody(),
  });
  expect(put.statusCode, put.body).toBe(200);
  const msg = await app.inject({
    method: 'POST',
    url: '/user/user-msg/',
    headers: bearer(access),
    payload: { name: 'Asha', email: ACCOUNT_EMAIL, msg: 'Hello' },
  });
  expect(msg.statusCode, msg.body).toBe(201);
  expect(
    (await register(app, { ...PHONE, password: STRONG, confirmPassword: STRONG })).statusCode,
    'phone account',
  ).toBe(201);
  const consent = await app.inject({
    method: 'PUT',
    url: '/user/assessments/consent/',
    headers: bearer(access),
    payload: historyConsentBody(),
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const saved = await app.inject({
    method: 'POST',
    url: '/user/assessments/',
    headers: bearer(access),
    payload: assessmentBody(),
  });
  expect(saved.statusCode, saved.body).toBe(201);
  savedId = saved.json().id;
  await app.inject({ method: 'POST', url: '/user/forgot-password/', payload: { email: ACCOUNT_EMAIL } });
  await app.inject({ method: 'POST', url: '/user/forgot-password-phone/', payload: { ...PHONE } });
  await settle();
});

afterAll(async () => {
  await app?.close();
});

describe(`fuzzing every route (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('has an entry for every route the app lists and every operation of its OpenAPI document', () => {
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'profiles',
        'refresh_tokens',
        'one_time_tokens',
        'contact_messages',
        'consent_events',
        'history_consents',
        'saved_assessments',
        'outbox',
        'schema_migrations',
      ]),
    );
    const covered = new Set(Object.entries(ENDPOINTS).flatMap(([route, e]) => [route, ...(e.covers ?? [])]));
    const listed = appRoutes(app);
    expect(listed.length).toBeGreaterThan(30);
    const missing = listed.filter((r) => !covered.has(r.replace(/^HEAD /, 'GET ')));
    expect(missing, 'routes with no fuzz entry: add them to ENDPOINTS').toEqual([]);
    const stale = [...covered].filter((r) => !listed.includes(r));
    expect(stale, 'fuzz entries for routes the app does not have').toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => routeKey(m, path)),
    );
    expect(documented.filter((r) => !ENDPOINTS[r])).toEqual([]);
  });

  it('refuses NUL and lone surrogates in every text field of every request with a 400 that says so', async () => {
    await ensureSession();
    let checked = 0;
    const failures: string[] = [];
    /** Sends the request; it must be refused with 400 and the message, whatever the field. */
    const expectRefused = async (req: Sent, what: string) => {
      checked++;
      try {
        const res = await sendAndCheck(req);
        const message = res.statusCode === 400 ? String((res.json() as { message?: unknown }).message) : '';
        if (!message.includes(UNSTORABLE_TEXT)) failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      } catch (e) {
        failures.push(`${what}: ${(e as Error).message.slice(0, 200)}`);
      }
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const route = routeKey(method, path);
        const e = ENDPOINTS[route]!;
        const authenticated = e.auth === 'bearer';
        const bodyFields = fieldsOf(op.requestBody?.content['application/json']?.schema).filter((f) => f.text);
        for (const field of bodyFields) {
          for (const char of ['\u0000', '\ud800', '\udfff']) {
            await ensureSession();
            const tainted = new Taint(1, char);
            const value = field.list ? raw(`[${tainted.apply('text').json}]`) : tainted;
            const req = buildRequest(
              route,
              e,
              method.toUpperCase(),
              { kind: 'field', path: field.path },
              value,
              authenticated,
            );
            await expectRefused(req, `${route} ${field.path.join('.')} ${JSON.stringify(char)}`);
          }
        }
        for (const p of op.parameters ?? []) {
          if (p.schema.type !== 'string' || p.schema.enum) continue;
          if (p.in === 'header') {
            // The endpoint's valid request with the header's value tainted in the middle.
            const req = buildRequest(route, e, method.toUpperCase(), { kind: 'query' }, undefined, authenticated);
            const valid = e.headers?.[p.name] ?? 'text';
            req.headers[p.name] = `${valid.slice(0, 4)}\u0000${valid.slice(4)}`;
            await expectRefused(req, `${route} header ${p.name} NUL`);
            continue;
          }
          const base = (p.in === 'path' ? e.params : e.query)?.[p.name] ?? 'text';
          const tainted = new UrlPart(`${encodeURIComponent(base.slice(0, 1))}%00${encodeURIComponent(base.slice(1))}`);
          const req =
            p.in === 'path'
              ? buildRequest(route, e, method.toUpperCase(), { kind: 'param', name: p.name }, tainted, authenticated)
              : buildRequest(
                  route,
                  e,
                  method.toUpperCase(),
                  { kind: 'query' },
                  { name: p.name, shape: 'value', value: tainted } satisfies QueryChange,
                  authenticated,
                );
          await expectRefused(req, `${route} ${p.in} ${p.name} NUL`);
        }
      }
    }
    // Sign-up (5 fields), login (2), refresh and revoke (1 each), reset (email, phone, code…), contact (3)…
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });

  const variants = Object.entries(ENDPOINTS).flatMap(([route, e]) =>
    e.auth === 'bearer' || e.auth === 'optional'
      ? [
          { route, e, authenticated: false },
          { route, e, authenticated: true },
        ]
      : [{ route, e, authenticated: false }],
  );

  it.each(variants)('$route (authenticated: $authenticated)', async ({ route, e, authenticated }) => {
    const [method, path] = route.split(' ') as [string, string];
    const op = doc.paths[path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[method.toLowerCase()];
    const bodyFields = fieldsOf(op?.requestBody?.content['application/json']?.schema);
    const fields = [
      ...bodyFields.map((f) => f.path),
      // A field the schema does not know is ignored or refused, never a 500.
      ...Object.keys(e.body?.(0) ?? {})
        .filter((k) => !bodyFields.some((f) => f.path.join('.') === k))
        .map((k) => [k]),
    ];
    const queryNames = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    const targets: Target[] = [
      ...fields.map((p): Target => ({ kind: 'field', path: p })),
      { kind: 'body' },
      { kind: 'extra-key' },
      { kind: 'query' },
      ...Object.keys(e.params ?? {}).map((name): Target => ({ kind: 'param', name })),
      { kind: 'headers' },
    ];
    const methods = method === 'GET' ? ['GET', 'HEAD'] : [method];
    for (const target of targets) {
      const numRuns = target.kind === 'field' || target.kind === 'param' ? FIELD_RUNS : OTHER_RUNS;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...methods), changeFor(target, queryNames), async (m, change) => {
          if (authenticated) await ensureSession();
          const res = await sendAndCheck(buildRequest(route, e, m, target, change, authenticated));
          if (authenticated && res.statusCode < 300) await ensureSession();
        }),
        { seed: SEED, numRuns },
      );
    }
  });
});
