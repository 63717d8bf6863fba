import { useTranslation } from '../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { notify } from '../lib/toast.ts';

/**
 * Logout as docs/product.md §4 has it: end the session, then go to '/'. The page changes first, and
 * the session ends only once it has (the router's navigation resolves when the home page is drawn,
 * its code loaded): a guarded page still on screen (the profile) would otherwise see the session
 * end and send the visitor to /login instead, which a slow phone or a loaded machine showed.
 * `message` replaces the usual "logged out" toast (e.g. after deleting the account). When the
 * server could not be told (offline), the toast says the logout is finished once back online
 * (decision 073). Imported here, the logout code stays out of every page's start-up code.
 */
export function useLogout(): (message?: string) => Promise<void> {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async (message) => {
    await navigate(paths.home);
    const { logout } = await import('../lib/logout.ts');
    const ended = await logout();
    notify('info', message ?? t(ended ? 'account.loggedOut' : 'account.loggedOutOnDevice'));
  };
}
