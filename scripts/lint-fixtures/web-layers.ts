// Lint fixture (scripts/lint-rules.test.ts), linted as if it lived in several folders of
// apps/web/src (decision 088): lib importing domain code, and anything shared importing a feature.
import { useAnswers } from '../domain/answers-store.ts';
import { firstSentence } from '../features/results/first-sentence.ts';

export const both = [useAnswers, firstSentence];
