import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { dropSession } from '../../lib/session.ts';
import { useAppStore } from '../../lib/store.ts';
import { json, renderPage } from '../../test/render.tsx';
import { AuthPanel } from './components/auth-panel.tsx';
import { LoginForm } from './components/login-form.tsx';
import { SignUpForm } from './components/signup-form.tsx';

const MISMATCH = 'Wrong email/password! Try with right credential';
let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  dropSession('idle');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as Record<string, unknown>;

describe('sign-up (docs/product.md §5)', () => {
  const renderSignUp = () => {
    const onCreated = vi.fn();
    renderPage(<SignUpForm onCreated={onCreated} onLogin={() => undefined} />);
    return { onCreated, submit: screen.getByRole('button', { name: 'Get started' }) };
  };

  it('is enabled only with an e-mail, a password and the same password twice', () => {
    const { submit } = renderSignUp();
    expect(isDisabled(submit)).toBe(true);
    type('Email', 'asha@example.com');
    expect(isDisabled(submit)).toBe(true);
    type('Password', 'a long passphrase');
    expect(isDisabled(submit)).toBe(true);
    type('Confirm password', 'a long passphrase');
    expect(isDisabled(submit)).toBe(false);
    type('Email', '   ');
    expect(isDisabled(submit)).toBe(true);
  });

  it('shows the spec’s message next to the confirmation when both passwords are filled in and differ', () => {
    const { submit } = renderSignUp();
    type('Email', 'asha@example.com');
    type('Password', 'a long passphrase');
    expect(screen.queryByText(MISMATCH)).toBeNull();
    type('Confirm password', 'a long passphrasf');
    const confirm = screen.getByLabelText('Confirm password');
    const message = screen.getByText(MISMATCH);
    expect(confirm.getAttribute('aria-describedby')).toContain(message.id);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(isDisabled(submit)).toBe(true);
    type('Confirm password', '');
    expect(screen.queryByText(MISMATCH)).toBeNull();
  });

  it('in phone mode starts on the US code, caps the number at 15 digits with the code, and sends both', async () => {
    const { submit, onCreated } = renderSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with phone' }));
    expect(screen.queryByLabelText('Email')).toBeNull();
    const country = screen.getByLabelText<HTMLSelectElement>('Country code');
    expect(country.value).toBe('US');
    // The countries are named once the form is live (decision 075).
    expect(await screen.findByRole('option', { name: 'India (+91)' })).toBeDefined();
    expect(country.value).toBe('US');
    type('Phone number', '2025550143 999 888 777 666');
    const phone = screen.getByLabelText<HTMLInputElement>('Phone number');
    expect(phone.value.replace(/\D/g, '')).toHaveLength(14);
    fireEvent.change(country, { target: { value: 'IN' } });
    expect(phone.value.replace(/\D/g, '')).toHaveLength(13);
    type('Phone number', '98765 43210');
    type('Password', 'a long passphrase');
    type('Confirm password', 'a long passphrase');
    expect(isDisabled(submit)).toBe(false);

    fetchMock.mockResolvedValueOnce(json(201, { phone_number: '+919876543210' }));
    fireEvent.click(submit);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('+919876543210', expect.any(String)));
    expect(fetchMock.mock.calls[0]![0]).toBe(ACCOUNT_API.createAccount);
    expect(bodyOf(0)).toEqual({
      phone: '9876543210',
      dialCode: '+91',
      password: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    });
  });

  it('says "Account already exist" on 409 and passes on the server’s reason on 400', async () => {
    const { submit } = renderSignUp();
    type('Email', 'asha@example.com');
    type('Password', 'password1');
    type('Confirm password', 'password1');
    fetchMock.mockResolvedValueOnce(json(409, { code: 'CONFLICT', message: 'exists' }));
    fireEvent.click(submit);
    expect((await screen.findByText('Account already exist')).getAttribute('role')).toBe('alert');

    fetchMock.mockResolvedValueOnce(
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'This password is too common.',
        details: [{ path: 'password', message: 'This password is too common.' }],
      }),
    );
    await waitFor(() => expect(isDisabled(submit)).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByText('This password is too common.')).toHaveLength(2));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('draws its e-mail/phone switch disabled until the page is live, so no tap is lost', () => {
    const drawn = renderToString(
      <MemoryRouter>
        <SignUpForm onCreated={() => undefined} onLogin={() => undefined} />
      </MemoryRouter>,
    );
    for (const mode of ['Sign up with e-mail', 'Sign up with phone']) {
      expect(drawn).toMatch(new RegExp(`<button[^>]*disabled=""[^>]*>${mode}</button>`));
    }
    renderSignUp();
    expect(isDisabled(screen.getByRole('button', { name: 'Sign up with phone' }))).toBe(false);
  });

  it('checks the password length before sending', async () => {
    const { submit } = renderSignUp();
    type('Email', 'asha@example.com');
    type('Password', 'short');
    type('Confirm password', 'short');
    fireEvent.click(submit);
    expect(await screen.findByText('A password needs at least 8 characters.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('login (docs/product.md §5, §8)', () => {
  const renderLogin = () => {
    const onLoggedIn = vi.fn();
    renderPage(<LoginForm onLoggedIn={onLoggedIn} onCreateAccount={() => undefined} />);
    return { onLoggedIn, submit: screen.getByRole('button', { name: 'Login' }) };
  };
  const fill = () => {
    type('Email/Phone', '+91 98765 43210');
    type('Password', 'a long passphrase');
  };

  it('is disabled while a field is empty or a request runs', async () => {
    const { submit } = renderLogin();
    expect(isDisabled(submit)).toBe(true);
    type('Email/Phone', 'asha@example.com');
    expect(isDisabled(submit)).toBe(true);
    type('Password', 'x');
    expect(isDisabled(submit)).toBe(false);
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((r) => (answer = r)));
    fireEvent.click(submit);
    await waitFor(() => expect(isDisabled(submit)).toBe(true));
    answer(json(401, { code: 'UNAUTHORIZED', message: 'no' }));
    await waitFor(() => expect(isDisabled(submit)).toBe(false));
  });

  it.each([
    [json(401, { code: 'UNAUTHORIZED', message: 'Wrong.' }), 'Wrong email/password! Please try again'],
    [json(200, { refresh: 'only-a-refresh' }), 'Something went wrong'],
    [
      json(429, { code: 'RATE_LIMITED', message: 'Too many tries. Wait 5 minutes.' }),
      'Too many tries. Wait 5 minutes.',
    ],
    [new TypeError('Failed to fetch'), 'An error occurred during login'],
  ])('answers %# with the right message', async (answer, message) => {
    const { onLoggedIn, submit } = renderLogin();
    fill();
    if (answer instanceof Response) fetchMock.mockResolvedValueOnce(answer);
    else fetchMock.mockRejectedValueOnce(answer);
    fireEvent.click(submit);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(useAppStore.getState().authInfo.isAuthenticated).toBe(false);
  });

  it('asks the country of a number typed without its code, and sends the whole number', async () => {
    localStorage.setItem('painpoint.phoneCountry', 'IN');
    const { onLoggedIn, submit } = renderLogin();
    expect(screen.queryByLabelText('Country code')).toBeNull();
    type('Email/Phone', '98765 43210');
    expect(screen.getByLabelText<HTMLSelectElement>('Country code').value).toBe('IN');
    type('Password', 'a long passphrase');
    const exp = Math.floor(Date.now() / 1000) + 900;
    fetchMock.mockResolvedValueOnce(json(200, { access: `h.${btoa(JSON.stringify({ exp }))}.s`, refresh: 'r' }));
    fireEvent.click(submit);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(bodyOf(0)).toEqual({ username: '+919876543210', password: 'a long passphrase' });
    localStorage.removeItem('painpoint.phoneCountry');
  });

  it('sends the username and password, keeps the access token and reports success', async () => {
    const { onLoggedIn, submit } = renderLogin();
    fill();
    const exp = Math.floor(Date.now() / 1000) + 900;
    fetchMock.mockResolvedValueOnce(json(200, { access: `h.${btoa(JSON.stringify({ exp }))}.s`, refresh: 'r' }));
    fireEvent.click(submit);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe(ACCOUNT_API.login);
    expect(bodyOf(0)).toEqual({ username: '+91 98765 43210', password: 'a long passphrase' });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('authorization')).toBe(false);
    expect(useAppStore.getState().authInfo.isAuthenticated).toBe(true);
  });
});

