// Lint fixture (scripts/lint-rules.test.ts), as if in several folders of apps/web/src (decisions
// 088, 156): lib or components importing domain code, and anything shared importing a feature.
import { useAnswers } from '../domain/answers-store.ts';
import { firstSentence } from '../features/results/first-sentence.ts';

export const both = [useAnswers, firstSentence];
