import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
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