describe('switching between the forms (docs/product.md §2)', () => {
  const signUp = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Get started' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Sign up' });
    type('Email', 'asha@example.com');
    type('Password', 'a long passphrase');
    type('Confirm password', 'a long passphrase');
    fetchMock.mockResolvedValueOnce(json(201, { email: 'asha@example.com' }));
    return () => fireEvent.click(within(form).getByRole('button', { name: 'Get started' }));
  };

  it('logs the new account straight in with the password just chosen', async () => {
    const onLoggedIn = vi.fn();
    renderPage(<AuthPanel initialMode="login" headingLevel={1} onLoggedIn={onLoggedIn} />);
    const submit = signUp();
    const exp = Math.floor(Date.now() / 1000) + 900;
    fetchMock.mockResolvedValueOnce(json(200, { access: `h.${btoa(JSON.stringify({ exp }))}.s`, refresh: 'r' }));
    submit();
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(fetchMock.mock.calls[1]![0]).toBe(ACCOUNT_API.login);
    expect(bodyOf(1)).toEqual({ username: 'asha@example.com', password: 'a long passphrase' });
    expect(useAppStore.getState().authInfo.isAuthenticated).toBe(true);
  });

  it('if that login fails, goes back to login with the username filled in', async () => {
    renderPage(<AuthPanel initialMode="login" headingLevel={1} />);
    const submit = signUp();
    fetchMock.mockResolvedValueOnce(json(503, { code: 'UNAVAILABLE', message: 'down' }));
    submit();
    expect(await screen.findByText('Your account has been created')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Login' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email/Phone').value).toBe('asha@example.com');
  });
});
