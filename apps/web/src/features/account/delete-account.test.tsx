import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { logInForTest, mockApi } from '../../test/api-mocks.ts';
import { polyfillDialog } from '../../test/dialog.ts';
import { json, renderPage } from '../../test/render.tsx';
import { DeleteAccount } from './components/delete-account.tsx';

/** Deleting the account asks for the password when the server does (issue 33 item 7, decision 063). */

const api = mockApi();
beforeAll(polyfillDialog);
const ASK = 'To delete your account, enter your password. It is asked for when you logged in more than 5 minutes ago.';
const bodies = () =>
  api.fetch.mock.calls
    .filter(([url]) => url === ACCOUNT_API.deleteAccount)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
/** The deletion answered, and the logout that follows it. */
const deleted = () => {
  api.fetch.mockResolvedValueOnce(json(200, { message: 'Your account and all of its data have been deleted.' }));
  api.fetch.mockResolvedValueOnce(json(204));
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
    expect(api.fetch.mock.calls[0]![0]).toBe(ACCOUNT_API.deleteAccount);
    expect(bodies()).toEqual([{}]);
    expect(screen.queryByLabelText('Your password')).toBeNull();
  });

  it('asks for the password when the server does, says a wrong one is wrong, and sends the right one', async () => {
    api.fetch.mockResolvedValueOnce(json(403, { code: 'FORBIDDEN', message: ASK }));
    openDialog();
    const field = await screen.findByLabelText('Your password');
    expect(screen.getByText(ASK)).toBeTruthy();
    expect(field.getAttribute('autocomplete')).toBe('current-password');
    const confirm = screen.getByRole('button', { name: 'Delete permanently' }) as HTMLButtonElement;
    // Nothing to send until a password is typed.
    expect(confirm.disabled).toBe(true);

    api.fetch.mockResolvedValueOnce(
      json(403, { code: 'FORBIDDEN', message: 'That password is not right. Your account was not deleted.' }),
    );
    fireEvent.change(field, { target: { value: 'not it' } });
    fireEvent.click(confirm);
    await screen.findByText('That password is not right. Your account was not deleted.');
    expect(api.toasts).toEqual([]);

    deleted();
    fireEvent.change(field, { target: { value: 'lantern meadow quietly ferments' } });
    fireEvent.click(confirm);
    await saidDeleted();
    expect(bodies()).toEqual([{}, { password: 'not it' }, { password: 'lantern meadow quietly ferments' }]);
  });
});
