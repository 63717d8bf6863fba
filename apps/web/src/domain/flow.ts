import { weightGiven, type UserAnswers } from '@painpoint/engine';
import { paths } from '../lib/paths.ts';

export type Need = 'sex' | 'location' | 'profile';

/**
 * Where a visitor who lacks an earlier answer belongs: the figure (sex), the body map (location),
 * then age and weight. Pages of the flow send visitors there instead of showing half a page.
 */
export function missingStep(answers: UserAnswers, needs: readonly Need[]): string | undefined {
  if (needs.includes('sex') && !answers.sex) return paths.figure;
  if (needs.includes('location') && !answers.painLocation) return paths.painLocation;
  if (needs.includes('profile') && (answers.age_range === undefined || !weightGiven(answers))) {
    return paths.ageWeight;
  }
  return undefined;
}

/** The first page still to do, or the questions when the profile is complete. */
export const resumePath = (answers: UserAnswers): string =>
  missingStep(answers, ['sex', 'location', 'profile']) ?? paths.steps;
