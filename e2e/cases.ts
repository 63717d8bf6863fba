import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export interface ClinicalCase {
  id: string;
  sex: 'male' | 'female';
  age: number;
  weight: number;
  pregnancy?: { status: 'no' | 'maybe' | 'yes' | 'postpartum' | 'not_sure'; months?: number };
  answers: Record<string, string[]>;
  expected: string;
  expected_triage: string;
}

export interface Step {
  id: string;
  question: string;
  dependent_on_any_symptoms: string[];
  step_options: { key: string; label: string }[];
}

/** A place's questions (or shared ones), by their file under packages/content/data. */
export const readSteps = (path: string): Step[] =>
  (JSON.parse(readFileSync(join(ROOT, 'packages/content/data', path), 'utf8')) as { steps: Step[] }).steps;

/** A case from the knowledge base's own clinical cases (packages/content/data/cases). */
export function clinicalCase(location: string, id: string): ClinicalCase {
  const file = JSON.parse(readFileSync(join(ROOT, 'packages/content/data/cases', `${location}.json`), 'utf8')) as {
    cases: ClinicalCase[];
  };
  const found = file.cases.find((c) => c.id === id);
  if (!found) throw new Error(`no case ${id} in ${location}`);
  return found;
}

/**
 * A case's answers as the app stores them after the questions (docs/product.md §3 `userAnswers`), for a test
 * that starts on a page which needs a finished assessment.
 */
export function storedAnswers(location: string, c: ClinicalCase) {
  const symptoms: Record<string, number> = {};
  const flags: Record<string, true> = {};
  for (const [step, keys] of Object.entries(c.answers)) {
    for (const key of keys) {
      flags[`${key}__${step}`] = true;
      symptoms[key] = (symptoms[key] ?? 0) + 1;
    }
  }
  return {
    painLocation: { id: location, key: location },
    sex: c.sex,
    weight: c.weight,
    age_range: { min: c.age, max: c.age },
    ...(c.pregnancy ? { pregnancy: c.pregnancy } : {}),
    symptoms,
    flags,
  };
}
