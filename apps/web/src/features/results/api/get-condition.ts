import { ConditionDetail } from '@painpoint/contracts';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { cachedByKey } from '../../../lib/cache.ts';
import { apiPaths } from '../../../lib/paths.ts';

/** GET /diagnosis/get-condition/{disease_short_name}/: one condition's full facts, kept for the visit. */
export const getCondition = cachedByKey((name) => apiFetch(apiPaths.condition(name), ConditionDetail));

/** Several conditions at once, in the order asked (the key is their comma-joined names). */
export const getConditions = cachedByKey((names): Promise<ConditionDetail[]> =>
  Promise.all(names.split(',').filter(Boolean).map(getCondition)),
);
