import {
  ALSO_PLACES,
  alsoKey,
  alsoPlacesAt,
  isAlsoPlace,
  NONE_OF_THESE,
  NOT_SURE,
  type AlsoPlace,
} from '@painpoint/contracts/constants';
import { isAlsoKey, isProfileKey, PROFILE_EVIDENCE_KEYS, triageRank } from '@painpoint/engine';
import { runCase, type EngineChoice } from './evaluate.ts';
import { CASE_SETS, type CaseSet, type KnowledgeBase, type LocationContent } from './load.ts';
import type { ClinicalCase } from './schema.ts';

/**
 * "It also hurts in…" (decision 093): the file's conditions exist, and each reaches someone — it
 * is listed at a place (not all-over) other than every place it names, so its weights are used.
 */
export function checkAlsoHurts(kb: Pick<KnowledgeBase, 'alsoHurts' | 'conditions' | 'locations'>, errors: string[]) {
  if (!kb.alsoHurts) return;
  for (const c of kb.alsoHurts.conditions) {
    const where = `shared/also-hurts.json: ${c.disease_short_name}`;
    if (!kb.conditions.has(c.disease_short_name)) {
      errors.push(`${where} has no file conditions/${c.disease_short_name}.json`);
      continue;
    }
    const named = Object.keys(c.places);
    const usedAt = [...kb.locations].filter(
      ([key, loc]) =>
        isAlsoPlace(key) &&
        loc.file.diseases.some((d) => d.disease_short_name === c.disease_short_name) &&
        named.some((p) => p !== key),
    );
    if (usedAt.length === 0) errors.push(`${where} is listed at no place where its weights could count`);
  }
  checkAlsoSpreads(kb, errors);
}

/**
 * The spread answers a ticked place gives (decision 120): each names a step of its place and that
 * step's own answers, never a warning sign (a tick must not raise an alarm nobody chose, nor hide
 * the question that offers it), never "none" or "not sure", and only places offered there.
 */
function checkAlsoSpreads(kb: Pick<KnowledgeBase, 'alsoHurts' | 'locations'>, errors: string[]) {
  for (const spread of kb.alsoHurts?.spreads ?? []) {
    const where = `shared/also-hurts.json: spreads ${spread.location}/${spread.step}`;
    const step = kb.locations.get(spread.location)?.file.steps.find((s) => s.id === spread.step);
    if (!step) {
      errors.push(`${where} names no step of locations/${spread.location}.json`);
      continue;
    }
    const offered = alsoPlacesAt(spread.location);
    for (const [key, places] of Object.entries(spread.options)) {
      const option = step.step_options.find((o) => o.key === key);
      if (!option) errors.push(`${where}: ${key} is not an answer of the step`);
      else if (option.red_flag || key === NONE_OF_THESE || key === NOT_SURE || option.asked === false) {
        errors.push(`${where}: ${key} is a warning sign, "none", "not sure" or never asked, and no tick may give it`);
      }
      for (const place of places) {
        if (!offered.includes(place)) errors.push(`${where}: ${key} names ${place}, which is not offered there`);
      }
    }
  }
}

export interface AlsoSweepFailure {
  set: CaseSet;
  id: string;
  also: AlsoPlace;
  expected_triage: string;
  triage: string;
}

/**
 * The other places whose naming can change this case's result at this place: a question of the
 * place reads the place's key (`also_<place>`), an answer of the place is given by it
 * (`given_by_also`, decision 120), or a condition the case's own answers can rank
 * weighs it. Naming any other place adds a question that no condition weighs and no question
 * reads, so the ranking and the triage stay exactly as they were; a condition weighing it that
 * nothing else of the case supports is never ranked on another place alone (engine score.ts).
 */
export function placesThatCount(loc: LocationContent, c: ClinicalCase): Set<AlsoPlace> {
  const steps = JSON.stringify(loc.file.steps);
  const answered = new Set(Object.values(c.answers).flat());
  const given = new Set(
    loc.file.steps.flatMap((st) => st.step_options.filter((o) => o.given_by !== undefined).map((o) => o.key)),
  );
  const own = (key: string) =>
    !isAlsoKey(key) && (answered.has(key) || given.has(key) || isProfileKey(key) || PROFILE_EVIDENCE_KEYS.has(key));
  const ranked = loc.diseases.filter((d) => d.symptoms.some((s) => s.value > 0 && own(s.key)));
  // A place that answers one of the place's questions (decision 120) changes what the case answers.
  const givesAnswers = new Set(loc.file.steps.flatMap((st) => st.step_options.flatMap((o) => o.given_by_also ?? [])));
  return new Set(
    ALSO_PLACES.filter((p) => {
      const key = alsoKey(p);
      return (
        steps.includes(`"${key}"`) ||
        givesAnswers.has(p) ||
        ranked.some((d) => d.symptoms.some((s) => s.key === key && s.value !== 0))
      );
    }),
  );
}

/** The site's model scoring every answer of a case: the sweep asks what one more place does to the score. */
const SCORED: EngineChoice = { allAnswers: true };

/**
 * Every case of every set is scored again with each other place added to what it says the pain
 * also reaches. Naming one more place must never bring a case's triage below what it expects
 * (where it was not below already): one more place can raise a condition, never hide a danger.
 * Places that cannot change the case's result (placesThatCount) are counted in `unchanged`, not
 * scored; a test holds that scoring them changes nothing.
 */
export function sweepAlsoHurts(kb: KnowledgeBase): {
  scorings: number;
  unchanged: number;
  failures: AlsoSweepFailure[];
} {
  const failures: AlsoSweepFailure[] = [];
  let scorings = 0;
  let unchanged = 0;
  for (const set of Object.keys(CASE_SETS) as CaseSet[]) {
    for (const [location, file] of kb.caseSets[set]) {
      if (!isAlsoPlace(location) || !kb.locations.has(location)) continue;
      for (const c of file.cases) {
        const before = runCase(kb, location, c, SCORED);
        if (triageRank(before.triage) < triageRank(c.expected_triage)) continue;
        const counting = placesThatCount(kb.locations.get(location)!, c);
        for (const place of alsoPlacesAt(location)) {
          if (c.also?.includes(place)) continue;
          if (!counting.has(place)) {
            unchanged++;
            continue;
          }
          scorings++;
          const after = runCase(kb, location, { ...c, also: [...(c.also ?? []), place] }, SCORED);
          if (triageRank(after.triage) < triageRank(c.expected_triage)) {
            failures.push({ set, id: c.id, also: place, expected_triage: c.expected_triage, triage: after.triage });
          }
        }
      }
    }
  }
  return { scorings, unchanged, failures };
}
