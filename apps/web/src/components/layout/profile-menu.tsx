import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useLogout } from '../use-logout.ts';

/**
 * The header's profile menu when logged in (spec §2: Profile, Logout): a disclosure button and its
 * list. Escape, a click outside, focus leaving it or any navigation closes it.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const { pathname } = useLocation();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onOutside = (e: Event) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return (
    <div className="profile-menu" ref={wrap}>
      <button
        ref={button}
        id="profile-menu-button"
        type="button"
        className="button button-small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t('nav.profile')}
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden focusable={false} className="chevron">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      <ul id={id} className="profile-menu-panel" hidden={!open}>
        <li>
          <Link to={paths.profile}>{t('nav.profile')}</Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
