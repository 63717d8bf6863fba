import { request } from '../../../lib/api-client.ts';
import { cachedByLanguage } from '../../../lib/cache.ts';
import { apiPaths } from '../../../lib/paths.ts';

/**
 * GET /diagnosis/get-tests-and-treatments/: every condition's tests and treatments in the visitor's
 * language, kept for the visit (one key, '').
 */
export const getTestsAndTreatments = cachedByLanguage((_key, lang) =>
  request(apiPaths.testsAndTreatments(lang), 'ConditionCareList'),
);
