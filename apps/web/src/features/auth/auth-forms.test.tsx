import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/store.ts';
import { anAccount, answer, mockApi, offline, refusal, type Reply, type Route } from '../../test/api-mocks.ts';
import { renderPage } from '../../test/render.tsx';
import { AuthPanel } from './components/auth-panel.tsx';
import { LoginForm } from './components/login-form.tsx';
import { SignUpForm } from './components/signup-form.tsx';

const MISMATCH = 'Wrong email/password! Try with right credential';
const CREATE: Route = `POST ${ACCOUNT_API.createAccount}`;
const LOGIN: Route = `POST ${ACCOUNT_API.login}`;
const VERIFY: Route = `POST ${ACCOUNT_API.verifyAccount}`;
const PROFILE: Route = `GET ${ACCOUNT_API.profile}`;
const api = mockApi();

/**
 * A login that works: its answer with an access token good for 15 minutes, then the account, read
 * in the background for its language (decision 046): the one this browser shows, so nothing more
 * is sent.
 */
const loginWorks = () => {
  const exp = Math.floor(Date.now() / 1000) + 900;
  api.reply(LOGIN, answer('TokenPair', { access: `h.${btoa(JSON.stringify({ exp }))}.s`, refresh: 'r' }));
  api.reply(PROFILE, answer('Account', anAccount({ language: 'en' })));
};
const accountRead = () => waitFor(() => expect(api.callsTo(PROFILE)).toHaveLength(1));

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const bodyOf = (call: number) => api.calls[call]?.body;

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

    api.reply(CREATE, answer('CreateAccountResponse', { phone_number: '+919876543210' }, 201));
    fireEvent.click(submit);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('+919876543210', expect.any(String)));
    expect(api.calls[0]?.route).toBe(CREATE);
    expect(bodyOf(0)).toEqual({
      phone: '9876543210',
      dialCode: '+91',
      password: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    });
  });

  it('offers only the countries a code is texted to, and never starts on another (decision 109)', async () => {
    localStorage.setItem('painpoint.phoneCountry', 'RU');
    renderSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up with phone' }));
    const country = screen.getByLabelText<HTMLSelectElement>('Country code');
    expect(await screen.findByRole('option', { name: 'India (+91)' })).toBeDefined();
    const offered = within(country)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(offered).toEqual(['IN', 'CA', 'NP', 'GB', 'US']);
    expect(offered).toContain(country.value);
    expect(screen.getByText(/Texts go only to numbers in/)).toBeDefined();
    localStorage.removeItem('painpoint.phoneCountry');
  });

  it('says "Account already exist" on 409 and passes on the server’s reason on 400', async () => {
    const { submit } = renderSignUp();
    type('Email', 'asha@example.com');
    type('Password', 'password1');
    type('Confirm password', 'password1');
    api.reply(CREATE, refusal(409, 'CONFLICT', 'exists'));
    fireEvent.click(submit);
    expect((await screen.findByText('Account already exist')).getAttribute('role')).toBe('alert');

    api.reply(
      CREATE,
      refusal(400, 'VALIDATION_FAILED', 'This password is too common.', [
        { path: 'password', message: 'This password is too common.' },
      ]),
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
      expect(drawn).toMatch(new RegExp(`<button[^>]*disabled(="")?(?=[ >])[^>]*>${mode}</button>`));
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
    expect(api.calls).toEqual([]);
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
    let send!: (r: Response) => void;
    api.reply(LOGIN, () => new Promise<Response>((r) => (send = r)));
    fireEvent.click(submit);
    await waitFor(() => expect(isDisabled(submit)).toBe(true));
    send(refusal(401, 'UNAUTHORIZED', 'no'));
    await waitFor(() => expect(isDisabled(submit)).toBe(false));
  });

  it.each([
    [() => refusal(401, 'UNAUTHORIZED', 'Wrong.'), 'Wrong email/password! Please try again'],
    // Outside the contract (no access token): the app must not take it as a login.
    [() => new Response(JSON.stringify({ refresh: 'only-a-refresh' }), { status: 200 }), 'Something went wrong'],
    [() => refusal(429, 'RATE_LIMITED', 'Too many tries. Wait 5 minutes.'), 'Too many tries. Wait 5 minutes.'],
    [offline, 'An error occurred during login'],
  ])('answers %# with the right message', async (reply: () => Reply, message) => {
    const { onLoggedIn, submit } = renderLogin();
    fill();
    api.reply(LOGIN, reply());
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
    loginWorks();
    fireEvent.click(submit);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    await accountRead();
    expect(bodyOf(0)).toEqual({ username: '+919876543210', password: 'a long passphrase' });
    localStorage.removeItem('painpoint.phoneCountry');
  });

  it('still offers every country for a number typed at login: older accounts elsewhere log in', async () => {
    renderLogin();
    type('Email/Phone', '495 123 45 67');
    expect(await screen.findByRole('option', { name: 'Russia (+7)' })).toBeDefined();
  });

  it('sends the username and password, keeps the access token and reports success', async () => {
    const { onLoggedIn, submit } = renderLogin();
    fill();
    loginWorks();
    fireEvent.click(submit);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    await accountRead();
    expect(api.calls[0]?.route).toBe(LOGIN);
    expect(bodyOf(0)).toEqual({ username: '+91 98765 43210', password: 'a long passphrase' });
    expect(api.calls[0]?.headers.has('authorization')).toBe(false);
    expect(useAppStore.getState().authInfo.isAuthenticated).toBe(true);
  });
});

