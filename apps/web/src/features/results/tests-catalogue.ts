import type { AdvisedTest, ConditionCare, TestCategory } from '@painpoint/contracts';
import { TEST_CATEGORIES } from '@painpoint/contracts/constants';
import { withoutLatinTerms } from '../../domain/diagnosis/without-latin-terms.ts';

/** What the visitor chose on /test-and-treatment: the search box and the category select. */
export interface Filter {
  query: string;
  category: TestCategory | 'all';
}

export const NO_FILTER: Filter = { query: '', category: 'all' };

/** True when the visitor has narrowed the page (a word typed, or a category chosen). */
export const isFiltered = (f: Filter): boolean => f.query.trim() !== '' || f.category !== 'all';

/** Why a test is advised, for one condition. */
export interface TestUse {
  condition: string;
  purpose: string;
}

/** One test of the knowledge base: a name within a category, with each condition it is advised for. */
export interface CatalogueTest {
  name: string;
  category: TestCategory;
  uses: TestUse[];
}

export interface ConditionTreatments {
  condition: string;
  treatments: string[];
}

/** One of the best matches of the visitor's assessment, with what of it passes the filter. */
export interface ConditionGroup {
  kind: 'condition';
  id: string;
  title: string;
  tests: AdvisedTest[];
  treatments: string[];
  count: number;
}

/** One test category of the whole knowledge base. */
export interface CategoryGroup {
  kind: 'category';
  id: TestCategory;
  category: TestCategory;
  tests: CatalogueTest[];
  count: number;
}

/** The treatments of the whole knowledge base, by condition. */
export interface TreatmentsGroup {
  kind: 'treatments';
  id: 'treatments';
  conditions: ConditionTreatments[];
  count: number;
}

export type Group = ConditionGroup | CategoryGroup | TreatmentsGroup;

export interface Groups {
  /** The best matches' groups, in their ranking order (absent without an assessment). */
  yours?: ConditionGroup[];
  /** The whole knowledge base: a group per test category (in the contract's order), then treatments. */
  all: (CategoryGroup | TreatmentsGroup)[];
  /** Tests and treatments of the whole knowledge base that pass the filter (0: nothing matches). */
  total: number;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a search, folded once: a test of every text against them (true for no words). */
export function matcher(query: string): (...texts: string[]) => boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (...texts) => {
    const hay = fold(texts.join(' '));
    return words.every((w) => hay.includes(w));
  };
}

/** Case- and accent-insensitive "contains", on every word typed. */
export function matches(query: string, ...texts: string[]): boolean {
  return matcher(query)(...texts);
}

/**
 * Names in alphabetical order, ignoring case and accents. Not `Intl.Collator`/`localeCompare`:
 * setting up the collator took 80–120 ms of main thread on a slow phone (4× throttled Chromium),
 * most of the page's own work, and the names are plain English.
 */
const sortKey = (s: string) => fold(s);
const byName = (a: string, b: string) => {
  const x = sortKey(a);
  const y = sortKey(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * The page's content for a filter. A test passes when its category is the one chosen (or all) and
 * every word typed is in its name, its purpose, its category's label or its condition's name, so
 * "blood test" finds "Blood count" and "gout" finds every test advised for gout. Treatments have
 * no category of their own: they count as therapy, and pass when every word is in the treatment or
 * its condition's name. `labelOf` gives a category's label in the visitor's language.
 *
 * Without an assessment (`ranked` undefined) the page is the whole knowledge base by category;
 * with one, the best matches' groups (by condition, in their order) come first.
 */
export function groupTests(
  care: readonly ConditionCare[],
  filter: Filter,
  labelOf: (category: TestCategory) => string,
  ranked?: readonly string[],
): Groups {
  const found = matcher(filter.query);
  const testPasses = (x: AdvisedTest, condition: string) =>
    (filter.category === 'all' || filter.category === x.category) &&
    found(x.name, x.purpose, labelOf(x.category), condition);
  const treatmentsShown = filter.category === 'all' || filter.category === 'therapy';
  const treatmentsOf = (c: ConditionCare) =>
    treatmentsShown ? c.treatments.filter((x) => found(x, c.disease_name)) : [];

  // The whole knowledge base: one entry per test name (any case) within a category.
  const tests = new Map<string, CatalogueTest>();
  const treatments: ConditionTreatments[] = [];
  let treatmentCount = 0;
  for (const c of [...care].sort((a, b) => byName(a.disease_name, b.disease_name))) {
    for (const x of c.tests) {
      if (!testPasses(x, c.disease_name)) continue;
      const key = `${x.category}/${x.name.toLowerCase()}`;
      const use = { condition: withoutLatinTerms(c.disease_name), purpose: x.purpose };
      const entry = tests.get(key);
      if (entry) entry.uses.push(use);
      else tests.set(key, { name: x.name, category: x.category, uses: [use] });
    }
    const shown = treatmentsOf(c);
    if (shown.length > 0) {
      treatments.push({ condition: withoutLatinTerms(c.disease_name), treatments: shown });
      treatmentCount += shown.length;
    }
  }
  const all: (CategoryGroup | TreatmentsGroup)[] = [];
  for (const category of TEST_CATEGORIES) {
    const list = [...tests.values()].filter((x) => x.category === category).sort((a, b) => byName(a.name, b.name));
    if (list.length > 0) all.push({ kind: 'category', id: category, category, tests: list, count: list.length });
  }
  if (treatments.length > 0) {
    all.push({ kind: 'treatments', id: 'treatments', conditions: treatments, count: treatmentCount });
  }
  const total = all.reduce((n, g) => n + g.count, 0);
  if (!ranked) return { all, total };

  const bySlug = new Map(care.map((c) => [c.disease_short_name, c] as const));
  const yours: ConditionGroup[] = [];
  for (const slug of ranked) {
    const c = bySlug.get(slug);
    if (!c) continue;
    const shownTests = c.tests.filter((x) => testPasses(x, c.disease_name));
    const shownTreatments = treatmentsOf(c);
    const count = shownTests.length + shownTreatments.length;
    if (count > 0) {
      yours.push({
        kind: 'condition',
        id: `condition-${slug}`,
        title: withoutLatinTerms(c.disease_name),
        tests: shownTests,
        treatments: shownTreatments,
        count,
      });
    }
  }
  return { yours, all, total };
}

/** About a phone screen of items: groups open by themselves until this many are on show. */
export const OPEN_BUDGET = 8;

/**
 * The groups that open by themselves, so a phone page stays short and what was asked for is on
 * show. Unfiltered, only the best match opens (nothing without an assessment: the page is then a
 * short list of categories). Filtered, the first group with something in it opens, and the next
 * ones while their items together stay within OPEN_BUDGET (a search for "gout" opens all its
 * groups; "Blood test" opens the blood tests; a search that matches hundreds opens only the first).
 */
export function openByDefault(groups: Groups, filtered: boolean): Set<string> {
  const open = new Set<string>();
  const list: Group[] = [...(groups.yours ?? []), ...groups.all];
  if (!filtered) {
    const best = groups.yours?.[0];
    if (best) open.add(best.id);
    return open;
  }
  let shown = 0;
  for (const g of list) {
    if (open.size === 0 || shown + g.count <= OPEN_BUDGET) {
      open.add(g.id);
      shown += g.count;
    }
  }
  return open;
}
