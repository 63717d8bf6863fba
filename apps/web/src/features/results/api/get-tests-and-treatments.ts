import { ConditionCareList } from '@painpoint/contracts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { cachedByKey } from '../../../lib/cache.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** GET /diagnosis/get-tests-and-treatments/: every condition's tests and treatments, kept for the visit (one key, ''). */
export const getTestsAndTreatments = cachedByKey(() => apiFetch(apiPaths.testsAndTreatments, ConditionCareList));
