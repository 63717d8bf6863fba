import type { ConditionCare, TestCategory } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import {
  groupTests,
  isFiltered,
  matches,
  NO_FILTER,
  OPEN_BUDGET,
  openByDefault,
  type Filter,
} from './tests-catalogue.ts';

const labels: Record<TestCategory, string> = {
  'blood-test': 'Blood test',
  'lab-test': 'Urine, stool, breath or swab test',
  'heart-nerve-test': 'Heart tracing or nerve test',
  imaging: 'Imaging',
  consultation: 'Consultation',
  therapy: 'Therapy',
};
const labelOf = (c: TestCategory) => labels[c];

const care: ConditionCare[] = [
  {
    disease_short_name: 'septic_arthritis',
    disease_name: 'Septic arthritis',
    tests: [
      { name: 'blood count', category: 'blood-test', purpose: 'Looks for infection.' },
      { name: 'Joint fluid test', category: 'lab-test', purpose: 'Finds the germ.' },
    ],
    treatments: ['Antibiotics through a drip', 'Washing out the joint'],
  },
  {
    disease_short_name: 'gout',
    disease_name: 'Gout',
    tests: [
      { name: 'Blood count', category: 'blood-test', purpose: 'Rules out infection.' },
      { name: 'X-ray', category: 'imaging', purpose: 'Shows joint damage.' },
    ],
    treatments: ['Anti-inflammatory painkillers', 'Rest and ice'],
  },
  {
    disease_short_name: 'knee_oa',
    disease_name: 'Knee osteoarthritis',
    tests: [{ name: 'X-ray', category: 'imaging', purpose: 'Shows narrowing.' }],
    treatments: ['Exercise and physiotherapy'],
  },
];
const filter = (f: Partial<Filter>): Filter => ({ ...NO_FILTER, ...f });

describe('matches', () => {
  it('matches every word, ignoring case and accents', () => {
    expect(matches('blood COUNT', 'Full blood count')).toBe(true);
    expect(matches('count xray', 'Full blood count')).toBe(false);
    expect(matches('cafe', 'Café')).toBe(true);
    expect(matches('', 'anything')).toBe(true);
    expect(matches('   ', 'anything')).toBe(true);
  });
});

describe('the whole knowledge base, without an assessment', () => {
  it('groups tests by category, one entry per name with each condition and why, then treatments', () => {
    const g = groupTests(care, NO_FILTER, labelOf);
    expect(g.yours).toBeUndefined();
    expect(g.all.map((x) => [x.id, x.count])).toEqual([
      ['blood-test', 1],
      ['lab-test', 1],
      ['imaging', 1],
      ['treatments', 5],
    ]);
    const blood = g.all[0]!;
    expect(blood.kind === 'category' && blood.tests).toEqual([
      {
        name: 'Blood count',
        category: 'blood-test',
        uses: [
          { condition: 'Gout', purpose: 'Rules out infection.' },
          { condition: 'Septic arthritis', purpose: 'Looks for infection.' },
        ],
      },
    ]);
    const treatments = g.all[3]!;
    expect(treatments.kind === 'treatments' && treatments.conditions.map((c) => c.condition)).toEqual([
      'Gout',
      'Knee osteoarthritis',
      'Septic arthritis',
    ]);
    expect(g.total).toBe(8);
  });

  it('a category with no search lists all its tests (never "nothing matches" when it has some)', () => {
    const g = groupTests(care, filter({ category: 'blood-test' }), labelOf);
    expect(g.all.map((x) => x.id)).toEqual(['blood-test']);
    expect(g.total).toBe(1);
    const imaging = groupTests(care, filter({ category: 'imaging' }), labelOf);
    expect(imaging.all[0]!.kind === 'category' && imaging.all[0]!.tests[0]!.uses).toHaveLength(2);
  });

  it('therapy includes the treatments; other categories leave them out', () => {
    expect(groupTests(care, filter({ category: 'therapy' }), labelOf).all.map((x) => x.id)).toEqual(['treatments']);
    expect(groupTests(care, filter({ category: 'lab-test' }), labelOf).all.map((x) => x.id)).toEqual(['lab-test']);
  });

  it('searches names, purposes, category labels and condition names', () => {
    const ids = (q: string) => groupTests(care, filter({ query: q }), labelOf).all.map((x) => [x.id, x.count]);
    expect(ids('physio')).toEqual([['treatments', 1]]);
    expect(ids('imaging')).toEqual([['imaging', 1]]);
    // "blood test" is in no test's name, but is the label of its category.
    expect(ids('blood test')).toEqual([['blood-test', 1]]);
    // A condition's name finds its tests and treatments.
    expect(ids('gout')).toEqual([
      ['blood-test', 1],
      ['imaging', 1],
      ['treatments', 2],
    ]);
  });

  it('keeps, under a search, only the conditions that match within a test advised for several', () => {
    const g = groupTests(care, filter({ query: 'septic' }), labelOf);
    const blood = g.all.find((x) => x.id === 'blood-test');
    expect(blood?.kind === 'category' && blood.tests[0]!.uses).toEqual([
      { condition: 'Septic arthritis', purpose: 'Looks for infection.' },
    ]);
  });

  it('says nothing matches only when nothing does', () => {
    const g = groupTests(care, filter({ query: 'zzzz' }), labelOf);
    expect(g.all).toEqual([]);
    expect(g.total).toBe(0);
    expect(groupTests(care, filter({ query: 'zzzz' }), labelOf, ['gout']).yours).toEqual([]);
  });
});

