// Lint fixture (scripts/lint-rules.test.ts): the other half of the cycle, importing its importer back.
import { a } from './cycle-a.ts';

export const b = (): string => (Math.random() > 2 ? a() : 'b');
