// Lint fixture (scripts/lint-rules.test.ts), linted as if it lived in a feature of apps/web/src
// (decision 088): one feature importing another, and shared domain code, which it may.
import { firstSentence } from '../results/first-sentence.ts';
import { useAnswers } from '../../domain/answers-store.ts';

export const both = [firstSentence, useAnswers];
