import type { ConditionCare, TestCategory } from '@painpoint/contracts';
import { TEST_CATEGORIES } from '@painpoint/contracts/constants';
import { useId, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from '../../../components/link.tsx';
import { Disclaimer } from '../../../components/disclaimer.tsx';
import { FlowHeader, FlowSuspense } from '../../../components/flow-header.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { useAnswers } from '../../../lib/answers-store.ts';
import { useAssessment } from '../../../lib/diagnosis/use-assessment.ts';
import { language } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { allOf, useLoaded, type Loaded } from '../../../lib/use-loaded.ts';
import { getTestsAndTreatments } from '../api/get-tests-and-treatments.ts';
import {
  groupTests,
  isFiltered,
  NO_FILTER,
  OPEN_BUDGET,
  openByDefault,
  type CategoryGroup,
  type ConditionGroup,
  type Filter,
  type Group,
  type TreatmentsGroup,
} from '../tests-catalogue.ts';
import { NearbyButton } from './nearby-button.tsx';
import '../tests-page.css';

/** How many of the best matches the page gathers tests and treatments from. */
export const TEST_CONDITIONS = 5;

/**
 * /test-and-treatment: wired to the knowledge base (a deliberate step past the spec's static
 * page). It stands on its own: the search and the category select work over every condition's
 * tests and treatments; after an assessment, the best matches' come first.
 */
export function TestsPage() {
  const { t } = useTranslation('assessment');
  const hasLocation = useAnswers((s) => s.answers.painLocation !== undefined);
  const lead = hasLocation ? t('tests.lead') : t('tests.leadAll');
  return (
    <FlowSuspense title={t('tests.title')} lead={lead}>
      {hasLocation ? <AssessedTests lead={lead} /> : <ColdTests lead={lead} />}
    </FlowSuspense>
  );
}

function ColdTests({ lead }: { lead: string }) {
  const care = useLoaded(getTestsAndTreatments, '');
  if (care.status !== 'fulfilled') return <Failed lead={lead} resource={care} />;
  return <TestsView care={care.data} lead={lead} />;
}

function AssessedTests({ lead }: { lead: string }) {
  // Both loads start now, side by side: the assessment's would otherwise hold back the other.
  void getTestsAndTreatments('');
  const { result } = useAssessment();
  const care = useLoaded(getTestsAndTreatments, '');
  const best =
    result.status === 'fulfilled'
      ? result.data.assessment.ranked.slice(0, TEST_CONDITIONS).map((r) => r.disease_short_name)
      : [];
  const bestKey = best.join(',');
  const ranked = useMemo(() => bestKey.split(',').filter(Boolean), [bestKey]);
  // The lists, the filters and the rest appear together, so nothing moves under the visitor's finger.
  if (result.status !== 'fulfilled' || care.status !== 'fulfilled') {
    return <Failed lead={lead} resource={allOf(result, care)} />;
  }
  return <TestsView care={care.data} lead={lead} ranked={ranked} />;
}

function Failed({ lead, resource }: { lead: string; resource: Loaded<unknown> }) {
  const { t } = useTranslation('assessment');
  return (
    <div className="container flow">
      <FlowHeader title={t('tests.title')} lead={lead} />
      <LoadState resource={resource} />
    </div>
  );
}

const plural = new Intl.PluralRules(language);
const form = (n: number) => (plural.select(n) === 'one' ? 'one' : 'other');

/**
 * Which groups are open: those that open by themselves for the current filter, and what the
 * visitor opened or closed since the filter last changed (a new search starts from the defaults).
 */
function useOpenGroups(defaults: Set<string>, filterKey: string) {
  const [toggled, setToggled] = useState<{ filterKey: string; open: Record<string, boolean> }>({
    filterKey,
    open: {},
  });
  const mine = toggled.filterKey === filterKey ? toggled.open : {};
  const isOpen = (id: string) => mine[id] ?? defaults.has(id);
  const onToggle = (id: string) => (e: SyntheticEvent<HTMLDetailsElement>) => {
    const open = e.currentTarget.open;
    // The browser also reports the page's own opening and closing: only the visitor's counts.
    if (open !== isOpen(id)) setToggled({ filterKey, open: { ...mine, [id]: open } });
  };
  return { isOpen, onToggle };
}

function TestsView({ care, lead, ranked }: { care: ConditionCare[]; lead: string; ranked?: string[] }) {
  const { t } = useTranslation('assessment');
  const id = useId();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const groups = useMemo(
    () => groupTests(care, filter, (c: TestCategory) => t(`category.${c}`), ranked),
    [care, filter, ranked, t],
  );
  const filtered = isFiltered(filter);
  const defaults = useMemo(() => openByDefault(groups, filtered), [groups, filtered]);
  const { isOpen, onToggle } = useOpenGroups(defaults, `${filter.category}\n${filter.query.trim()}`);
  const yours = groups.yours;
  const yoursCount = yours?.reduce((n, g) => n + g.count, 0) ?? 0;

  const section = (g: Group, children: ReactNode, title: string, count: string) => (
    <details key={g.id} className="tt-group" data-group={g.id} open={isOpen(g.id)} onToggle={onToggle(g.id)}>
      <summary>
        <span className="tt-group-head">
          <h3 className="tt-group-title">{title}</h3>
          <span className="tt-group-count">{count}</span>
        </span>
      </summary>
      <div className="tt-group-body">{children}</div>
    </details>
  );
  const tests = (n: number) => t(`tests.testCount.${form(n)}`, { count: n });
  const treatments = (n: number) => t(`tests.treatmentCount.${form(n)}`, { count: n });

  return (
    <div className="container flow tests-page">
      <FlowHeader title={t('tests.title')} lead={lead} />
      {ranked && ranked.length === 0 ? <p className="card">{t('suggested.empty')}</p> : null}
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
      <p role="status" className="muted tt-status">
        {groups.total === 0
          ? t('tests.noMatch')
          : yours
            ? t('tests.foundBoth', { yours: yoursCount, count: groups.total })
            : t('tests.found', { count: groups.total })}
      </p>
      {groups.total === 0 ? (
        <p>
          <button type="button" className="button button-secondary" onClick={() => setFilter(NO_FILTER)}>
            {t('tests.clear')}
          </button>
        </p>
      ) : null}
      {yours && ranked && ranked.length > 0 && groups.total > 0 ? (
        <section aria-labelledby={`${id}-yours`} className="tt-part">
          <h2 id={`${id}-yours`}>{t('tests.yoursTitle')}</h2>
          {yours.length === 0 ? <p>{t('tests.noneYours')}</p> : null}
          {yours.map((g) => section(g, <ConditionBody group={g} />, g.title, conditionCount(g, tests, treatments)))}
        </section>
      ) : null}
      {groups.total > 0 ? (
        <section aria-labelledby={`${id}-all`} className="tt-part">
          <h2 id={`${id}-all`}>{t('tests.allTitle')}</h2>
          {groups.all.map((g) =>
            g.kind === 'category'
              ? section(g, <CategoryBody group={g} />, t(`category.${g.category}`), tests(g.count))
              : section(g, <TreatmentsBody group={g} />, t('tests.treatmentsTitle'), treatments(g.count)),
          )}
        </section>
      ) : null}
      {ranked ? null : (
        <p className="card tt-start">
          {t('tests.noAssessment')}{' '}
          <Link to={paths.figure} className="button button-secondary">
            {t('tests.start')}
          </Link>
        </p>
      )}
      <Disclaimer />
    </div>
  );
}

function conditionCount(g: ConditionGroup, tests: (n: number) => string, treatments: (n: number) => string): string {
  return [
    g.tests.length > 0 ? tests(g.tests.length) : '',
    g.treatments.length > 0 ? treatments(g.treatments.length) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** A best match: its tests (each with its category and why), then its treatments. */
function ConditionBody({ group }: { group: ConditionGroup }) {
  const { t } = useTranslation('assessment');
  return (
    <>
      {group.tests.length > 0 ? (
        <>
          <h4>{t('tests.testsTitle')}</h4>
          <ul className="tt-list">
            {group.tests.map((x, i) => (
              <li key={`${i}/${x.name}`} data-category={x.category}>
                <span className="tt-name">{x.name}</span> <span className="muted">({t(`category.${x.category}`)})</span>
                <br />
                {x.purpose}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {group.treatments.length > 0 ? (
        <>
          <h4>{t('tests.treatmentsTitle')}</h4>
          <ul className="tt-list tt-treatments">
            {group.treatments.map((x, i) => (
              <li key={`${i}/${x}`}>{x}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/**
 * One entry of a knowledge-base group (a test, or a condition's treatments): its name, and the
 * rest on a tap, so an opened group is a list that can be scanned. Entries of a small group (a
 * narrow search) are open from the start.
 */
function Entry({
  title,
  meta,
  open,
  category,
  children,
}: {
  title: string;
  meta: string;
  open: boolean;
  category?: TestCategory;
  children: ReactNode;
}) {
  return (
    <li data-category={category}>
      <details className="tt-entry" open={open}>
        <summary>
          <span>
            <span className="tt-name">{title}</span> <span className="muted">{meta}</span>
          </span>
        </summary>
        {children}
      </details>
    </li>
  );
}

/** A test category of the whole knowledge base: each test, and why it is advised for each condition. */
function CategoryBody({ group }: { group: CategoryGroup }) {
  const { t } = useTranslation('assessment');
  const open = group.count <= OPEN_BUDGET;
  return (
    <ul className="tt-list">
      {group.tests.map((x) => (
        <Entry
          key={x.name}
          title={x.name}
          meta={
            x.uses.length === 1 && x.uses[0]
              ? t('tests.forName', { name: x.uses[0].condition })
              : t('tests.conditionCount', { count: x.uses.length })
          }
          open={open}
          category={x.category}
        >
          {x.uses.length === 1 ? (
            // The summary already names the one condition.
            <p className="tt-purpose">{x.uses[0]?.purpose}</p>
          ) : (
            <ul className="tt-uses">
              {x.uses.map((u, i) => (
                <li key={`${i}/${u.condition}`}>
                  <span className="tt-condition">{u.condition}:</span> {u.purpose}
                </li>
              ))}
            </ul>
          )}
        </Entry>
      ))}
    </ul>
  );
}

/** The treatments of the whole knowledge base, under each condition's name. */
function TreatmentsBody({ group }: { group: TreatmentsGroup }) {
  const { t } = useTranslation('assessment');
  const open = group.conditions.length <= OPEN_BUDGET;
  return (
    <ul className="tt-list">
      {group.conditions.map((c) => (
        <Entry
          key={c.condition}
          title={c.condition}
          meta={t(`tests.treatmentCount.${form(c.treatments.length)}`, { count: c.treatments.length })}
          open={open}
        >
          <ul className="tt-uses">
            {c.treatments.map((x, i) => (
              <li key={`${i}/${x}`}>{x}</li>
            ))}
          </ul>
        </Entry>
      ))}
    </ul>
  );
}
