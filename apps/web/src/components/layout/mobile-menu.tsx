import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useAppStore } from '../../lib/store.ts';
import { CloseIcon, MenuIcon } from '../icons.tsx';
import { useLogout } from '../use-logout.ts';

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
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Any navigation (a link, or the browser's back button) closes the menu.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

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
        </ul>
      </nav>
    </div>
  );
}