describe('switching between the forms (docs/product.md §2)', () => {
  /** Fills the sign-up form; `created` is how the server answers it. */
  const signUp = (created: { email: string } | { phone_number: string } = { email: 'asha@example.com' }) => {
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Get started' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Sign up' });
    type('Email', 'asha@example.com');
    type('Password', 'a long passphrase');
    type('Confirm password', 'a long passphrase');
    api.reply(CREATE, answer('CreateAccountResponse', created, 201));
    return () => fireEvent.click(within(form).getByRole('button', { name: 'Get started' }));
  };

  it('says where the link went, sends no login, and offers the login form with the address filled in', async () => {
    renderPage(<AuthPanel initialMode="login" headingLevel={1} />);
    signUp()();
    expect(await screen.findByText('Your account has been created')).toBeTruthy();
    expect(screen.getByText(/We have sent an e-mail to asha@example\.com\./)).toBeTruthy();
    expect(api.callsTo(LOGIN)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('form', { name: 'Login' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email/Phone').value).toBe('asha@example.com');
  });

  /** A sign-up the server answers as a phone account's: the code's form follows. */
  const phoneSignUp = async () => {
    signUp({ phone_number: '+919876543210' })();
    return screen.findByRole('form', { name: 'Confirm your number' });
  };

  it('logs a phone account straight in with the password just chosen once its code is right', async () => {
    const onLoggedIn = vi.fn();
    renderPage(<AuthPanel initialMode="login" headingLevel={1} onLoggedIn={onLoggedIn} />);
    const form = await phoneSignUp();
    fireEvent.input(within(form).getByLabelText('Code from the text message'), { target: { value: '123456' } });
    api.reply(VERIFY, answer('MessageOk', { message: 'Your account is confirmed. You can log in now.' }));
    loginWorks();
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    await accountRead();
    // The code confirms the account with the password just chosen (decision 110).
    expect(api.callsTo(VERIFY).map((c) => c.body)).toEqual([
      { phone_number: '+919876543210', code: '123456', password: 'a long passphrase' },
    ]);
    expect(api.callsTo(LOGIN).map((c) => c.body)).toEqual([
      { username: '+919876543210', password: 'a long passphrase' },
    ]);
  });

  it('if that login fails, goes back to login with the username filled in', async () => {
    renderPage(<AuthPanel initialMode="login" headingLevel={1} />);
    const form = await phoneSignUp();
    fireEvent.input(within(form).getByLabelText('Code from the text message'), { target: { value: '123456' } });
    api.reply(VERIFY, answer('MessageOk', { message: 'Your account is confirmed. You can log in now.' }));
    api.reply(LOGIN, refusal(503, 'SERVICE_UNAVAILABLE', 'down'));
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText('Your account has been created')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Email/Phone').value).toBe('+919876543210');
  });
});
