import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useAppStore } from '../lib/store.ts';

/**
 * docs/product.md §2 route guard: the page shows only when the auth info says the user is authenticated;
 * otherwise it goes to /login, which comes back here after the login. While the session is being
 * restored at start-up, a loading state shows instead of a premature redirect. A guard redirects only
 * the page the address bar shows: navigations are React transitions, so a logout that sends the
 * visitor home ends the session while this page may still be on screen with the address already
 * '/'; it then draws nothing until home is drawn, instead of sending a person who has just logged
 * out (or deleted the account) to /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isAuthenticated = useAppStore((s) => s.authInfo.isAuthenticated);
  const status = useAppStore((s) => s.status);
  if (isAuthenticated) return children;
  if (typeof window !== 'undefined' && window.location.pathname !== pathname) return null;
  if (status === 'pending') {
    return (
      <p className="container loading" role="status">
        {t('loading')}
      </p>
    );
  }
  return <Navigate to={paths.login} replace state={{ from: pathname }} />;
}
