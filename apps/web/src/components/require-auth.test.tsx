import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../lib/store.ts';
import { RequireAuth } from './require-auth.tsx';

afterEach(cleanup);

function LoginPage() {
  const { state } = useLocation();
  return <p>login page, from {(state as { from?: string } | null)?.from}</p>;
}

const renderProfile = () =>
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route
          path="/profile"
          element={
            <RequireAuth>
              <p>the profile</p>
            </RequireAuth>
          }
        />
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the route guard (docs/product.md §2)', () => {
  it('shows the page to an authenticated user', () => {
    useAppStore.setState({ authInfo: { isAuthenticated: true }, status: 'fulfilled' });
    renderProfile();
    expect(screen.getByText('the profile')).toBeTruthy();
  });

  it('waits while the session is being restored, instead of redirecting', () => {
    useAppStore.setState({ authInfo: { isAuthenticated: false }, status: 'pending' });
    renderProfile();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText(/login page/)).toBeNull();
  });

  it.each(['idle', 'rejected'] as const)('sends a visitor (%s) to /login, remembering where from', (status) => {
    useAppStore.setState({ authInfo: { isAuthenticated: false }, status });
    renderProfile();
    expect(screen.getByText('login page, from /profile')).toBeTruthy();
    expect(screen.queryByText('the profile')).toBeNull();
  });
});
