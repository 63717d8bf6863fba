import 'fake-indexeddb/auto';
import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { dropSession, login } from '../../lib/session.ts';
import { deleteKeptMessage, keptMessages } from '../../lib/offline/kept-messages.ts';
import { subscribeToasts, type ToastMessage } from '../../lib/toast.ts';
import { json, renderPage } from '../../test/render.tsx';
import { ContactPage } from './components/contact-page.tsx';
import { sendFromPage } from './keep-for-later.ts';

let fetchMock: Mock<typeof fetch>;
let toasts: ToastMessage[];
let unsubscribe: () => void;

beforeEach(() => {
  dropSession('idle');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  toasts = [];
  unsubscribe = subscribeToasts((t) => toasts.push(t));
});
afterEach(async () => {
  unsubscribe();
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'onLine');
  // Each test starts with nothing kept on the device.
  for (const kept of await keptMessages()) await deleteKeptMessage(kept.id);
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const value = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label).value;
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' });
/** Checks a call is the form's message, as filled in; gives its options. */
const expectSent = (call: Parameters<typeof fetch> | undefined) => {
  expect(call?.[0]).toBe(ACCOUNT_API.message);
  expect(JSON.parse(String(call?.[1]?.body))).toEqual({
    name: 'Asha',
    email: 'asha@example.com',
    msg: 'The knee page helped, thank you.',
  });
  return call?.[1];
};
const fill = () => {
  type('Name', 'Asha');
  type('Email', 'asha@example.com');
  type('Message', 'The knee page helped, thank you.');
};

