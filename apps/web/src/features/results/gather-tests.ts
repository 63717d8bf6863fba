import type { ConditionDetail, TestCategory } from '@painpoint/contracts';

export interface TestRow {
  name: string;
  category: TestCategory;
  purpose: string;
  conditions: string[];
}

/** Tests from several conditions, one row per test name (a blood count is advised for many). */
export function gatherTests(conditions: readonly ConditionDetail[]): TestRow[] {
  const rows = new Map<string, TestRow>();
  for (const c of conditions) {
    for (const x of c.tests) {
      const k = x.name.toLowerCase();
      const row = rows.get(k);
      if (row) row.conditions.push(c.disease_name);
      else rows.set(k, { name: x.name, category: x.category, purpose: x.purpose, conditions: [c.disease_name] });
    }
  }
  return [...rows.values()];
}

/** Case- and accent-insensitive "contains", on every word typed. */
export function matches(query: string, ...texts: string[]): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const hay = fold(texts.join(' '));
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
}
