import type { LocationKey } from '@painpoint/contracts';
import { alsoPlaceOf, PERSON_FACT_KEYS, type PersonFactKey } from '@painpoint/contracts/constants';
import {
  PROFILE_EVIDENCE_KEYS,
  assessWith,
  buildModel,
  interviewPath,
  selectionsFromFlags,
  walkSteps,
  type PersonPath,
  type PlaceModel,
  type ModelAssessment,
  type Profile,
  type StepState,
  type UserAnswers,
} from '@painpoint/engine';
import { useMemo } from 'react';
import { translator } from '../../lib/i18n.ts';
import type { AssessmentCatalogue } from '../../locales/assessment-en.ts';

type ProfileFactKey = keyof AssessmentCatalogue['profileFacts'];
import { ageOf, useAnswers } from '../answers-store.ts';
import { pendingForever, useLoaded, type Loaded } from '../../lib/cache.ts';
import { getLocationContent, type LocationContent } from './get-location-content.ts';
import { withoutLatinTerms } from './without-latin-terms.ts';

/** The steps and diseases of a location (docs/product.md §4 load states; suspends while pending). */
export const useLocationContent = (location: LocationKey | undefined): Loaded<LocationContent> =>
  // Pages that score are guarded by the location answer; without one they stay pending.
  useLoaded(location ? getLocationContent : pendingForever, location ?? '');

export interface Scored extends LocationContent {
  states: StepState[];
  assessment: ModelAssessment;
  /** The questions asked so far in the adaptive interview and the one to ask now (decision 134). */
  path: PersonPath;
  /** An option's label at a step, for explaining reasons in the visitor's own answers. */
  labelOf(stepId: string, key: string): string;
  /** A condition's name by its short name, as the page shows it in the visitor's language (withoutLatinTerms). */
  nameOf(diseaseShortName: string): string;
  /** The name in full, with the English term a Hindi name keeps in brackets: for the summary for a doctor. */
  fullNameOf(diseaseShortName: string): string;
}

/** The person the engine scores for: sex, age and weight, and every other fact of the answers (PERSON_FACT_KEYS). */
export const profileOf = (answers: UserAnswers): Profile => ({
  ...(Object.fromEntries(PERSON_FACT_KEYS.map((k) => [k, answers[k]])) as Pick<UserAnswers, PersonFactKey>),
  sex: answers.sex,
  age: ageOf(answers),
  weight: answers.weight,
});

/**
 * The last scoring, kept: an answer is scored once to choose the next screen and again to draw it.
 * Kept by the place's steps and conditions, which a scoring passes on unchanged, so the page that
 * scores a scoring's own content (a `Scored` is a `LocationContent`) finds it too.
 */
let last: { steps: unknown; diseases: unknown; answers: UserAnswers; scored: Scored } | undefined;

/**
 * Scores the answers in the browser with the shared engine (the API never sees them): the
 * probabilistic model (decision 134) ranks the causes, sets the urgency and chooses the questions.
 * The same content and answers (the store keeps them unchanged until a new answer) are scored once.
 */
export function score(content: LocationContent, answers: UserAnswers): Scored {
  if (last?.steps === content.steps && last.diseases === content.diseases && last.answers === answers)
    return last.scored;
  const scored = scoreNow(content, answers);
  last = { steps: content.steps, diseases: content.diseases, answers, scored };
  return scored;
}

/**
 * The model of the place for the person, kept while neither changes, with the interview's path
 * last replayed on it: the next answer's replay starts where that one's answers still hold.
 */
let kept: { steps: unknown; diseases: unknown; profile: string; model: PlaceModel; path?: PersonPath } | undefined;

function scoreNow(content: LocationContent, answers: UserAnswers): Scored {
  const selections = selectionsFromFlags(answers.flags);
  const profile = profileOf(answers);
  const states = walkSteps(content.steps, selections, profile);
  const key = JSON.stringify(profile);
  if (kept?.steps !== content.steps || kept.diseases !== content.diseases || kept.profile !== key)
    kept = {
      steps: content.steps,
      diseases: content.diseases,
      profile: key,
      model: buildModel({ steps: content.steps, diseases: content.diseases, profile }),
    };
  const { model } = kept;
  const assessment = assessWith(model, selections);
  const path = interviewPath(model, selections, kept.path);
  kept.path = path;
  const labels = new Map<string, string>();
  for (const step of content.steps) for (const o of step.step_options) labels.set(`${step.id}/${o.key}`, o.label);
  // The profile's pregnancy, illnesses and medicines are scored as answers too (engine/profile.ts); they are named
  // in the catalogue, since no served step carries them.
  const facts = translator('assessment');
  const labelOf = (stepId: string, key: string) => {
    const own = labels.get(`${stepId}/${key}`);
    if (own !== undefined) return own;
    // "Also hurts in: Chest" for another place the pain reaches (decision 093).
    const also = alsoPlaceOf(key);
    if (also) return facts('profileFacts.alsoIn', { place: facts(`history.places.${also}`) });
    return PROFILE_EVIDENCE_KEYS.has(key) ? facts(`profileFacts.${key as ProfileFactKey}`) : key;
  };
  const names = new Map(content.diseases.map((d) => [d.disease_short_name, d.disease_name] as const));
  const fullNameOf = (key: string) => names.get(key) ?? key;
  const nameOf = (key: string) => withoutLatinTerms(fullNameOf(key));
  return { ...content, states, assessment, path, labelOf, nameOf, fullNameOf };
}

/** The steps of the interview's path, with their states: those asked, in order, then the one to ask now. */
export function pathStates({ states, path }: Pick<Scored, 'states' | 'path'>): StepState[] {
  const byId = new Map(states.map((s) => [s.step.id, s] as const));
  const ids = path.current ? [...path.asked, path.current] : path.asked;
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The steps shown to the visitor in the order they were asked (the interview's path), then any
 * other answered ones (reached by "Change" or "Continue the questions"), in the place's order.
 */
export function statesAsAsked({ states, path }: Pick<Scored, 'states' | 'path'>): StepState[] {
  const onPath = pathStates({ states, path: { ...path, current: undefined } }).filter((s) => s.visible);
  const rest = states.filter((s) => s.visible && !onPath.includes(s) && s.chosen.length > 0);
  return [...onPath, ...rest];
}

/** The visitor's answers with the content and the scored assessment for their pain location. */
export function useAssessment(): { answers: UserAnswers; result: Loaded<Scored> } {
  const answers = useAnswers((s) => s.answers);
  const content = useLocationContent(answers.painLocation?.key);
  const data = content.status === 'fulfilled' ? content.data : undefined;
  const scored = useMemo(() => (data ? score(data, answers) : undefined), [data, answers]);
  const result: Loaded<Scored> =
    content.status === 'rejected' ? content : { status: 'fulfilled', data: scored ?? score(content.data, answers) };
  return { answers, result };
}
