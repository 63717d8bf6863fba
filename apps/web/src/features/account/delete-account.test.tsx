import 'fake-indexeddb/auto';
import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, logInForTest, mockApi, refusal, type Route } from '../../test/api-mocks.ts';
import { polyfillDialog } from '../../test/dialog.ts';
import { renderPage } from '../../test/render.tsx';
import { DeleteAccount } from './components/delete-account.tsx';

/** Deleting the account asks for the password when the server does (issue 33 item 7, decision 063). */

const api = mockApi();
beforeAll(polyfillDialog);
const ASK = 'To delete your account, enter your password. It is asked for when you logged in more than 5 minutes ago.';
const DELETE: Route = `POST ${ACCOUNT_API.deleteAccount}`;
const LOGOUT: Route = `POST ${ACCOUNT_API.logout}`;
const bodies = () => api.callsTo(DELETE).map((c) => c.body);
/** The deletion answered, and the logout that follows it. */
const deleted = () => {
  api.reply(DELETE, answer('MessageOk', { message: 'Your account and all of its data have been deleted.' }));
  api.reply(LOGOUT, new Response(null, { status: 204 }));
};
const saidDeleted = () =>
  waitFor(() => expect(api.toasts).toEqual([expect.objectContaining({ message: 'Your account has been deleted.' })]));

function openDialog() {
  logInForTest();
  renderPage(<DeleteAccount />, '/profile');
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  fireEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
}

describe('the delete-account dialog', () => {
  it("sends the spec's empty body first, and needs nothing more after a recent login", async () => {
    deleted();
    openDialog();
    await saidDeleted();
    expect(api.calls.map((c) => c.route)).toEqual([DELETE, LOGOUT]);
    expect(bodies()).toEqual([{}]);
    expect(screen.queryByLabelText('Your password')).toBeNull();
  });

  it('asks for the password when the server does, says a wrong one is wrong, and sends the right one', async () => {
    api.reply(DELETE, refusal(403, 'FORBIDDEN', ASK));
    openDialog();
    const field = await screen.findByLabelText('Your password');
    expect(screen.getByText(ASK)).toBeTruthy();
    expect(field.getAttribute('autocomplete')).toBe('current-password');
    const confirm = screen.getByRole('button', { name: 'Delete permanently' }) as HTMLButtonElement;
    // Nothing to send until a password is typed.
    expect(confirm.disabled).toBe(true);

    api.reply(DELETE, refusal(403, 'FORBIDDEN', 'That password is not right. Your account was not deleted.'));
    fireEvent.input(field, { target: { value: 'not it' } });
    fireEvent.click(confirm);
    await screen.findByText('That password is not right. Your account was not deleted.');
    expect(api.toasts).toEqual([]);

    deleted();
    fireEvent.input(field, { target: { value: 'lantern meadow quietly ferments' } });
    fireEvent.click(confirm);
    await saidDeleted();
    expect(bodies()).toEqual([{}, { password: 'not it' }, { password: 'lantern meadow quietly ferments' }]);
  });
});
