import type { ConditionDetail } from '@painpoint/contracts';
import { request } from '../../lib/api-client.ts';
import { cachedByLanguage } from '../../lib/cache.ts';
import { apiPaths } from '../../lib/paths.ts';

/** GET /diagnosis/get-condition/{disease_short_name}/: one condition's full facts in the visitor's language, kept for the visit. */
export const getCondition = cachedByLanguage((name, lang) =>
  request(apiPaths.condition(name, lang), 'ConditionDetail'),
);

/** Several conditions at once, in the order asked (the key is their comma-joined names). */
export const getConditions = cachedByLanguage((names): Promise<ConditionDetail[]> =>
  Promise.all(names.split(',').filter(Boolean).map(getCondition)),
);
