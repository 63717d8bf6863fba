import type { ConditionDetail } from '@painpoint/contracts';
import { getJson } from '../../../lib/api-client.ts';
import { cachedByKey } from '../../../lib/cached.ts';
import { apiPaths } from '../../../lib/paths.ts';

const isCondition = (v: unknown): v is ConditionDetail => {
  const c = v as ConditionDetail;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof c.disease_short_name === 'string' &&
    typeof c.disease_name === 'string' &&
    typeof c.description === 'string' &&
    typeof c.when_to_seek_care === 'string' &&
    [c.red_flags, c.tests, c.treatments, c.self_care, c.sources].every(Array.isArray)
  );
};

/** GET /diagnosis/get-condition/{disease_short_name}/: one condition's full facts, kept for the visit. */
export const getCondition = cachedByKey((name) => getJson(apiPaths.condition(name), isCondition));

/** Several conditions at once, in the order asked (the key is their comma-joined names). */
export const getConditions = (names: string): Promise<ConditionDetail[]> =>
  Promise.all(names.split(',').filter(Boolean).map(getCondition));
