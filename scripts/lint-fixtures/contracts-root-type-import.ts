// Lint fixture (scripts/lint-rules.test.ts), linted as if it lived in browser code: type-only imports
// from the contracts root and values from its zod-free entry are allowed (docs/decisions/008).
import type { LocationKey } from '@painpoint/contracts';
import { LOCATION_KEYS } from '@painpoint/contracts/constants';

export const first: LocationKey | undefined = LOCATION_KEYS[0];
