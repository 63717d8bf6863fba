import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** The pages that follow any result: videos, and tests and treatments. */
export function OnwardLinks() {
  const { t } = useTranslation('assessment');
  return (
    <>
      <Link className="button button-secondary" to={paths.videos}>
        {t('suggested.videos')}
      </Link>
      <Link className="button button-secondary" to={paths.testsAndTreatments}>
        {t('suggested.tests')}
      </Link>
    </>
  );
}
