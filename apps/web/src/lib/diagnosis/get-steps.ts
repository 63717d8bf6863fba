import { DiagnosisStepList, type DiagnosisStep } from '@painpoint/contracts';
import { apiFetch } from '../api-fetch.ts';
import { cachedByKey } from '../cache.ts';
import { apiPaths } from '../paths.ts';

export interface LocationSteps {
  steps: DiagnosisStep[];
  /** The knowledge-base version that served them (the API's `content-version` header); '' if none. */
  version: string;
}

/**
 * GET /diagnosis/get-diagnosis-step/{painLocation}/, kept for the visit. Shared by every page of
 * the flow, so a page leaving does not cancel it for the next one.
 */
export const getSteps = cachedByKey(async (location): Promise<LocationSteps> => {
  let version = '';
  const steps = await apiFetch(apiPaths.steps(location), DiagnosisStepList, {
    onHeaders: (headers) => {
      version = headers.get('content-version') ?? '';
    },
  });
  return { steps, version };
});
