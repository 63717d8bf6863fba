import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { useAppStore } from '../../../lib/store.ts';
import { notify } from '../../../lib/toast.ts';
import { AuthPanel } from './auth-panel.tsx';

/** After a login the Login button is gone: focus goes to what replaced it, or to the menu button. */
const focusAfterLogin = () =>
  ['profile-menu-button', 'login-button', 'mobile-menu-button']
    .map((id) => document.getElementById(id))
    .find((el) => el?.checkVisibility?.() ?? el !== null) ?? null;

/**
 * The login and sign-up dialog (docs/product.md §2), opened by the header's Login (the store's
 * loginModalOpen flag). Escape, the close button, the backdrop or any navigation (e.g. the
 * Forgot Password link) closes it.
 */
export function LoginModal() {
  const { t } = useTranslation('account');
  const open = useAppStore((s) => s.loginModalOpen);
  const close = useAppStore((s) => s.closeLoginModal);
  const titleId = useId();
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    useAppStore.getState().closeLoginModal();
  }, [pathname]);
  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} returnFocusTo={focusAfterLogin} className="login-dialog">
      <button type="button" className="icon-button dialog-close" aria-label={t('close')} onClick={close}>
        <CloseIcon />
      </button>
      <AuthPanel
        initialMode="login"
        titleId={titleId}
        headingLevel={2}
        onLoggedIn={() => {
          close();
          notify('success', t('login.welcome'));
        }}
      />
    </Dialog>
  );
}
