import { NOT_SURE } from '@painpoint/contracts/constants';
import { unsureOfRest, type StepState } from '@painpoint/engine';

export interface AnswerInWords {
  stepId: string;
  question: string;
  /** The chosen answers in the words the visitor saw, "; " between them. */
  answer: string;
}

/**
 * The questions answered so far, in the order they are asked, with their answers in words.
 * "Not sure" beside ticked answers reads as `notSureOthers` ("Not sure about the others").
 */
export function answersInWords(states: readonly StepState[], notSureOthers: string): AnswerInWords[] {
  return states
    .filter((s) => s.visible && s.chosen.length > 0)
    .map((s) => ({
      stepId: s.step.id,
      question: s.step.question,
      answer: s.chosen
        .map((k) =>
          k === NOT_SURE && unsureOfRest(s.chosen)
            ? notSureOthers
            : (s.step.step_options.find((o) => o.key === k)?.label ?? k),
        )
        .join('; '),
    }));
}
