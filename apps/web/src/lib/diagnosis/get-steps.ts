import { DiagnosisStepList } from '@painpoint/contracts';
import { apiFetch } from '../api-fetch.ts';
import { cachedByKey } from '../cache.ts';
import { apiPaths } from '../paths.ts';

/**
 * GET /diagnosis/get-diagnosis-step/{painLocation}/, kept for the visit. Shared by every page of
 * the flow, so a page leaving does not cancel it for the next one.
 */
export const getSteps = cachedByKey((location) => apiFetch(apiPaths.steps(location), DiagnosisStepList));
