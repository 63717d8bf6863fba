import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
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
