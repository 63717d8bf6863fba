import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mocks.ts';
import { renderPage } from '../../test/render.tsx';
import { LinkPasswordPage } from './components/link-password-page.tsx';

const api = mockApi();

describe('a password link (/set-password/{slug}, /reset-password)', () => {
  it('says at once that a link cut short is not complete, asking the server nothing', async () => {
    renderPage(<LinkPasswordPage token="an-old-link" purpose="set" />);
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not complete.');
    expect(api.callsTo()).toEqual([]);
  });
});
