import { NOT_SURE } from '@painpoint/contracts/constants';
import { nextQuestion } from './next-question.ts';
import type { PlaceModel } from './posterior.ts';

export interface SimulatedInterview {
  /** The answers given, by step, in the order asked. */
  selections: Map<string, readonly string[]>;
  /** The steps asked, in order (the age page's aside). */
  asked: string[];
}

/**
 * Runs the adaptive interview against someone who answers from a script: the warning screens,
 * then `nextQuestion` until it stops. A step the script has no answer for is answered "not sure".
 */
export function simulateInterview(
  model: PlaceModel,
  answerOf: (stepId: string) => readonly string[] | undefined,
): SimulatedInterview {
  const selections = new Map<string, readonly string[]>();
  const asked: string[] = [];
  // Each step is asked at most once, so the loop ends.
  for (let i = 0; i <= model.steps.length; i++) {
    const id = nextQuestion(selections, model);
    if (id === undefined) break;
    selections.set(id, answerOf(id) ?? [NOT_SURE]);
    asked.push(id);
  }
  return { selections, asked };
}
