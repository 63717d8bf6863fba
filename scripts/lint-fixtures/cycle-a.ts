// Lint fixture (scripts/lint-rules.test.ts): one half of a two-file import cycle.
import { b } from './cycle-b.ts';

export const a = (): string => `a${b()}`;
