import { describe, expect, it, vi } from 'vitest';
import { cachedByKey } from './cache.ts';

/** A load whose answers the test settles by hand, counting the calls per key. */
function manualLoad<T>() {
  const pending: { key: string; resolve(v: T): void; reject(e: unknown): void }[] = [];
  const load = vi.fn(
    (key: string) =>
      new Promise<T>((resolve, reject) => {
        pending.push({ key, resolve, reject });
      }),
  );
  return { load, pending };
}

describe('cachedByKey', () => {
  it('shares one request between concurrent callers of the same key, and keeps keys apart', async () => {
    const { load, pending } = manualLoad<string>();
    const get = cachedByKey(load);
    const a = get('knee');
    const b = get('knee');
    const c = get('head');
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(load.mock.calls.map(([k]) => k)).toEqual(['knee', 'head']);
    pending[0]!.resolve('knee data');
    pending[1]!.resolve('head data');
    await expect(a).resolves.toBe('knee data');
    await expect(c).resolves.toBe('head data');
  });

  it('keeps a result: later calls get the same settled promise without asking again', async () => {
    const { load, pending } = manualLoad<number>();
    const get = cachedByKey(load);
    const first = get('k');
    pending[0]!.resolve(1);
    await first;
    expect(get('k')).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a rejected promise, so a retry asks again and can succeed', async () => {
    const { load, pending } = manualLoad<string>();
    const get = cachedByKey(load);
    const failed = get('k');
    pending[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    const retry = get('k');
    expect(retry).not.toBe(failed);
    expect(load).toHaveBeenCalledTimes(2);
    pending[1]!.resolve('ok');
    await expect(retry).resolves.toBe('ok');
    expect(get('k')).toBe(retry);
  });

  it('does not let a late failure of a dropped attempt remove the newer one', async () => {
    const { load, pending } = manualLoad<string>();
    const get = cachedByKey(load);
    const old = get('k');
    get.drop('k');
    const fresh = get('k');
    pending[0]!.reject(new Error('late'));
    await expect(old).rejects.toThrow('late');
    expect(get('k')).toBe(fresh);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drop forgets one key or all of them (data that changes: the account after an edit)', async () => {
    const { load, pending } = manualLoad<string>();
    const get = cachedByKey(load);
    const a = get('a');
    const b = get('b');
    get.drop('a');
    expect(get('a')).not.toBe(a);
    expect(get('b')).toBe(b);
    get.drop();
    expect(get('b')).not.toBe(b);
    expect(load).toHaveBeenCalledTimes(4);
    for (const p of pending) p.resolve('x');
  });
});
