import { useOnline } from '../lib/offline/use-online.ts';
import { paths } from '../lib/paths.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { Link } from './link.tsx';

/** What a page needs the network for: said plainly when there is none. */
export type NetworkNeed = 'account' | 'contact' | 'videos' | 'map';

/**
 * Shown only while the browser is offline, on a page (or beside a link) that cannot work without
 * the network: says so, and points to what still works offline (docs/decisions/041). `brief`
 * leaves out those pointers, for a notice inside a page that already works.
 */
export function OfflineNotice({ need, brief = false }: { need: NetworkNeed; brief?: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="card offline-notice" role="status" data-testid="offline-notice">
      <p>
        <strong>{t('offline.title')}.</strong> {t(`offline.${need}`)}
      </p>
      {brief ? null : (
        <>
          <p>{t('offline.stillWorks')}</p>
          <ul>
            <li>
              <Link to={paths.figure}>{t('offline.checkPain')}</Link>
            </li>
            <li>
              <Link to={paths.testsAndTreatments}>{t('offline.testsAndTreatments')}</Link>
            </li>
          </ul>
        </>
      )}
    </div>
  );
}
