import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedByKey, known, useLoaded, type Cached } from './cache.ts';

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

afterEach(cleanup);

function Shows({ source }: { source: Cached<string> }) {
  const loaded = useLoaded(source, 'k');
  if (loaded.status === 'rejected') {
    return (
      <button type="button" onClick={loaded.retry}>
        retry
      </button>
    );
  }
  return <p>{loaded.data}</p>;
}

// Rendered inside an awaited act(), as React wants for components that suspend.
const show = (source: Cached<string>) =>
  act(async () => {
    render(
      <Suspense fallback={<p>pending</p>}>
        <Shows source={source} />
      </Suspense>,
    );
  });

describe('useLoaded over a cache', () => {
  it('shows the Suspense fallback while pending, then the data', async () => {
    let answer!: (v: string) => void;
    await show(cachedByKey(() => new Promise<string>((r) => (answer = r))));
    expect(screen.getByText('pending')).toBeTruthy();
    await act(async () => answer('the data'));
    expect(screen.getByText('the data')).toBeTruthy();
  });

  it('shows a failure (asking once, not again on every render), and retry asks the server again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<(key: string) => Promise<string>>().mockRejectedValueOnce(new Error('offline'));
    await show(cachedByKey(load));
    const retry = await screen.findByRole('button', { name: 'retry' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
    load.mockResolvedValueOnce('second try');
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('second try')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads a value known at once without suspending', () => {
    render(
      <Suspense fallback={<p>pending</p>}>
        <Shows source={known('at once')} />
      </Suspense>,
    );
    expect(screen.getByText('at once')).toBeTruthy();
  });
});
