import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { LogoMark } from '../icons.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export function Header() {
  const { t } = useTranslation();
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
              <NavLink to={paths.login} className="button button-small">
                {t('nav.login')}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="header-tools">
          <ThemeToggle />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
