import type { ConditionDetail } from '@painpoint/contracts';
import { dengueIsPossible, withoutNsaidAdvice } from '@painpoint/contracts/dengue';
import { useId } from 'react';
import { LoadState } from '../../../components/load-state.tsx';
import { getCondition } from '../../../domain/diagnosis/get-condition.ts';
import { useLoaded } from '../../../lib/cache.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { withoutLatinTerms } from '../../../domain/diagnosis/without-latin-terms.ts';

/**
 * The best match's self-care advice, under a self-care result whose next step says "Try the
 * self-care advice below" (decision 118). While dengue is possible, advice that suggests an
 * anti-inflammatory painkiller is left out, as on the best match's page (decision 094).
 */
export function SelfCareAdvice({ name, ranked }: { name: string; ranked: readonly { disease_short_name: string }[] }) {
  const { t } = useTranslation('assessment');
  const id = useId();
  const loaded = useLoaded<ConditionDetail>(getCondition, name);
  if (loaded.status === 'rejected') return <LoadState resource={loaded} />;
  const facts = dengueIsPossible(ranked) ? withoutNsaidAdvice(loaded.data) : loaded.data;
  if (facts.self_care.length === 0) return null;
  return (
    <section className="card self-care-advice" aria-labelledby={`${id}-title`} data-testid="self-care-advice">
      <h2 id={`${id}-title`}>{t('result.selfCare')}</h2>
      <ul>
        {facts.self_care.map((x) => (
          <li key={x}>{withoutLatinTerms(x)}</li>
        ))}
      </ul>
    </section>
  );
}
