import { act, cleanup, render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../lib/store.ts';
import { RequireAuth } from './require-auth.tsx';

afterEach(cleanup);

function LoginPage() {
  const { state } = useLocation();
  return <p>login page, from {(state as { from?: string } | null)?.from}</p>;
}

// The guard compares the router's page with the address bar, so these tests use the browser's own.
const renderProfile = () => {
  window.history.replaceState(null, '', '/profile');
  return render(
    <BrowserRouter>
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
    </BrowserRouter>,
  );
};

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

  it('draws nothing, rather than /login, when the session ends while the address has already left', () => {
    useAppStore.setState({ authInfo: { isAuthenticated: true }, status: 'fulfilled' });
    renderProfile();
    // A logout: the address is home at once, the page changes in a transition not yet drawn.
    window.history.pushState(null, '', '/');
    act(() => useAppStore.setState({ authInfo: { isAuthenticated: false }, status: 'idle' }));
    expect(screen.queryByText(/login page/)).toBeNull();
    expect(screen.queryByText('the profile')).toBeNull();
    expect(window.location.pathname).toBe('/');
  });
});
