import { useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from '../link.tsx';
import { paths } from '../../lib/paths.ts';
import { useLogout } from '../use-logout.ts';
import { useDisclosure } from './use-disclosure.ts';

/**
 * The header's profile menu when logged in (docs/product.md §2: Profile, Logout): a disclosure button and its
 * list. Escape, a click outside, focus leaving it or any navigation closes it.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const wrap = useRef<HTMLDivElement>(null);
  const { open, setOpen, id, button } = useDisclosure(wrap);
  const logout = useLogout();

  return (
    <div className="profile-menu" ref={wrap}>
      <button
        ref={button}
        id="profile-menu-button"
        type="button"
        className="button button-small button-secondary"
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
