import { act, screen } from '@testing-library/react';
import { ACCOUNT_API } from '@painpoint/contracts/account-constants';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mocks.ts';
import { renderPage } from '../../test/render.tsx';
import { Route, Routes } from 'react-router';
import SetPasswordRoute from './set-password.tsx';

const api = mockApi();
/** The server is still thinking about the link. */
const pending = () => new Promise<Response>(() => undefined);

const open = (link: string) =>
  act(async () => {
    renderPage(
      <Routes>
        <Route path="/set-password/:slug" element={<SetPasswordRoute />} />
      </Routes>,
      link,
    );
  });

describe('/set-password/{slug}', () => {
  it('asks the server about a well-formed link, and the page’s frame says it is checking', async () => {
    const token = 'A'.repeat(43);
    api.replyEvery(`GET ${ACCOUNT_API.setPassword(token)}`, pending);
    await open(`/set-password/${token}`);
    expect(api.callsTo()).toHaveLength(1);
    expect(screen.getByText('Checking your link…')).toBeTruthy();
  });

  it('takes the token from the fragment of the link the mail sends, and asks about that one', async () => {
    const token = 'B'.repeat(43);
    api.replyEvery(`GET ${ACCOUNT_API.setPassword(token)}`, pending);
    await open(`/set-password/link#token=${token}`);
    expect(api.callsTo().map((c) => c.route)).toEqual([`GET /user/set-password/${token}/`]);
  });
});
