import type { DiagnosisStep } from '@painpoint/contracts';
import { apiFetch } from '../api-fetch.ts';
import { cachedByLanguage } from '../cache.ts';
import { apiPaths } from '../paths.ts';

export interface LocationSteps {
  steps: DiagnosisStep[];
  /** The knowledge-base version that served them (the API's `content-version` header); '' if none. */
  version: string;
}

/**
 * GET /diagnosis/get-diagnosis-step/{painLocation}/ in the visitor's language, kept for the visit.
 * Shared by every page of the flow, so a page leaving does not cancel it for the next one.
 */
export const getSteps = cachedByLanguage(async (location, lang): Promise<LocationSteps> => {
  let version = '';
  const steps = await apiFetch(apiPaths.steps(location, lang), 'DiagnosisStepList', {
    onHeaders: (headers) => {
      version = headers.get('content-version') ?? '';
    },
  });
  return { steps, version };
});
