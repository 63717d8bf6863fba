import type { DiagnosisStep } from '@painpoint/contracts';
import { ALSO_PLACES, type AlsoPlace, alsoKey } from '@painpoint/contracts/constants';
import type { ProfileFact, ProfileFacts } from './fact.ts';

const ALSO_KEY_SET: ReadonlySet<string> = new Set(ALSO_PLACES.map(alsoKey));
/** Whether a key says the pain also reaches another place (`also_knee`; decision 093). */
export const isAlsoKey = (key: string): boolean => ALSO_KEY_SET.has(key);

/**
 * The other places the pain reaches (decision 093), one step each with one answer, never shown:
 * the place page asks them as one optional list. A place named earns a condition that weighs it
 * what the weight says; a place not named drops out, for every condition alike (the list is
 * optional, so not naming a place says nothing). Only the named places' steps are scored.
 */
const alsoStep = (place: AlsoPlace): DiagnosisStep => ({
  id: `profile_${alsoKey(place)}`,
  question: `Also hurts in: ${place}`,
  multiple: false,
  dependent_on_any_symptoms: [],
  step_options: [{ key: alsoKey(place), label: place }],
});
const ALSO_STEPS: ReadonlyMap<AlsoPlace, DiagnosisStep> = new Map(ALSO_PLACES.map((p) => [p, alsoStep(p)]));

/** The steps of the other places named, in the order of the place list. */
export const alsoSteps = (profile: Pick<ProfileFacts, 'also'>): DiagnosisStep[] =>
  ALSO_PLACES.filter((p) => profile.also?.includes(p)).map((p) => ALSO_STEPS.get(p) as DiagnosisStep);

/** The other places the pain reaches (`also_*`), ticked on the place page. */
export const also: ProfileFact & { keys: ReadonlySet<string> } = {
  owns: isAlsoKey,
  holds: (key, profile) => profile.also === undefined || profile.also.some((p) => alsoKey(p) === key),
  states: (profile) => profile.also !== undefined,
  keys: ALSO_KEY_SET,
  selections: (profile) => alsoSteps(profile).map((step) => [step.id, [step.step_options[0]!.key]] as const),
};
