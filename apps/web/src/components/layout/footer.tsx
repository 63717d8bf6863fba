import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t('footer.links')}>
          <ul className="footer-links">
            <li>
              <Link to={paths.terms}>{t('nav.terms')}</Link>
            </li>
            <li>
              <Link to={paths.cookies}>{t('nav.cookies')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('nav.privacy')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t('nav.contact')}</Link>
            </li>
          </ul>
        </nav>
        <p className="footer-emergency">{t('footer.emergency')}</p>
        <p className="footer-copy">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
