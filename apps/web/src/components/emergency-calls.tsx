import { useTranslation } from '../lib/use-translation.ts';

/** Call 112 and ambulance 108 as phone links, shown wherever a result or answer is an emergency. */
export function EmergencyCalls({ large = false }: { large?: boolean }) {
  const { t } = useTranslation('assessment');
  const className = `button button-danger${large ? ' button-large' : ''}`;
  return (
    <p className="call-row">
      <a className={className} href="tel:112">
        {t('emergency.call112')}
      </a>
      <a className={className} href="tel:108">
        {t('emergency.call108')}
      </a>
    </p>
  );
}
