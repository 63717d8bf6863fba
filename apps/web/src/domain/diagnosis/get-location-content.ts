import type { DiagnosisStep, Disease } from '@painpoint/contracts';
import { request } from '../../lib/api-client.ts';
import { useAnswers } from '../answers-store.ts';
import { cachedByLanguage } from '../../lib/cache.ts';
import { apiPaths } from '../../lib/paths.ts';

/**
 * The knowledge base's calls for a pain location (docs/product.md §3): its steps and its diseases, in the
 * visitor's language, kept for the visit. Shared by every page of the flow and the saved checks,
 * so a page leaving does not cancel a load for the next one.
 */

export interface LocationSteps {
  steps: DiagnosisStep[];
  /** The knowledge-base version that served them (the API's `content-version` header); '' if none. */
  version: string;
}

/** GET /diagnosis/get-diagnosis-step/{painLocation}/. */
export const getSteps = cachedByLanguage(async (location, lang): Promise<LocationSteps> => {
  let version = '';
  const steps = await request(apiPaths.steps(location, lang), 'DiagnosisStepList', {
    onHeaders: (headers) => {
      version = headers.get('content-version') ?? '';
    },
  });
  return { steps, version };
});

/** docs/product.md §9 storage key for the diseases of the current location. */
export const DISEASES_KEY = 'diseases';

/**
 * docs/product.md §3: diseases are stored locally by short name with fullName, description,
 * age_range{min,max}, sex, weight and one entry per symptom key.
 */
function store(diseases: readonly Disease[]): void {
  const byName: Record<string, unknown> = {};
  for (const d of diseases) {
    byName[d.disease_short_name] = {
      fullName: d.disease_name,
      description: d.description,
      age_range: { min: d.age_range.min_age, max: d.age_range.max_age },
      ...(d.typical_age ? { typical_age: { min: d.typical_age.min_age, max: d.typical_age.max_age } } : {}),
      sex: d.gender,
      weight: { min: d.weight.min_weight, max: d.weight.max_weight },
      triage: d.triage,
      symptoms: Object.fromEntries(d.symptoms.map((s) => [s.key, s.value])),
    };
  }
  try {
    localStorage.setItem(DISEASES_KEY, JSON.stringify(byName));
  } catch {
    // Storage full or blocked: the diseases are still in memory for this visit.
  }
}

/** GET /diagnosis/get-diseases/{painLocation}/, also stored as docs/product.md §3 says. */
export const getDiseases = cachedByLanguage((location, lang) =>
  request(apiPaths.diseases(location, lang), 'DiseaseList').then((d) => {
    store(d);
    return d;
  }),
);

export interface LocationContent {
  steps: DiagnosisStep[];
  diseases: Disease[];
  /** The knowledge-base version the steps came from ('' if the server did not say). */
  version: string;
}

/** The steps and diseases of a location in the visitor's language, loaded together and kept for the visit. */
export const getLocationContent = cachedByLanguage(async (location): Promise<LocationContent> => {
  const [{ steps, version }, diseases] = await Promise.all([getSteps(location), getDiseases(location)]);
  return { steps, diseases, version };
});

/**
 * Starts loading the stored location's steps and diseases, on a page of the assessment opened
 * cold (main.tsx): the load then runs while the page is taken over, instead of after it.
 * The page reads the same cached load; a failure is shown by the page, not here.
 */
export function loadStoredLocation(): void {
  const key = useAnswers.getState().answers.painLocation?.key;
  if (key) getLocationContent(key).catch(() => undefined);
}
