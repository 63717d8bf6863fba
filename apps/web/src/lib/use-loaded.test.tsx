import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedByKey, type Cached } from './cache.ts';
import { known, useLoaded } from './use-loaded.ts';

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
