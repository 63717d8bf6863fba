// A start may take as long as the machine needs: on a busy machine the first start (which creates
// the embedded database) took over 10 s, and Fastify's plugin timeout then stopped the server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../helper.ts';
import { workerDatabase } from '../worker-database.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('start-up', () => {
  it('waits for a plugin however long it takes (no plugin timeout)', async () => {
    const app = await buildApp({ config: testConfig(), database: await workerDatabase() });
    let finish: () => void = () => undefined;
    const slowStep = new Promise<void>((resolve) => (finish = resolve));
    let loaded = false;
    // Fastify's default would stop the start after 10 s; a minute and a half of (fake) time passes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    // Not awaited: awaiting a registration loads it, and this one waits for the test.
    void app.register(async () => {
      await slowStep;
      loaded = true;
    });
    let failure: unknown;
    const ready = Promise.resolve(app.ready()).catch((err: unknown) => {
      failure = err;
    });
    await vi.advanceTimersByTimeAsync(90_000);
    expect(failure).toBeUndefined();
    expect(loaded).toBe(false);
    finish();
    vi.useRealTimers();
    await ready;
    expect(failure).toBeUndefined();
    expect(loaded).toBe(true);
    await app.close();
  });
});
