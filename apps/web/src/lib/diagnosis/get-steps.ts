import { DiagnosisStepList, type DiagnosisStep } from '@painpoint/contracts';
import { apiFetch } from '../api-fetch.ts';
import { cachedByKey } from '../cache.ts';
import { apiPaths } from '../paths.ts';

export interface LocationSteps {
  steps: DiagnosisStep[];
  /**
   * The knowledge base's version the steps were served from (the `content-version` header), which
   * a saved assessment records; undefined if something on the way dropped the header.
   */
  version: string | undefined;
}

/**
 * GET /diagnosis/get-diagnosis-step/{painLocation}/, kept for the visit. Shared by every page of
 * the flow, so a page leaving does not cancel it for the next one.
 */
export const getSteps = cachedByKey(async (location): Promise<LocationSteps> => {
  let version: string | undefined;
  const steps = await apiFetch(apiPaths.steps(location), DiagnosisStepList, {
    onHeaders: (headers) => {
      version = headers.get('content-version') ?? undefined;
    },
  });
  return { steps, version };
});
