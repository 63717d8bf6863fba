import { dengueIsPossible } from '@painpoint/contracts/dengue';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * The dengue guard's words (decision 094): shown wherever a result that ranks dengue gives advice,
 * which then leaves out the lines that suggest an anti-inflammatory painkiller.
 */
export function ParacetamolOnly({ ranked }: { ranked: readonly { disease_short_name: string }[] }) {
  const { t } = useTranslation('assessment');
  if (!dengueIsPossible(ranked)) return null;
  return (
    <p className="notice" data-guard="dengue">
      {t('suggested.paracetamolOnly')}
    </p>
  );
}
