import type { Answers, LocationKey, Sex } from '@painpoint/contracts';
import { alsoPlacesAt, type AlsoPlace } from '@painpoint/contracts/constants';

/**
 * What the visitor has told us, in the shape the spec stores under `userAnswers`: symptom counts
 * by key and one flag per chosen option named `key__stepId`, beside the profile. Its one schema is
 * the contract's (packages/contracts/src/answers.ts), from which this type comes.
 */
export type UserAnswers = Answers;

export const emptyAnswers = (): UserAnswers => ({ symptoms: {}, flags: {} });

export const flagName = (key: string, stepId: string): string => `${key}__${stepId}`;

/** Splits `key__stepId`; keys never contain a double underscore, so the first one separates. */
export function parseFlag(flag: string): { key: string; stepId: string } | undefined {
  const at = flag.indexOf('__');
  if (at <= 0 || at + 2 >= flag.length) return undefined;
  return { key: flag.slice(0, at), stepId: flag.slice(at + 2) };
}

/** docs/product.md §4: a symptom's weight rises by one on each add. */
export function addSymptom(symptoms: Record<string, number>, key: string): Record<string, number> {
  return { ...symptoms, [key]: (symptoms[key] ?? 0) + 1 };
}

/** docs/product.md §4: a removal decreases the weight and deletes the entry at 1 or less. */
export function removeSymptom(symptoms: Record<string, number>, key: string): Record<string, number> {
  const current = symptoms[key];
  if (current === undefined) return symptoms;
  const next = { ...symptoms };
  if (current <= 1) delete next[key];
  else next[key] = current - 1;
  return next;
}

/** Records that an option was chosen at a step: its flag is set and its symptom counted. */
export function chooseOption(answers: UserAnswers, stepId: string, key: string): UserAnswers {
  const flag = flagName(key, stepId);
  if (answers.flags[flag]) return answers;
  return {
    ...answers,
    flags: { ...answers.flags, [flag]: true },
    symptoms: addSymptom(answers.symptoms, key),
  };
}

/** Undoes {@link chooseOption}. */
export function unchooseOption(answers: UserAnswers, stepId: string, key: string): UserAnswers {
  const flag = flagName(key, stepId);
  if (!answers.flags[flag]) return answers;
  const flags = { ...answers.flags };
  delete flags[flag];
  return { ...answers, flags, symptoms: removeSymptom(answers.symptoms, key) };
}

/** Replaces the whole answer to one step with the given option keys. */
export function answerStep(answers: UserAnswers, stepId: string, keys: readonly string[]): UserAnswers {
  let next = answers;
  for (const chosen of selectionsFromFlags(answers.flags).get(stepId) ?? []) {
    if (!keys.includes(chosen)) next = unchooseOption(next, stepId, chosen);
  }
  for (const key of keys) next = chooseOption(next, stepId, key);
  return next;
}

/** step id → chosen option keys, read back from the flags. */
export function selectionsFromFlags(flags: Record<string, true>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const flag of Object.keys(flags)) {
    const parsed = parseFlag(flag);
    if (!parsed) continue;
    const list = out.get(parsed.stepId);
    if (list) list.push(parsed.key);
    else out.set(parsed.stepId, [parsed.key]);
  }
  return out;
}

/**
 * docs/product.md §4: when pain location and sex both change, the answers reset to keep only weight, sex
 * and age range plus the new values. A change of location alone also starts the symptom answers
 * afresh, because answers about one part of the body say nothing about another (and step ids
 * repeat across locations); see docs/decisions.
 */
export function setLocationAndSex(
  answers: UserAnswers,
  change: { painLocation?: { id: string; key: LocationKey }; sex?: Sex },
): UserAnswers {
  const location = change.painLocation ?? answers.painLocation;
  const sex = change.sex ?? answers.sex;
  const locationChanged = location?.key !== answers.painLocation?.key;
  const sexChanged = sex !== answers.sex;
  if (locationChanged && answers.painLocation !== undefined) {
    return keepProfile(answers, { painLocation: location, sex });
  }
  if (locationChanged && sexChanged) return keepProfile(answers, { painLocation: location, sex });
  return { ...answers, ...(location ? { painLocation: location } : {}), ...(sex ? { sex } : {}) };
}

function keepProfile(
  answers: UserAnswers,
  values: { painLocation?: { id: string; key: LocationKey } | undefined; sex?: Sex | undefined },
): UserAnswers {
  return {
    ...(answers.weight !== undefined ? { weight: answers.weight } : {}),
    ...(answers.weight === undefined && answers.weight_unknown ? { weight_unknown: true as const } : {}),
    ...(answers.age_range ? { age_range: answers.age_range } : {}),
    ...(answers.age_range_key !== undefined ? { age_range_key: answers.age_range_key } : {}),
    ...(answers.for ? { for: answers.for } : {}),
    // The pregnancy belongs to the person: it goes when the sex changes (a different person).
    ...(answers.pregnancy && values.sex === answers.sex ? { pregnancy: answers.pregnancy } : {}),
    ...(answers.breastfeeding !== undefined && values.sex === answers.sex
      ? { breastfeeding: answers.breastfeeding }
      : {}),
    // So do the illnesses and medicines: they are the person's, not the pain's.
    ...(answers.illnesses && values.sex === answers.sex ? { illnesses: answers.illnesses } : {}),
    ...(answers.medicines && values.sex === answers.sex ? { medicines: answers.medicines } : {}),
    ...(values.sex ? { sex: values.sex } : {}),
    ...(values.painLocation ? { painLocation: values.painLocation } : {}),
    symptoms: {},
    flags: {},
  };
}

/**
 * The other places the pain also reaches (decision 093): never the place itself or a part the
 * figure counts under it (decision 120), none at all-over (it already means many places) or the
 * skin (anywhere, decision 100), each once, in the place list's order; none named leaves the field out.
 */
export function setAlso(answers: UserAnswers, places: readonly AlsoPlace[]): UserAnswers {
  const list = alsoPlacesAt(answers.painLocation?.key).filter((p) => places.includes(p));
  const { also: _, ...rest } = answers;
  return list.length > 0 ? { ...rest, also: list } : rest;
}

/** Whether the profile has a weight, or says that it is not known. */
export const weightGiven = (answers: Pick<UserAnswers, 'weight' | 'weight_unknown'>): boolean =>
  answers.weight !== undefined || answers.weight_unknown === true;

/** docs/product.md §4: the 'clear' action empties the answers. */
export const clearAnswers = (): UserAnswers => emptyAnswers();

/**
 * "Start again" for a new pain: the place and every answer go, the person's sex, age and weight
 * stay, so they need not be typed again (the spec's full clear is still offered beside it).
 */
export const restartAnswers = (answers: UserAnswers): UserAnswers => keepProfile(answers, { sex: answers.sex });
