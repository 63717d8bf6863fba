import type { DiagnosisStep } from '@painpoint/contracts';
import { getJson } from '../api-client.ts';
import { cachedByKey } from '../cached.ts';
import { apiPaths } from '../paths.ts';

const isStep = (v: unknown): v is DiagnosisStep => {
  const s = v as DiagnosisStep;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof s.id === 'string' &&
    typeof s.question === 'string' &&
    typeof s.multiple === 'boolean' &&
    Array.isArray(s.dependent_on_any_symptoms) &&
    Array.isArray(s.step_options) &&
    s.step_options.every((o) => typeof o?.key === 'string' && typeof o.label === 'string')
  );
};
const isSteps = (v: unknown): v is DiagnosisStep[] => Array.isArray(v) && v.length > 0 && v.every(isStep);

/**
 * GET /diagnosis/get-diagnosis-step/{painLocation}/, kept for the visit. Shared by every page of
 * the flow, so a page leaving does not cancel it for the next one.
 */
export const getSteps = cachedByKey((location) => getJson(apiPaths.steps(location), isSteps));
