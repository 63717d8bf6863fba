import type { DiagnosisStep, LocationKey } from '@painpoint/contracts';
import type { AlsoPlace } from '@painpoint/contracts/constants';
import type { AlsoHurtsFile } from './schema.ts';

/**
 * "It also hurts in…" answers a place's spread question (decision 120): each option the file's
 * `spreads` name at this place is marked with the places that give it (`given_by_also`), so the
 * engine counts it as answered when one of them is ticked and does not ask a question the list has
 * already asked. Steps and options the file does not name are returned as they are.
 */
export function withAlsoSpreads(
  location: LocationKey,
  steps: readonly DiagnosisStep[],
  file: AlsoHurtsFile | undefined,
): DiagnosisStep[] {
  const spreads = (file?.spreads ?? []).filter((s) => s.location === location);
  if (spreads.length === 0) return [...steps];
  return steps.map((step) => {
    const spread = spreads.find((s) => s.step === step.id);
    if (!spread) return step;
    return {
      ...step,
      step_options: step.step_options.map((o) => {
        const places = spread.options[o.key];
        return places ? { ...o, given_by_also: [...places] } : o;
      }),
    };
  });
}

/** Place → the option keys it gives at this location (empty where the file names none). */
export function spreadOptionsAt(location: LocationKey, file: AlsoHurtsFile): Map<AlsoPlace, Set<string>> {
  const out = new Map<AlsoPlace, Set<string>>();
  for (const spread of file.spreads ?? []) {
    if (spread.location !== location) continue;
    for (const [key, places] of Object.entries(spread.options)) {
      for (const place of places) {
        const keys = out.get(place) ?? new Set<string>();
        keys.add(key);
        out.set(place, keys);
      }
    }
  }
  return out;
}
