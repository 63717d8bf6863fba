import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from '../link.tsx';
import { paths } from '../../lib/paths.ts';

export function Footer() {
  const { t } = useTranslation();
  const links = [
    { to: paths.terms, label: t('nav.terms') },
    { to: paths.cookies, label: t('nav.cookies') },
    { to: paths.privacy, label: t('nav.privacy') },
    { to: paths.contact, label: t('nav.contact') },
  ];
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t('footer.links')}>
          <ul className="footer-links">
            {links.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer-emergency">{t('footer.emergency')}</p>
        <p className="footer-copy">{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
