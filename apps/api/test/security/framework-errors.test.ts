import { connect } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/logger.ts';
import { WORDS } from '../../src/wording/index.ts';
import { build } from '../helper.ts';

/**
 * Answers that Fastify or Node's HTTP parser make on their own (a malformed address, a path
 * parameter over its length, oversized headers, a garbled request, the 503 while shutting down)
 * carry the same security headers and the same error body as every other API error.
 */

const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};

function expectApiError(headers: Record<string, unknown>, body: string, status: number) {
  for (const [name, value] of Object.entries(API_HEADERS)) expect(headers[name], name).toBe(value);
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
  const parsed = JSON.parse(body) as { code: string; message: string };
  expect(parsed.code).toMatch(/^[A-Z_]+$/);
  expect(parsed.message.length).toBeGreaterThan(10);
  expect(Object.keys(parsed).sort()).toEqual(['code', 'message']);
  expect(status).toBeGreaterThanOrEqual(400);
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A raw connection: write bytes when you like; `answers` are the HTTP answers read until it closes. */
function openRaw(port: number): { write(bytes: string): void; answers: Promise<RawAnswer[]> } {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  const answers = new Promise<string>((resolve, reject) => {
    let data = '';
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', (err) => (data ? resolve(data) : reject(err)));
    socket.on('close', () => resolve(data));
  }).then(parseAnswers);
  return { write: (bytes) => socket.write(bytes), answers };
}

function parseAnswers(text: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/')) {
    const split = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, split).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    const length = Number(headers['content-length'] ?? rest.length);
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(split + 4, split + 4 + length),
    });
    rest = rest.slice(split + 4 + length);
  }
  return answers;
}

/** Sends raw bytes on a new connection; the first answer. */
async function rawRequest(port: number, bytes: string): Promise<RawAnswer> {
  const raw = openRaw(port);
  raw.write(bytes);
  const [first] = await raw.answers;
  return first!;
}

describe("Fastify's and Node's own error answers", () => {
  it('answers a malformed address with 400 and the API error body and headers', async () => {
    const app = await build();
    const res = await app.inject('/diagnosis/get-condition/%E0%A4%A/');
    expect(res.statusCode).toBe(400);
    expectApiError(res.headers, res.body, res.statusCode);
    // Said in the language asked for, as every refusal is (decision 048).
    const hindi = await app.inject({ url: '/diagnosis/get-condition/%E0%A4%A/', headers: { 'accept-language': 'hi' } });
    expect(hindi.headers['content-language']).toBe('hi');
    expect(hindi.json().message).toBe(WORDS.hi.addressNotValid);
  });

  it('answers a path parameter over its length with 414 and the API error body and headers', async () => {
    const app = await build();
    const res = await app.inject(`/diagnosis/get-condition/${'a'.repeat(300)}/`);
    expect(res.statusCode).toBe(414);
    expectApiError(res.headers, res.body, res.statusCode);
  });

  it('answers oversized headers (431) and a garbled request (400) from the HTTP parser the same way', async () => {
    const app = await build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const big = await rawRequest(port, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(big.status).toBe(431);
    expectApiError(big.headers, big.body, big.status);

    const garbled = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbled.status).toBe(400);
    expectApiError(garbled.headers, garbled.body, garbled.status);
  });

  it('answers requests that arrive while shutting down with 503, Retry-After and the API error body', async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const slowStarted = new Promise<void>((r) => (started = r));
    let closingBegan: () => void = () => undefined;
    const preClose = new Promise<void>((r) => (closingBegan = r));
    let lateAnswered: () => void = () => undefined;
    const lateSent = new Promise<void>((r) => (lateAnswered = r));
    const app = await build({}, (a) => {
      a.addHook('onSend', async (request) => {
        if (request.url === '/healthz') lateAnswered();
      });
      a.get('/api/slow-test', async () => {
        started();
        await new Promise<void>((r) => (release = r));
        return { done: true };
      });
      a.addHook('preClose', (done) => {
        closingBegan();
        done();
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // A kept-alive connection whose first request is still running when shutting down begins: it
    // is not idle, so it stays open, and a second request arrives on it after closing began.
    const raw = openRaw(port);
    raw.write('GET /api/slow-test HTTP/1.1\r\nHost: x\r\n\r\n');
    await slowStarted;
    const closing = app.close();
    await preClose;
    raw.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    await lateSent;
    release();
    const [first, late] = await raw.answers;
    await closing;
    expect(first!.status).toBe(200);
    expect(late!.status).toBe(503);
    expect(Number(late!.headers['retry-after'])).toBeGreaterThan(0);
    expect(late!.headers.connection).toBe('close');
    expectApiError(late!.headers, late!.body, late!.status);
  });
});

describe('the API docs page', () => {
  it('redirects its static index to the docs once, whatever the query, instead of to itself', async () => {
    const app = await build();
    for (const url of ['/docs/static/index.html', '/docs/static/index.html?x=1', '/docs/static/index.html?a=b&c']) {
      let next = url;
      let hops = 0;
      let res = await app.inject(next);
      while (res.statusCode >= 300 && res.statusCode < 400) {
        expect(++hops, `${url} redirects more than once`).toBeLessThanOrEqual(1);
        next = new URL(String(res.headers.location), 'http://localhost').pathname;
        expect(next).not.toBe(new URL(url, 'http://localhost').pathname);
        res = await app.inject(next);
      }
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });
});

describe('log redaction', () => {
  it("keeps an error's code (a SQLSTATE or a Node code) in the log while secrets stay out", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions('info') as pino.LoggerOptions;
    const log = pino(options, sink);
    const err = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    log.error({ err }, 'request failed');
    log.info({ body: { password: 'hunter2-hunter2', refresh: 'r-secret', token: 't-secret' } }, 'something');
    const out = lines.join('');
    expect(out).toContain('"code":"23505"');
    for (const secret of ['hunter2-hunter2', 'r-secret', 't-secret']) expect(out).not.toContain(secret);
  });
});
