import { describe, expect, it } from 'vitest';
import { build } from '../helper.ts';

describe('graceful shutdown', () => {
  it('lets a request in flight finish, and turns new ones away, while closing', async () => {
    let release: () => void = () => undefined;
    let arrived: () => void = () => undefined;
    const inHandler = new Promise<void>((r) => (arrived = r));
    const app = await build({}, (a) =>
      a.get('/api/slow-test', async () => {
        arrived();
        await new Promise<void>((r) => (release = r));
        return { done: true };
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const inFlight = fetch(`${base}/api/slow-test`);
    // Closing starts once the request is in the handler (a fixed pause could end before it got there).
    await inHandler;
    const closing = app.close();
    const late = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
  });
});
