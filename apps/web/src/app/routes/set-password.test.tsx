import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { Route, Routes } from 'react-router';
import SetPasswordRoute from './set-password.tsx';

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/set-password/{slug}', () => {
  it('asks the server about a well-formed link, and the page’s frame says it is checking', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    const link = `/set-password/${'A'.repeat(43)}`;
    await act(async () => {
      renderPage(
        <Routes>
          <Route path="/set-password/:slug" element={<SetPasswordRoute />} />
        </Routes>,
        link,
      );
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Checking your link…')).toBeTruthy();
  });

  it('takes the token from the fragment of the link the mail sends, and asks about that one', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    const token = 'B'.repeat(43);
    await act(async () => {
      renderPage(
        <Routes>
          <Route path="/set-password/:slug" element={<SetPasswordRoute />} />
        </Routes>,
        `/set-password/link#token=${token}`,
      );
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/user/set-password/${token}/`);
  });
});
