import { useTranslation } from '../../lib/use-translation.ts';
import { Link, NavLink } from '../link.tsx';
import { paths } from '../../lib/paths.ts';
import { useAppStore } from '../../lib/store.ts';
import { LogoMark } from '../icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export function Header() {
  const { t } = useTranslation();
  const isAuthenticated = useAppStore((s) => s.authInfo.isAuthenticated);
  // While a session is being restored the Login button keeps its place but is not shown, so a
  // returning user does not see it flash before their profile menu.
  const pending = useAppStore((s) => s.status === 'pending');
  const toggleLoginModal = useAppStore((s) => s.toggleLoginModal);
  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to={paths.home} className="brand">
          <LogoMark />
          <span>{t('brand')}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="desktop-nav">
          <ul>
            <li>
              <NavLink to={paths.home} end>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.about}>{t('nav.about')}</NavLink>
            </li>
            <li>
              {isAuthenticated ? (
                <ProfileMenu />
              ) : (
                <button
                  type="button"
                  id="login-button"
                  className={
                    pending ? 'button button-small button-secondary is-hidden' : 'button button-small button-secondary'
                  }
                  aria-haspopup="dialog"
                  onClick={toggleLoginModal}
                >
                  {t('nav.login')}
                </button>
              )}
            </li>
          </ul>
        </nav>
        <div className="header-tools">
          <LanguageSwitch others className="header-language" />
          <ThemeToggle />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