describe('the contact form (docs/product.md §5, §8)', () => {
  it('enables Send Message only when name, e-mail and message are all filled in', () => {
    renderPage(<ContactPage />);
    expect(button().disabled).toBe(true);
    type('Name', 'Asha');
    expect(button().disabled).toBe(true);
    type('Email', 'asha@example.com');
    expect(button().disabled).toBe(true);
    type('Message', '   ');
    expect(button().disabled).toBe(true);
    type('Message', 'Hello');
    expect(button().disabled).toBe(false);
    type('Name', '');
    expect(button().disabled).toBe(true);
  });

  it('sends the message as a visitor, says so and clears the form', async () => {
    renderPage(<ContactPage />);
    fill();
    fetchMock.mockResolvedValueOnce(json(201, { message: 'Thanks.' }));
    fireEvent.click(button());
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'success', message: 'Your message has been sent successfully' }]),
    );
    const init = expectSent(fetchMock.mock.calls[0]);
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect([value('Name'), value('Email'), value('Message')]).toEqual(['', '', '']);
  });

  it('sends the bearer token when logged in', async () => {
    const token = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }))}.s`;
    login(token);
    renderPage(<ContactPage />);
    fill();
    fetchMock.mockResolvedValueOnce(json(201, { message: 'Thanks.' }));
    fireEvent.click(button());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization')).toBe(`Bearer ${token}`);
  });

  it.each([
    [json(500, { code: 'INTERNAL', message: 'boom' }), 'Something went wrong. Please try again later'],
    [json(429, { code: 'RATE_LIMITED', message: 'Please wait 10 minutes.' }), 'Please wait 10 minutes.'],
  ])('reports failure %# and keeps what was typed', async (answer, message) => {
    renderPage(<ContactPage />);
    fill();
    if (answer instanceof Response) fetchMock.mockResolvedValueOnce(answer);
    else fetchMock.mockRejectedValueOnce(answer);
    fireEvent.click(button());
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message }]));
    expect(value('Message')).toBe('The knee page helped, thank you.');
  });

  const offline = (off: boolean) => Object.defineProperty(navigator, 'onLine', { value: !off, configurable: true });
  const keyOf = (call: Parameters<typeof fetch> | undefined) => new Headers(call?.[1]?.headers).get('idempotency-key');
  const waiting = () => screen.queryByRole('region', { name: 'Waiting to be sent' });
  /** Writes and sends the message offline: it is kept and listed. */
  const keepOffline = async () => {
    offline(true);
    renderPage(<ContactPage />);
    fill();
    fireEvent.click(button());
    await waitFor(() => expect(waiting()).not.toBeNull());
  };

  it('keeps a message written offline on the device, says so, and sends it once back online', async () => {
    offline(true);
    renderPage(<ContactPage />);
    fill();
    fireEvent.click(button());
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          kind: 'info',
          message:
            'You are offline, so your message is kept on this device. It will be sent by itself when you are back online.',
        },
      ]),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect([value('Name'), value('Email'), value('Message')]).toEqual(['', '', '']);
    await waitFor(() => expect(waiting()?.textContent).toContain('The knee page helped, thank you.'));
    expect(waiting()?.textContent).toContain('Kept on this device. It will be sent when you are back online.');

    // No service worker here: the page sends it itself when the browser is back online.
    fetchMock.mockResolvedValueOnce(json(201, { message: 'Thanks.' }));
    offline(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(waiting()).toBeNull());
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({ kind: 'success', message: 'Your message has been sent successfully' }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expectSent(fetchMock.mock.calls[0]);
    expect(keyOf(fetchMock.mock.calls[0])).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(await keptMessages()).toEqual([]);
  });

  it('keeps a message whose send met no network, to send it again under the same key', async () => {
    renderPage(<ContactPage />);
    fill();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(button());
    await waitFor(() => expect(waiting()?.textContent).toContain('The knee page helped, thank you.'));
    expect(toasts.map((t) => t.kind)).toEqual(['info']);
    const [kept] = await keptMessages();
    expect(kept?.id).toBe(keyOf(fetchMock.mock.calls[0]));
  });

  it('keeps a message the server refuses when it is sent later, says why, and can try again or delete it', async () => {
    await keepOffline();
    fetchMock.mockResolvedValueOnce(json(429, { code: 'RATE_LIMITED', message: 'Please wait 10 minutes.' }));
    offline(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(waiting()?.textContent).toContain('Not sent: Please wait 10 minutes.'));
    expect(toasts.at(-1)?.kind).toBe('error');
    // Refused: not sent again by itself.
    expect(await sendFromPage()).toBe('done');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(json(201, { message: 'Thanks.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(waiting()).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(keyOf(fetchMock.mock.calls[1])).toBe(keyOf(fetchMock.mock.calls[0]));
  });

  it('deletes a kept message on request, so it is never sent', async () => {
    await keepOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Do not send' }));
    await waitFor(() => expect(waiting()).toBeNull());
    expect(toasts.at(-1)?.message).toBe('The message is deleted from this device and will not be sent.');
    offline(false);
    expect(await sendFromPage()).toBe('done');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a message kept while logged in with that account’s session only', async () => {
    const tokenOf = (sub: string) => `h.${btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 900 }))}.s`;
    const asha = tokenOf('9f1c2d3e-0000-4000-8000-000000000001');
    login(asha);
    offline(true);
    const { unmount } = renderPage(<ContactPage />);
    fill();
    fireEvent.click(button());
    await waitFor(() => expect(waiting()).not.toBeNull());
    expect((await keptMessages())[0]?.account).toBe('9f1c2d3e-0000-4000-8000-000000000001');
    unmount();

    // Someone else logs in on this device before the network returns: it goes as a visitor's.
    login(tokenOf('9f1c2d3e-0000-4000-8000-000000000002'));
    fetchMock.mockImplementation(async () => json(201, { message: 'Thanks.' }));
    offline(false);
    renderPage(<ContactPage />);
    const sends = () => fetchMock.mock.calls.filter(([url]) => url === ACCOUNT_API.message);
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(new Headers(sends()[0]![1]?.headers).has('authorization')).toBe(false);
  });

  it('sends a message kept while logged in with that account’s bearer token while it is logged in', async () => {
    const token = `h.${btoa(JSON.stringify({ sub: 'acc-1', exp: Math.floor(Date.now() / 1000) + 900 }))}.s`;
    login(token);
    offline(true);
    fetchMock.mockImplementation(async () => json(201, { message: 'Thanks.' }));
    renderPage(<ContactPage />);
    fill();
    fireEvent.click(button());
    await waitFor(() => expect(waiting()).not.toBeNull());
    offline(false);
    window.dispatchEvent(new Event('online'));
    const sends = () => fetchMock.mock.calls.filter(([url]) => url === ACCOUNT_API.message);
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(new Headers(sends()[0]![1]?.headers).get('authorization')).toBe(`Bearer ${token}`);
  });
});
