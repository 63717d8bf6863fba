import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { LinkPasswordPage } from './components/link-password-page.tsx';

let fetchMock: Mock<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a password link (/set-password/{slug}, /reset-password)', () => {
  it('says at once that a link cut short is not complete, asking the server nothing', async () => {
    renderPage(<LinkPasswordPage token="an-old-link" purpose="set" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not complete.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
