import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** After a new password is saved: what happened, and the way to log in. */
export function PasswordSaved() {
  const { t } = useTranslation('account');
  return (
    <div className="form-success">
      <p>{t('link.done')}</p>
      <p>
        <Link to={paths.login} className="button">
          {t('link.toLogin')}
        </Link>
      </p>
    </div>
  );
}
