import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serverOptions, SOCKET_LIMITS } from '../../src/app.ts';
import { build, testConfig } from '../helper.ts';

/**
 * A client that sends its headers or body a byte at a time, or never finishes, held its socket for
 * ever (Fastify's requestTimeout and connectionTimeout were 0, and the site may be reached without
 * a proxy). The limits come from serverOptions; here they are made small so the test is quick, and
 * the test waits for the server to close the socket (an event), with only a generous guard against
 * a hang — never a tight clock.
 */

/** Small limits for the test: the same wiring as production, in milliseconds instead of seconds. */
const SMALL = { requestMs: 1500, headersMs: 1000, idleMs: 3000, checkEveryMs: 100 };
/** Far above SMALL on any machine; reached only when the server never closes the socket. */
const GUARD_MS = 60_000;

interface Trickle {
  /** Resolves with what the server wrote when it closes the socket; rejects after GUARD_MS. */
  closed: Promise<string>;
}

/** Writes `head` at once, then one byte of `drip` at a time (never all of it), until the server closes. */
function trickle(port: number, head: string, drip: string): Trickle {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  let i = 0;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('connect', () => {
    socket.write(head);
    // Fast enough that the connection is never idle for idleMs: only the whole-request limits apply.
    timer = setInterval(() => {
      if (!socket.destroyed && i < drip.length - 1) socket.write(drip[i++]!);
    }, 200);
  });
  const closed = new Promise<string>((resolve, reject) => {
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a trickling socket open for ${GUARD_MS / 1000} s`));
    }, GUARD_MS);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(guard);
      clearInterval(timer);
      resolve(received);
    });
  });
  return { closed };
}

async function listening(limits = SMALL) {
  const app = await build({}, undefined, { server: serverOptions(testConfig(), limits) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

describe('requests that never finish arriving', () => {
  it('has time limits on a request, its headers and an idle connection, the headers one the shortest', () => {
    const options = serverOptions(testConfig());
    expect(options.requestTimeout).toBe(SOCKET_LIMITS.requestMs);
    expect(options.connectionTimeout).toBe(SOCKET_LIMITS.idleMs);
    expect(SOCKET_LIMITS.requestMs).toBeGreaterThan(0);
    expect(SOCKET_LIMITS.headersMs).toBeGreaterThan(0);
    expect(SOCKET_LIMITS.headersMs).toBeLessThan(SOCKET_LIMITS.requestMs);
    expect(SOCKET_LIMITS.idleMs).toBeGreaterThan(SOCKET_LIMITS.requestMs);
    expect(options.http).toMatchObject({ headersTimeout: SOCKET_LIMITS.headersMs });
  });

  it('cuts a body that trickles in and never ends, with a 408 in the API error shape', async () => {
    const port = await listening();
    const body = JSON.stringify({ name: 'Asha', email: 'asha@example.org', msg: 'x'.repeat(2000) });
    const { closed } = trickle(
      port,
      `POST /user/user-msg/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"BAD_REQUEST"');
    expect(answer).toContain('took too long');
  });

  it('cuts headers that trickle in and never end (slowloris)', async () => {
    const port = await listening();
    const { closed } = trickle(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', `X-Slow: ${'a'.repeat(5000)}`);
    expect(await closed).toMatch(/^HTTP\/1\.1 408 /);
  });
});
