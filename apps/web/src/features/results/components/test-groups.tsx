import type { TestCategory } from '@painpoint/contracts';
import { useId, useMemo, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  OPEN_BUDGET,
  openByDefault,
  type CategoryGroup,
  type ConditionGroup,
  type Group,
  type Groups,
  type TreatmentsGroup,
} from '../tests-catalogue.ts';

const plurals = new Map<string, Intl.PluralRules>();
/** The catalogue's form for `n` in `language`: 'one' or 'other'. */
function form(language: string, n: number): 'one' | 'other' {
  let rules = plurals.get(language);
  if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(n) === 'one' ? 'one' : 'other';
}

/**
 * The results of /test-and-treatment in collapsible groups (native <details>): the best matches
 * of an assessment by condition, then the whole knowledge base by test category and its
 * treatments. A closed group's content is not rendered at all: the whole knowledge base is
 * about 1,100 items, and making them all cost a slow phone over a second of blocked main thread.
 */
export function TestGroups({ groups, filtered, filterKey }: { groups: Groups; filtered: boolean; filterKey: string }) {
  const { t, language } = useTranslation('assessment');
  const id = useId();
  const defaults = useMemo(() => openByDefault(groups, filtered), [groups, filtered]);
  const { isOpen, onToggle } = useOpenGroups(defaults, filterKey);
  const tests = (n: number) => t(`tests.testCount.${form(language, n)}`, { count: n });
  const treatments = (n: number) => t(`tests.treatmentCount.${form(language, n)}`, { count: n });
  const conditionCount = (g: ConditionGroup) =>
    [g.tests.length > 0 ? tests(g.tests.length) : '', g.treatments.length > 0 ? treatments(g.treatments.length) : '']
      .filter(Boolean)
      .join(', ');

  const section = (g: Group, title: string, count: string, body: () => ReactNode) => (
    <details key={g.id} className="tt-group" data-group={g.id} open={isOpen(g.id)} onToggle={onToggle(g.id)}>
      <summary>
        <span className="tt-group-head">
          <h3 className="tt-group-title">{title}</h3>
          <span className="tt-group-count">{count}</span>
        </span>
      </summary>
      {isOpen(g.id) ? (
        // A new search starts the entries from their defaults too.
        <div className="tt-group-body" key={filterKey}>
          {body()}
        </div>
      ) : null}
    </details>
  );

  return (
    <>
      {groups.yours ? (
        <section aria-labelledby={`${id}-yours`} className="tt-part">
          <h2 id={`${id}-yours`}>{t('tests.yoursTitle')}</h2>
          {groups.yours.length === 0 ? <p>{t('tests.noneYours')}</p> : null}
          {groups.yours.map((g) => section(g, g.title, conditionCount(g), () => <ConditionBody group={g} />))}
        </section>
      ) : null}
      <section aria-labelledby={`${id}-all`} className="tt-part">
        <h2 id={`${id}-all`}>{t('tests.allTitle')}</h2>
        {groups.all.map((g) =>
          g.kind === 'category'
            ? section(g, t(`category.${g.category}`), tests(g.count), () => <CategoryBody group={g} />)
            : section(g, t('tests.treatmentsTitle'), treatments(g.count), () => <TreatmentsBody group={g} />),
        )}
      </section>
    </>
  );
}

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
    if (e.target !== e.currentTarget) return; // an entry inside the group
    const open = e.currentTarget.open;
    // The browser also reports the page's own opening and closing: only the visitor's counts.
    if (open !== isOpen(id)) setToggled({ filterKey, open: { ...mine, [id]: open } });
  };
  return { isOpen, onToggle };
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
 * narrow search) start open; the rest is rendered only when opened.
 */
function Entry({
  title,
  meta,
  startOpen,
  category,
  children,
}: {
  title: string;
  meta: string;
  startOpen: boolean;
  category?: TestCategory;
  children: () => ReactNode;
}) {
  const [open, setOpen] = useState(startOpen);
  return (
    <li data-category={category}>
      <details className="tt-entry" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <span>
            <span className="tt-name">{title}</span> <span className="muted">{meta}</span>
          </span>
        </summary>
        {open ? children() : null}
      </details>
    </li>
  );
}

/** A test category of the whole knowledge base: each test, and why it is advised for each condition. */
function CategoryBody({ group }: { group: CategoryGroup }) {
  const { t } = useTranslation('assessment');
  const startOpen = group.count <= OPEN_BUDGET;
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
          startOpen={startOpen}
          category={x.category}
        >
          {() =>
            x.uses.length === 1 ? (
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
            )
          }
        </Entry>
      ))}
    </ul>
  );
}

/** The treatments of the whole knowledge base, under each condition's name. */
function TreatmentsBody({ group }: { group: TreatmentsGroup }) {
  const { t, language } = useTranslation('assessment');
  const startOpen = group.conditions.length <= OPEN_BUDGET;
  return (
    <ul className="tt-list">
      {group.conditions.map((c) => (
        <Entry
          key={c.condition}
          title={c.condition}
          meta={t(`tests.treatmentCount.${form(language, c.treatments.length)}`, { count: c.treatments.length })}
          startOpen={startOpen}
        >
          {() => (
            <ul className="tt-uses">
              {c.treatments.map((x, i) => (
                <li key={`${i}/${x}`}>{x}</li>
              ))}
            </ul>
          )}
        </Entry>
      ))}
    </ul>
  );
}
