import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, mockApi, refusal } from '../../test/api-mocks.ts';
import { renderPage } from '../../test/render.tsx';
import { VerifyPage } from './components/verify-page.tsx';

const api = mockApi();
const TOKEN = 'A'.repeat(43);
const VERIFY = 'POST /user/verify-account/' as const;

describe('the page of the link that confirms a new account (/verify, decision 065)', () => {
  it('confirms only when the button is pressed, sending the fragment’s token and the password typed', async () => {
    api.reply(VERIFY, answer('MessageOk', { message: 'Your account is confirmed. You can log in now.' }));
    renderPage(<VerifyPage />, `/verify#token=${TOKEN}`);
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Confirm my account' });
    // Opening the page (a mail scanner following the link) confirms nothing.
    expect(api.callsTo()).toEqual([]);
    // The password chosen at sign-up is asked first (decision 110).
    expect(button.disabled).toBe(true);
    fireEvent.input(screen.getByLabelText('The password you chose when you signed up'), {
      target: { value: 'lantern meadow quietly ferments' },
    });
    fireEvent.click(button);
    expect(await screen.findByText('Your account is confirmed. You can log in now.')).toBeTruthy();
    expect(api.callsTo(VERIFY).map((c) => c.body)).toEqual([
      { token: TOKEN, password: 'lantern meadow quietly ferments' },
    ]);
  });

  it('says so when the password is not the one chosen at sign-up, and lets the person try again', async () => {
    api.reply(VERIFY, refusal(400, 'BAD_REQUEST', 'This is not the password you chose when you signed up.'));
    renderPage(<VerifyPage />, `/verify#token=${TOKEN}`);
    fireEvent.input(await screen.findByLabelText('The password you chose when you signed up'), {
      target: { value: 'not it' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my account' }));
    // The alert region is always in the page (announced reliably): wait for its text, not for it.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('not the password you chose'));
    expect(screen.getByRole('button', { name: 'Confirm my account' })).toBeTruthy();
  });

  it('says at once that a link without its token is not complete, asking the server nothing', async () => {
    renderPage(<VerifyPage />, '/verify');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not complete.');
    expect(api.callsTo()).toEqual([]);
  });
});
