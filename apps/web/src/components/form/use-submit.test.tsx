import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, messageFor } from '../../lib/api-client.ts';
import { subscribeToasts, type ToastMessage } from '../../lib/toast.ts';
import { FormMessage } from './field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useSubmit, type SubmitOptions } from './use-submit.ts';

afterEach(cleanup);

/** A request the test answers when it wants, to look at the form while it runs. */
function pending() {
  let settle!: { resolve(v?: string): void; reject(e: unknown): void };
  const promise = new Promise<string | undefined>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

function TestForm({ options }: { options: Partial<SubmitOptions<string>> }) {
  const field = useRef<HTMLInputElement>(null);
  const submit = useSubmit<string>({
    failed: (e) => messageFor(e, 'Something failed'),
    refocus: () => field.current,
    send: () => Promise.resolve(undefined),
    ...options,
  } as SubmitOptions<string>);
  return (
    <form aria-label="Test" onSubmit={submit.onSubmit}>
      <FormMessage error={submit.error} />
      <input ref={field} aria-label="Field" />
      <SubmitButton busy={submit.busy} disabled={!submit.ready}>
        Send
      </SubmitButton>
      {/* Two submits before React draws the first one's busy state. */}
      <button
        type="button"
        onClick={() => {
          void submit.run();
          void submit.run();
        }}
      >
        Twice
      </button>
    </form>
  );
}

const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
const alert = () => screen.getByRole('alert').textContent;
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Test' }));

describe('useSubmit', () => {
  it('is busy while the request runs, ignores a second submit meanwhile, and is ready again after', async () => {
    const request = pending();
    const send = vi.fn(() => request.promise);
    render(<TestForm options={{ send }} />);
    submit();
    expect(button().disabled).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    submit();
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => request.resolve());
    expect(button().disabled).toBe(false);
    expect(button().getAttribute('aria-busy')).toBeNull();
  });

  it('ignores a second submit in the same tick, before the busy state is drawn', async () => {
    const request = pending();
    const send = vi.fn(() => request.promise);
    render(<TestForm options={{ send }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Twice' }));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => request.resolve());
  });

  it('puts a refused request’s own words in the alert, ends busy and gives the focus back', async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', 'Too many tries. Wait 5 minutes.'));
    render(<TestForm options={{ send }} />);
    submit();
    await waitFor(() => expect(alert()).toBe('Too many tries. Wait 5 minutes.'));
    expect(button().disabled).toBe(false);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Field'));

    // Sent again, the old message goes at once.
    const request = pending();
    send.mockReturnValueOnce(request.promise);
    submit();
    expect(alert()).toBe('');
    expect(send).toHaveBeenCalledTimes(2);
    await act(async () => request.resolve());
  });

  it('says the form’s fallback for a fault, and shows a message the request resolved to', async () => {
    const send = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('No tokens');
    render(<TestForm options={{ send }} />);
    submit();
    await waitFor(() => expect(alert()).toBe('Something failed'));
    submit();
    await waitFor(() => expect(alert()).toBe('No tokens'));
    expect(button().disabled).toBe(false);
  });

  it('sends nothing until ready, and leaves the alert alone then', async () => {
    const send = vi.fn().mockResolvedValue('Refused');
    const { rerender } = render(<TestForm options={{ send }} />);
    submit();
    await waitFor(() => expect(alert()).toBe('Refused'));
    rerender(<TestForm options={{ send, ready: false }} />);
    expect(button().disabled).toBe(true);
    submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(alert()).toBe('Refused');
  });

  it('sends what the check returns, and nothing when it finds a problem', async () => {
    const send = vi.fn(() => Promise.resolve(undefined));
    const check = vi.fn<() => string | undefined>().mockReturnValueOnce(undefined).mockReturnValueOnce('checked');
    render(<TestForm options={{ send, check }} />);
    submit();
    expect(send).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);
    submit();
    expect(send).toHaveBeenCalledWith('checked');
    await waitFor(() => expect(button().disabled).toBe(false));
  });

  it('stays busy after a success that leaves the form, so nothing is sent twice while the next page loads', async () => {
    const send = vi.fn(() => Promise.resolve(undefined));
    render(<TestForm options={{ send, leaves: true }} />);
    submit();
    await act(async () => undefined);
    expect(button().disabled).toBe(true);
    submit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('says a failure in a toast instead when asked, and nothing when the form said it itself', async () => {
    const toasts: ToastMessage[] = [];
    const stop = subscribeToasts((t) => toasts.push(t));
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom'))
      .mockRejectedValueOnce(new ApiError(403, 'FORBIDDEN', 'Beside the field'));
    const failed = (e: unknown) => (e instanceof ApiError && e.status === 403 ? undefined : 'Could not do it');
    render(<TestForm options={{ send, failed, tell: 'toast' }} />);
    submit();
    await waitFor(() =>
      expect(toasts).toEqual([expect.objectContaining({ kind: 'error', message: 'Could not do it' })]),
    );
    expect(alert()).toBe('');
    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(toasts).toHaveLength(1);
    stop();
  });
});

describe('SubmitButton', () => {
  it('is a submit button, disabled and marked busy only while busy', () => {
    const { rerender } = render(<SubmitButton busy={false}>Go</SubmitButton>);
    const go = screen.getByRole<HTMLButtonElement>('button', { name: 'Go' });
    expect(go.type).toBe('submit');
    expect(go.disabled).toBe(false);
    expect(go.hasAttribute('aria-busy')).toBe(false);
    rerender(
      <SubmitButton busy={false} disabled>
        Go
      </SubmitButton>,
    );
    expect(go.disabled).toBe(true);
    expect(go.hasAttribute('aria-busy')).toBe(false);
    rerender(
      <SubmitButton busy type="button">
        Go
      </SubmitButton>,
    );
    expect(go.disabled).toBe(true);
    expect(go.getAttribute('aria-busy')).toBe('true');
    expect(go.type).toBe('button');
  });
});
