import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export interface ClinicalCase {
  id: string;
  sex: 'male' | 'female';
  age: number;
  weight: number;
  answers: Record<string, string[]>;
  expected: string;
  expected_triage: string;
}

/** A case from the knowledge base's own clinical cases (packages/content/data/cases). */
export function clinicalCase(location: string, id: string): ClinicalCase {
  const file = JSON.parse(readFileSync(join(ROOT, 'packages/content/data/cases', `${location}.json`), 'utf8')) as {
    cases: ClinicalCase[];
  };
  const found = file.cases.find((c) => c.id === id);
  if (!found) throw new Error(`no case ${id} in ${location}`);
  return found;
}
