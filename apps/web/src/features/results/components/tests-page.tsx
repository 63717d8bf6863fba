import type { ConditionCare, TestCategory } from '@painpoint/contracts';
import { dengueIsPossible, withoutNsaidAdvice } from '@painpoint/contracts/dengue';
import { TEST_CATEGORIES } from '@painpoint/contracts/constants';
import { Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Disclaimer } from '../../../components/disclaimer.tsx';
import { FlowHeader } from '../../../domain/flow/flow-header.tsx';
import { LoadState, Pending } from '../../../components/load-state.tsx';
import { useAnswers } from '../../../domain/answers-store.ts';
import { useAssessment } from '../../../domain/diagnosis/use-assessment.ts';
import { paths } from '../../../lib/paths.ts';
import { allOf, useLoaded } from '../../../lib/cache.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { getTestsAndTreatments } from '../api/get-tests-and-treatments.ts';
import { groupTests, isFiltered, NO_FILTER, type Filter } from '../tests-catalogue.ts';
import { NearbyButton } from './nearby-button.tsx';
import { ParacetamolOnly } from '../../../domain/diagnosis/paracetamol-only.tsx';
import { TestGroups } from './test-groups.tsx';
import '../tests-page.css';

/** How many of the best matches the page gathers tests and treatments from. */
export const TEST_CONDITIONS = 5;

/**
 * /test-and-treatment: wired to the knowledge base (a deliberate step past the spec's static
 * page). It stands on its own: the search and the category select work over every condition's
 * tests and treatments; after an assessment, the best matches' come first (decision 030).
 *
 * The heading, the filters and the map link are there at once and stay put; only the results
 * below them wait for the knowledge base, so nothing moves under the visitor's finger.
 */
export function TestsPage() {
  const { t } = useTranslation('assessment');
  const id = useId();
  const hasLocation = useAnswers((s) => s.answers.painLocation !== undefined);
  // The page is prerendered (decision 014) with the results' place kept; they load once it is live.
  const live = useHydrated();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const clear = () => setFilter(NO_FILTER);
  return (
    <div className="container flow tests-page">
      <FlowHeader title={t('tests.title')} lead={hasLocation ? t('tests.lead') : t('tests.leadAll')} />
      <div role="search" className="filters">
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('tests.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={filter.query}
            onChange={(e) => setFilter({ ...filter, query: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-cat`}>{t('tests.category')}</label>
          <select
            id={`${id}-cat`}
            value={filter.category}
            onChange={(e) => setFilter({ ...filter, category: e.target.value as Filter['category'] })}
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
      <NearbyButton />
      {hasLocation ? null : (
        <p className="card tt-start">
          {t('tests.noAssessment')}{' '}
          <Link to={paths.figure} className="button button-secondary">
            {t('tests.start')}
          </Link>
        </p>
      )}
      {/* While the results load, their place is kept, so nothing in view moves when they come. */}
      {live ? (
        <Suspense fallback={<ResultsPending />}>
          {hasLocation ? (
            <AssessedResults filter={filter} onClear={clear} />
          ) : (
            <ColdResults filter={filter} onClear={clear} />
          )}
        </Suspense>
      ) : (
        <ResultsPending />
      )}
      <Disclaimer />
    </div>
  );
}

function ResultsPending() {
  return (
    <div className="tt-pending">
      <Pending />
    </div>
  );
}

interface ResultsProps {
  filter: Filter;
  onClear: () => void;
}

function ColdResults(props: ResultsProps) {
  const care = useLoaded(getTestsAndTreatments, '');
  if (care.status !== 'fulfilled') return <LoadState resource={care} />;
  return <Results care={care.data} {...props} />;
}

function AssessedResults(props: ResultsProps) {
  // Both loads start now, side by side: the assessment's would otherwise hold back the other.
  void getTestsAndTreatments('');
  const { result } = useAssessment();
  const care = useLoaded(getTestsAndTreatments, '');
  const bestKey =
    result.status === 'fulfilled'
      ? result.data.assessment.ranked
          .slice(0, TEST_CONDITIONS)
          .map((r) => r.disease_short_name)
          .join(',')
      : '';
  const ranked = useMemo(() => bestKey.split(',').filter(Boolean), [bestKey]);
  const dengue = result.status === 'fulfilled' && dengueIsPossible(result.data.assessment.ranked);
  // While dengue is possible, no treatment on the page suggests an anti-inflammatory painkiller.
  const all = care.status === 'fulfilled' ? care.data : undefined;
  const shown = useMemo(() => (all && dengue ? all.map(withoutNsaidAdvice) : all), [all, dengue]);
  if (result.status !== 'fulfilled' || care.status !== 'fulfilled' || !shown) {
    return <LoadState resource={allOf(result, care)} />;
  }
  return (
    <>
      <ParacetamolOnly ranked={result.data.assessment.ranked} />
      <Results care={shown} ranked={ranked} {...props} />
    </>
  );
}

function Results({ care, ranked, filter, onClear }: ResultsProps & { care: ConditionCare[]; ranked?: string[] }) {
  const { t } = useTranslation('assessment');
  const groups = useMemo(
    // With no best match (nothing fits the answers) the page is the whole knowledge base alone.
    () => groupTests(care, filter, (c: TestCategory) => t(`category.${c}`), ranked?.length ? ranked : undefined),
    [care, filter, ranked, t],
  );
  const yoursCount = groups.yours?.reduce((n, g) => n + g.count, 0) ?? 0;
  return (
    <>
      {ranked && ranked.length === 0 ? <p className="card">{t('suggested.empty')}</p> : null}
      <p role="status" className="muted tt-status">
        {groups.total === 0
          ? t('tests.noMatch')
          : groups.yours
            ? t('tests.foundBoth', { yours: yoursCount, count: groups.total })
            : t('tests.found', { count: groups.total })}
      </p>
      {groups.total === 0 ? (
        <p>
          <button type="button" className="button button-secondary" onClick={onClear}>
            {t('tests.clear')}
          </button>
        </p>
      ) : (
        <TestGroups
          groups={groups}
          filtered={isFiltered(filter)}
          filterKey={`${filter.category}\n${filter.query.trim()}`}
        />
      )}
    </>
  );
}
