import type { ConditionDetail, TestCategory } from '@painpoint/contracts';
import { TEST_CATEGORIES } from '@painpoint/contracts/constants';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Disclaimer } from '../../../components/disclaimer.tsx';
import { FlowHeader, FlowSuspense } from '../../../components/flow-header.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { useAnswers } from '../../../lib/answers-store.ts';
import { useAssessment } from '../../../lib/diagnosis/use-assessment.ts';
import { paths } from '../../../lib/paths.ts';
import { allOf, known, useLoaded } from '../../../lib/use-loaded.ts';
import { getConditions } from '../api/get-condition.ts';
import { gatherTests, matches } from '../gather-tests.ts';
import { NearbyButton } from './nearby-button.tsx';

/** How many of the best matches the page gathers tests and treatments from. */
export const TEST_CONDITIONS = 5;

/** /test-and-treatment: wired to the knowledge base (a deliberate step past the spec's static page). */
const NO_CONDITIONS = known<ConditionDetail[]>([]);

export function TestsPage() {
  const { t } = useTranslation('assessment');
  const hasLocation = useAnswers((s) => s.answers.painLocation !== undefined);
  if (!hasLocation) {
    return (
      <div className="container flow">
        <FlowHeader title={t('tests.title')} lead={t('tests.lead')} />
        <p className="card">
          {t('tests.noAssessment')}{' '}
          <Link to={paths.figure} className="button">
            {t('tests.start')}
          </Link>
        </p>
        <NearbyButton />
      </div>
    );
  }
  return (
    <FlowSuspense title={t('tests.title')} lead={t('tests.lead')}>
      <Tests />
    </FlowSuspense>
  );
}

function Tests() {
  const { t } = useTranslation('assessment');
  const id = useId();
  const { result } = useAssessment();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<TestCategory | 'all'>('all');
  const top = result.status === 'fulfilled' ? result.data.assessment.ranked.slice(0, TEST_CONDITIONS) : [];
  const key = top.length > 0 ? top.map((r) => r.disease_short_name).join(',') : undefined;
  const details = useLoaded(key ? getConditions : NO_CONDITIONS, key ?? '');

  // The lists, the filters and the rest appear together, so nothing moves under the visitor's finger.
  const all = allOf(result, ...(key ? [details] : []));
  if (all.status !== 'fulfilled') {
    return (
      <div className="container flow">
        <FlowHeader title={t('tests.title')} lead={t('tests.lead')} />
        <LoadState resource={all} />
      </div>
    );
  }

  const conditions = details.status === 'fulfilled' ? details.data : [];
  const tests = gatherTests(conditions).filter(
    (x) => (category === 'all' || x.category === category) && matches(query, x.name, x.purpose, ...x.conditions),
  );
  const showTreatments = category === 'all' || category === 'therapy';
  const treatments = showTreatments
    ? conditions.flatMap((c) => c.treatments.filter((x) => matches(query, x, c.disease_name)).map((x) => ({ c, x })))
    : [];

  return (
    <div className="container flow">
      <FlowHeader title={t('tests.title')} lead={t('tests.lead')} />
      {top.length === 0 ? <p className="card">{t('suggested.empty')}</p> : null}
      <div role="search" className="filters">
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('tests.search')}</label>
          <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-cat`}>{t('tests.category')}</label>
          <select
            id={`${id}-cat`}
            value={category}
            onChange={(e) => setCategory(e.target.value as TestCategory | 'all')}
          >
            <option value="all">{t('tests.all')}</option>
            {TEST_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="muted">
        {details.status === 'fulfilled' ? t('tests.count', { count: tests.length + treatments.length }) : ''}
      </p>
      {details.status === 'fulfilled' && tests.length + treatments.length === 0 ? <p>{t('tests.noMatch')}</p> : null}
      {tests.length > 0 ? (
        <section aria-labelledby={`${id}-tests`}>
          <h2 id={`${id}-tests`}>{t('tests.testsTitle')}</h2>
          <ul className="test-list">
            {tests.map((x) => (
              <li key={x.name} className="card" data-category={x.category}>
                <h3>{x.name}</h3>
                <p className="muted">{t(`category.${x.category}`)}</p>
                <p>{x.purpose}</p>
                <p className="muted">{t('tests.forCondition', { name: x.conditions.join(', ') })}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {treatments.length > 0 ? (
        <section aria-labelledby={`${id}-treat`}>
          <h2 id={`${id}-treat`}>{t('tests.treatmentsTitle')}</h2>
          <ul className="test-list">
            {treatments.map(({ c, x }) => (
              <li key={`${c.disease_short_name}/${x}`} className="card">
                <p>{x}</p>
                <p className="muted">{t('tests.forCondition', { name: c.disease_name })}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <NearbyButton />
      <Disclaimer />
    </div>
  );
}
