import type { Disease, DiagnosisStep, LocationKey } from '@painpoint/contracts';
import {
  assess,
  selectionsFromFlags,
  walkSteps,
  type Assessment,
  type StepState,
  type UserAnswers,
} from '@painpoint/engine';
import { useMemo } from 'react';
import { ageOf, useAnswers } from '../answers-store.ts';
import { useResource, type Resource } from '../use-resource.ts';
import { getDiseases } from './get-diseases.ts';
import { getSteps } from './get-steps.ts';

export interface LocationContent {
  steps: DiagnosisStep[];
  diseases: Disease[];
}

const loadContent = async (location: string): Promise<LocationContent> => {
  const [steps, diseases] = await Promise.all([getSteps(location), getDiseases(location)]);
  return { steps, diseases };
};

/** The steps and diseases of a location, loaded together (spec §4 load states). */
export const useLocationContent = (location: LocationKey | undefined): Resource<LocationContent> =>
  useResource(location, loadContent);

export interface Scored extends LocationContent {
  states: StepState[];
  assessment: Assessment;
  /** An option's label at a step, for explaining reasons in the visitor's own answers. */
  labelOf(stepId: string, key: string): string;
}

export const profileOf = (answers: UserAnswers) => ({
  sex: answers.sex,
  age: ageOf(answers),
  weight: answers.weight,
});

/** Scores the answers in the browser with the shared engine (the API never sees them). */
export function score(content: LocationContent, answers: UserAnswers): Scored {
  const selections = selectionsFromFlags(answers.flags);
  const profile = profileOf(answers);
  const states = walkSteps(content.steps, selections, profile);
  const assessment = assess({ steps: content.steps, diseases: content.diseases, profile, selections });
  const labels = new Map<string, string>();
  for (const step of content.steps) for (const o of step.step_options) labels.set(`${step.id}/${o.key}`, o.label);
  const labelOf = (stepId: string, key: string) => labels.get(`${stepId}/${key}`) ?? key;
  return { ...content, states, assessment, labelOf };
}

/** The visitor's answers with the content and the scored assessment for their pain location. */
export function useAssessment(): { answers: UserAnswers; result: Resource<Scored> } {
  const answers = useAnswers((s) => s.answers);
  const content = useLocationContent(answers.painLocation?.key);
  const result = useMemo<Resource<Scored>>(
    () => (content.status === 'fulfilled' ? { status: 'fulfilled', data: score(content.data, answers) } : content),
    [content, answers],
  );
  return { answers, result };
}
