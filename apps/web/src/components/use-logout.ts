import { useTranslation } from '../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { notify } from '../lib/toast.ts';

/**
 * Logout as docs/product.md §4 has it: end the session, then go to '/'. The address changes first;
 * the page itself changes in a React transition that may finish after the session has ended, so a
 * guarded page still on screen (the profile) sees the address is no longer its own and waits
 * instead of sending the visitor to /login (RequireAuth).
 * `message` replaces the usual "logged out" toast (e.g. after deleting the account). When the
 * server could not be told (offline), the toast says the logout is finished once back online
 * (decision 073). Imported here, the logout code stays out of every page's start-up code.
 */
export function useLogout(): (message?: string) => Promise<void> {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async (message) => {
    void navigate(paths.home);
    const { logout } = await import('../lib/logout.ts');
    const ended = await logout();
    notify('info', message ?? t(ended ? 'account.loggedOut' : 'account.loggedOutOnDevice'));
  };
}
