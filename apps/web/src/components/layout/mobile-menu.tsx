import { useTranslation } from '../../lib/use-translation.ts';
import { NavLink } from '../link.tsx';
import { paths } from '../../lib/paths.ts';
import { useAppStore } from '../../lib/store.ts';
import { CloseIcon, MenuIcon } from '../icons.tsx';
import { useLogout } from '../use-logout.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { useDisclosure } from './use-disclosure.ts';

/**
 * Below 1024 px: a menu button opening the spec's mobile links, with Logout when logged in (and
 * Login when not, since the header's Login button is in the desktop navigation); Escape or a link
 * closes it.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const isAuthenticated = useAppStore((s) => s.authInfo.isAuthenticated);
  const toggleLoginModal = useAppStore((s) => s.toggleLoginModal);
  const logout = useLogout();
  const { open, setOpen, id, button } = useDisclosure();

  const links = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.profile, label: t('nav.profile') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.contact, label: t('nav.contact') },
    { to: paths.terms, label: t('nav.terms') },
    { to: paths.cookies, label: t('nav.cookies') },
  ];
  return (
    <div className="mobile-menu">
      <button
        ref={button}
        id="mobile-menu-button"
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav id={id} aria-label={t('nav.mobileMenu')} className="mobile-menu-panel" hidden={!open}>
        <ul>
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end onClick={() => setOpen(false)}>
                {l.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              aria-haspopup={isAuthenticated ? undefined : 'dialog'}
              onClick={() => {
                setOpen(false);
                if (isAuthenticated) void logout();
                else toggleLoginModal();
              }}
            >
              {isAuthenticated ? t('nav.logout') : t('nav.login')}
            </button>
          </li>
          <li>
            <LanguageSwitch className="language-list" />
          </li>
        </ul>
      </nav>
    </div>
  );
}