describe('after an assessment', () => {
  it('puts the best matches first, by condition in their order, with the whole knowledge base after', () => {
    const g = groupTests(care, NO_FILTER, labelOf, ['knee_oa', 'gout', 'no_such_condition']);
    expect(g.yours?.map((x) => [x.title, x.count])).toEqual([
      ['Knee osteoarthritis', 2],
      ['Gout', 4],
    ]);
    expect(g.all.map((x) => x.id)).toEqual(['blood-test', 'lab-test', 'imaging', 'treatments']);
  });

  it('filters the best matches with the same search and category', () => {
    const g = groupTests(care, filter({ category: 'blood-test' }), labelOf, ['knee_oa', 'gout']);
    expect(g.yours?.map((x) => [x.title, x.tests.map((t) => t.name), x.treatments])).toEqual([
      ['Gout', ['Blood count'], []],
    ]);
    // No best match has a blood test: the knowledge base's still show.
    const none = groupTests(care, filter({ category: 'blood-test' }), labelOf, ['knee_oa']);
    expect(none.yours).toEqual([]);
    expect(none.total).toBe(1);
  });
});

describe('which groups open by themselves', () => {
  it('unfiltered: only the best match, and nothing without an assessment', () => {
    expect([...openByDefault(groupTests(care, NO_FILTER, labelOf), false)]).toEqual([]);
    expect([...openByDefault(groupTests(care, NO_FILTER, labelOf, ['gout', 'knee_oa']), false)]).toEqual([
      'condition-gout',
    ]);
  });

  it('filtered: the first group, then the next while their items stay within the budget', () => {
    const f = filter({ query: 'gout' });
    expect([...openByDefault(groupTests(care, f, labelOf), isFiltered(f))]).toEqual([
      'blood-test',
      'imaging',
      'treatments',
    ]);
    // A first group larger than the budget opens alone.
    const big: ConditionCare[] = Array.from({ length: OPEN_BUDGET + 2 }, (_, i) => ({
      disease_short_name: `c${i}`,
      disease_name: `Condition ${i}`,
      tests: [{ name: `Scan ${i}`, category: 'imaging', purpose: 'Looks.' }],
      treatments: ['Rest for a while'],
    }));
    const g = groupTests(big, filter({ query: 'condition' }), labelOf);
    expect(g.all.map((x) => [x.id, x.count])).toEqual([
      ['imaging', OPEN_BUDGET + 2],
      ['treatments', OPEN_BUDGET + 2],
    ]);
    expect([...openByDefault(g, true)]).toEqual(['imaging']);
  });

  it('knows a filter when it sees one', () => {
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered(filter({ query: '  ' }))).toBe(false);
    expect(isFiltered(filter({ query: 'x' }))).toBe(true);
    expect(isFiltered(filter({ category: 'imaging' }))).toBe(true);
  });
});
