import type { Disease } from '@painpoint/contracts';
import { apiFetch } from '../api-fetch.ts';
import { cachedByLanguage } from '../cache.ts';
import { apiPaths } from '../paths.ts';

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

/** GET /diagnosis/get-diseases/{painLocation}/ in the visitor's language, kept for the visit. */
export const getDiseases = cachedByLanguage((location, lang) =>
  apiFetch(apiPaths.diseases(location, lang), 'DiseaseList').then((d) => {
    store(d);
    return d;
  }),
);
