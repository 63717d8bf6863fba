// A visitor's stored answers (the spec's `userAnswers`) built from one of the knowledge base's
// clinical cases, for benchmarks that need a page of the assessment in a realistic state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocationKey } from '@painpoint/contracts';
import { answerStep, emptyAnswers, type UserAnswers } from '@painpoint/engine';
import { ROOT } from './site.ts';

interface Case {
  id: string;
  sex: 'male' | 'female';
  age: number;
  weight: number;
  answers: Record<string, string[]>;
}

/** 'complete' answers every step the case answers; 'partial' only the first, mid-interview. */
export function caseAnswers(
  location: LocationKey,
  regionId: string,
  id: string,
  how: 'complete' | 'partial',
): UserAnswers {
  const file = JSON.parse(readFileSync(join(ROOT, 'packages/content/data/cases', `${location}.json`), 'utf8')) as {
    cases: Case[];
  };
  const c = file.cases.find((x) => x.id === id);
  if (!c) throw new Error(`no case ${id} in ${location}`);
  let answers: UserAnswers = {
    ...emptyAnswers(),
    sex: c.sex,
    painLocation: { id: regionId, key: location },
    age_range: { min: c.age, max: c.age },
    age_range_key: String(c.age),
    weight: c.weight,
  };
  const entries = Object.entries(c.answers);
  for (const [step, keys] of how === 'complete' ? entries : entries.slice(0, 1)) {
    answers = answerStep(answers, step, keys);
  }
  return answers;
}
