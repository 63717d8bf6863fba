import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { dropSession, login } from '../../lib/session.ts';
import { subscribeToasts, type ToastMessage } from '../../lib/toast.ts';
import { json, renderPage } from '../../test/render.tsx';
import { ContactPage } from './components/contact-page.tsx';

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
afterEach(() => {
  unsubscribe();
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const value = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label).value;
const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' });
const fill = () => {
  type('Name', 'Asha');
  type('Email', 'asha@example.com');
  type('Message', 'The knee page helped, thank you.');
};

describe('the contact form (spec §5, §8)', () => {
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
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ACCOUNT_API.message);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      msg: 'The knee page helped, thank you.',
    });
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
    [new TypeError('Failed to fetch'), 'Something went wrong. Please try again later'],
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
});
