import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, mockApi } from '../../test/api-mocks.ts';
import { renderPage } from '../../test/render.tsx';
import { VerifyPage } from './components/verify-page.tsx';

const api = mockApi();
const TOKEN = 'A'.repeat(43);
const VERIFY = 'POST /user/verify-account/' as const;

describe('the page of the link that confirms a new account (/verify, decision 065)', () => {
  it('confirms only when the button is pressed, sending the fragment’s token', async () => {
    api.reply(VERIFY, answer('MessageOk', { message: 'Your account is confirmed. You can log in now.' }));
    renderPage(<VerifyPage />, `/verify#token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Confirm my account' });
    // Opening the page (a mail scanner following the link) confirms nothing.
    expect(api.callsTo()).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByText('Your account is confirmed. You can log in now.')).toBeTruthy();
    expect(api.callsTo(VERIFY).map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it('says at once that a link without its token is not complete, asking the server nothing', async () => {
    renderPage(<VerifyPage />, '/verify');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not complete.');
    expect(api.callsTo()).toEqual([]);
  });
});
