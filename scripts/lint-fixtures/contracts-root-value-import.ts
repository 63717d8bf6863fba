// Lint fixture (scripts/lint-rules.test.ts), linted as if it lived in browser code (apps/web/src,
// packages/engine/src): a value import from the contracts root, which brings zod into the browser
// (docs/decisions/008). Allowed in the web app since the contracts use zod/mini (019).
import { LOCATION_KEYS } from '@painpoint/contracts';

export const keys = LOCATION_KEYS;
