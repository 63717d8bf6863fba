// Lint fixture (scripts/lint-rules.test.ts), linted as if it lived in packages/engine/src: the pure
// engine importing the knowledge base.
import { loadKnowledgeBase } from '@painpoint/content';

export const kb = loadKnowledgeBase;
