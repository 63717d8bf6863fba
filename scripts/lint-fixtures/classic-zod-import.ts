// Lint fixture (scripts/lint-rules.test.ts), linted as if it lived in the web app or the contracts:
// classic zod (line 4) cannot be tree-shaken; zod/mini (line 5) is what they use (decision 019).
/* eslint-disable @typescript-eslint/no-unused-vars */
import { z as classic } from 'zod';
import { z as mini } from 'zod/mini';
