// A checking worker (decision 051): checks the API's answers against the contract's diagnosis schemas off
// the page's main thread, so building the schemas and checking an answer never hold up a tap or
// the page's drawing. The schemas are built once, as the worker starts.
import * as schemas from '@painpoint/contracts/schemas-diagnosis';
import { serveChecks } from './answer-check.ts';

serveChecks(schemas);
