// Lint fixture (scripts/lint-rules.test.ts), linted as if it lived in browser code (apps/web/src,
// packages/engine/src): a value import from the contracts root, which brings zod into the browser
// (docs/decisions/008) and, in the web app, every schema into every page's start-up (the web app
// imports only the account schemas it needs, from @painpoint/contracts/schemas-account: 079).
import { LOCATION_KEYS } from '@painpoint/contracts';

export const keys = LOCATION_KEYS;
