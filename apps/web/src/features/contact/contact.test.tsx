import 'fake-indexeddb/auto';
import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../../lib/session.ts';
import { deleteKeptMessage, keptMessages } from '../../lib/offline/kept-messages.ts';
import { anAccount, answer, mockApi, offline, refusal, type Call, type Route } from '../../test/api-mocks.ts';
import { renderPage } from '../../test/render.tsx';
import { ContactPage } from './components/contact-page.tsx';
import { sendFromPage } from './keep-for-later.ts';

const SEND: Route = `POST ${ACCOUNT_API.message}`;
const PROFILE: Route = `GET ${ACCOUNT_API.profile}`;
const api = mockApi();
const sent = () => answer('MessageOk', { message: 'Thanks.' }, 201);
/** A logged-in person's page reads their account, to fill in their e-mail. */
const accountRead = () => api.replyEvery(PROFILE, () => answer('Account', anAccount({ language: 'en' })));

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'onLine');
  // Each test starts with nothing kept on the device.
  for (const kept of await keptMessages()) await deleteKeptMessage(kept.id);
});

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const value = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label).value;
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' });
/** Checks a call is the form's message, as filled in. */
const expectSent = (call: Call | undefined) => {
  expect(call?.route).toBe(SEND);
  expect(call?.body).toEqual({
    name: 'Asha',
    email: 'asha@example.com',
    msg: 'The knee page helped, thank you.',
  });
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
    api.reply(SEND, sent());
    fireEvent.click(button());
    await waitFor(() =>
      expect(api.toasts).toEqual([{ kind: 'success', message: 'Your message has been sent successfully' }]),
    );
    expectSent(api.calls[0]);
    expect(api.calls[0]?.headers.has('authorization')).toBe(false);
    expect([value('Name'), value('Email'), value('Message')]).toEqual(['', '', '']);
  });

  it('sends the bearer token when logged in', async () => {
    const token = `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }))}.s`;
    login(token);
    accountRead();
    renderPage(<ContactPage />);
    await waitFor(() => expect(value('Email')).toBe('asha@example.com'));
    fill();
    api.reply(SEND, sent());
    fireEvent.click(button());
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(1));
    expectSent(api.callsTo(SEND)[0]);
    expect(api.callsTo(SEND)[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it.each([
    [500, 'INTERNAL', 'boom', 'Something went wrong. Please try again later'],
    [429, 'RATE_LIMITED', 'Please wait 10 minutes.', 'Please wait 10 minutes.'],
  ] as const)('reports failure %# and keeps what was typed', async (status, code, said, message) => {
    renderPage(<ContactPage />);
    fill();
    api.reply(SEND, refusal(status, code, said));
    fireEvent.click(button());
    await waitFor(() => expect(api.toasts).toEqual([{ kind: 'error', message }]));
    expect(value('Message')).toBe('The knee page helped, thank you.');
  });

  const goOffline = (off: boolean) => Object.defineProperty(navigator, 'onLine', { value: !off, configurable: true });
  const keyOf = (call: Call | undefined) => call?.headers.get('idempotency-key');
  const waiting = () => screen.queryByRole('region', { name: 'Waiting to be sent' });
  /** Writes and sends the message offline: it is kept and listed. */
  const keepOffline = async () => {
    goOffline(true);
    renderPage(<ContactPage />);
    fill();
    fireEvent.click(button());
    await waitFor(() => expect(waiting()).not.toBeNull());
  };

  it('keeps a message written offline on the device, says so, and sends it once back online', async () => {
    goOffline(true);
    renderPage(<ContactPage />);
    fill();
    fireEvent.click(button());
    await waitFor(() =>
      expect(api.toasts).toEqual([
        {
          kind: 'info',
          message:
            'You are offline, so your message is kept on this device. It will be sent by itself when you are back online.',
        },
      ]),
    );
    expect(api.calls).toEqual([]);
    expect([value('Name'), value('Email'), value('Message')]).toEqual(['', '', '']);
    await waitFor(() => expect(waiting()?.textContent).toContain('The knee page helped, thank you.'));
    expect(waiting()?.textContent).toContain('Kept on this device. It will be sent when you are back online.');

    // No service worker here: the page sends it itself when the browser is back online.
    api.reply(SEND, sent());
    goOffline(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(waiting()).toBeNull());
    await waitFor(() =>
      expect(api.toasts.at(-1)).toEqual({ kind: 'success', message: 'Your message has been sent successfully' }),
    );
    expect(api.calls).toHaveLength(1);
    expectSent(api.calls[0]);
    expect(keyOf(api.calls[0])).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await keptMessages()).toEqual([]);
  });

  it('keeps a message whose send met no network, to send it again under the same key', async () => {
    renderPage(<ContactPage />);
    fill();
    // The browser still says it is online, so the page tries once more at once: no network again.
    api.reply(SEND, offline(), offline());
    fireEvent.click(button());
    await waitFor(() => expect(waiting()?.textContent).toContain('The knee page helped, thank you.'));
    expect(api.toasts.map((t) => t.kind)).toEqual(['info']);
    const [kept] = await keptMessages();
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(2));
    expect(api.calls.map(keyOf)).toEqual([kept?.id, kept?.id]);
  });

  it('keeps a message the server refuses when it is sent later, says why, and can try again or delete it', async () => {
    await keepOffline();
    api.reply(SEND, refusal(429, 'RATE_LIMITED', 'Please wait 10 minutes.'));
    goOffline(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(waiting()?.textContent).toContain('Not sent: Please wait 10 minutes.'));
    expect(api.toasts.at(-1)?.kind).toBe('error');
    // Refused: not sent again by itself.
    expect(await sendFromPage()).toBe('done');
    expect(api.calls).toHaveLength(1);

    api.reply(SEND, sent());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(waiting()).toBeNull());
    expect(api.calls).toHaveLength(2);
    expect(keyOf(api.calls[1])).toBe(keyOf(api.calls[0]));
  });

  it('deletes a kept message on request, so it is never sent', async () => {
    await keepOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Do not send' }));
    await waitFor(() => expect(waiting()).toBeNull());
    expect(api.toasts.at(-1)?.message).toBe('The message is deleted from this device and will not be sent.');
    goOffline(false);
    expect(await sendFromPage()).toBe('done');
    expect(api.calls).toEqual([]);
  });

  it('sends a message kept while logged in with that account’s session only', async () => {
    const tokenOf = (sub: string) => `h.${btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 900 }))}.s`;
    const asha = tokenOf('9f1c2d3e-0000-4000-8000-000000000001');
    login(asha);
    accountRead();
    goOffline(true);
    const { unmount } = renderPage(<ContactPage />);
    fill();
    fireEvent.click(button());
    await waitFor(() => expect(waiting()).not.toBeNull());
    expect((await keptMessages())[0]?.account).toBe('9f1c2d3e-0000-4000-8000-000000000001');
    unmount();

    // Someone else logs in on this device before the network returns: it goes as a visitor's.
    login(tokenOf('9f1c2d3e-0000-4000-8000-000000000002'));
    api.replyEvery(SEND, sent);
    goOffline(false);
    renderPage(<ContactPage />);
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(1));
    expect(api.callsTo(SEND)[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends a message kept while logged in with that account’s bearer token while it is logged in', async () => {
    const token = `h.${btoa(JSON.stringify({ sub: 'acc-1', exp: Math.floor(Date.now() / 1000) + 900 }))}.s`;
    login(token);
    accountRead();
    goOffline(true);
    api.replyEvery(SEND, sent);
    renderPage(<ContactPage />);
    fill();
    fireEvent.click(button());
    await waitFor(() => expect(waiting()).not.toBeNull());
    goOffline(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(1));
    expect(api.callsTo(SEND)[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });
});
