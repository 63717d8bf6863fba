import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useAppStore } from '../../../lib/store.ts';
import { OfflineNotice } from '../../../components/offline-notice.tsx';
import { AuthPanel, type AuthMode } from './auth-panel.tsx';

/** Where the guard came from (router state), if it is a path of this site. */
function returnPath(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/**
 * /login and /register: the dialog's forms as a page. Once logged in (here, or already), the
 * visitor goes on to the page the guard sent them from, or to their profile.
 */
export function AuthPage({ mode }: { mode: AuthMode }) {
  const { state } = useLocation();
  const isAuthenticated = useAppStore((s) => s.authInfo.isAuthenticated);
  if (isAuthenticated) return <Navigate to={returnPath(state) ?? paths.profile} replace />;
  return (
    <div className="container auth-page">
      <OfflineNotice need="account" />
      {/* After a login the store says so, and the redirect above takes the visitor on. */}
      <AuthPanel initialMode={mode} headingLevel={1} />
    </div>
  );
}
