import { NOT_SURE } from '@painpoint/contracts/constants';
import { chooseQuestion, questionValues, screensToAsk, type QuestionValue } from './next-question.ts';
import { walk, type PlaceModel } from './posterior.ts';

export interface InterviewPath {
  /** The steps asked so far, in the order the interview asked them, each one answered. */
  asked: string[];
  /** The question to ask now, or undefined when nothing left could change what the person is told. */
  current: string | undefined;
}

export interface PersonPath extends InterviewPath {
  /** The answers given to the questions asked, by step: where a later replay may start (`interviewPath`). */
  selections: ReadonlyMap<string, readonly string[]>;
  /**
   * About how many questions are left, the one to ask now included: every screen of warning signs
   * still to come (each is asked) and half of the other steps whose answer could still change what
   * the person is told (an answer that settles the leading cause makes others undecisive, and the
   * interview stops sooner). Against the real length of the interviews of the case sets, "n of
   * about m" is then right within 1.5 questions on average (it was 3, always too many, when every
   * decisive step counted).
   */
  left: number;
}

export interface SimulatedInterview extends InterviewPath {
  /** The answers given, by step, in the order asked. */
  selections: Map<string, readonly string[]>;
}

/**
 * The adaptive interview replayed: the warning screens, then `nextQuestion`, each step answered by
 * `answerOf`, until a step it has no answer for (the question to ask now) or the interview stops.
 * It starts after `from`, questions already asked with their answers, when given. Each step is
 * asked at most once, so the loop ends.
 */
function replay(
  model: PlaceModel,
  answerOf: (stepId: string) => readonly string[] | undefined,
  from: { asked: readonly string[]; selections: ReadonlyMap<string, readonly string[]> } = {
    asked: [],
    selections: new Map(),
  },
): SimulatedInterview & { values?: QuestionValue[] } {
  const selections = new Map(from.selections);
  const asked = [...from.asked];
  for (let i = asked.length; i <= model.steps.length; i++) {
    const { id, values } = chooseQuestion(selections, model);
    const given = id === undefined ? undefined : answerOf(id);
    if (id === undefined || given === undefined) return { selections, asked, current: id, values };
    selections.set(id, given);
    asked.push(id);
  }
  return { selections, asked, current: undefined };
}

const sameAnswer = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * Runs the adaptive interview against someone who answers from a script. A step the script has no
 * answer for is answered "not sure".
 */
export const simulateInterview = (
  model: PlaceModel,
  answerOf: (stepId: string) => readonly string[] | undefined,
): SimulatedInterview => {
  const { selections, asked, current } = replay(model, (id) => answerOf(id) ?? [NOT_SURE]);
  return { selections, asked, current };
};

/**
 * Where a person stands in the adaptive interview: the questions replayed, each answered as the
 * person answered it, up to one they have not answered. The path is a function of the answers
 * alone, so a reload, the browser's Back button and a changed earlier answer all land where a
 * fresh walk with those answers would.
 *
 * `before`, a path this function gave earlier on the same model, saves the replay of its questions
 * still answered as they were then: each choice depends only on the answers before it, so that
 * part of the path is the same, and the question that was to be asked now is taken as asked when
 * it has been answered. An answer more then weighs the open steps once or twice (the next
 * question, and what is left when a warning screen comes next) instead of once per question asked.
 */
export function interviewPath(
  model: PlaceModel,
  answers: ReadonlyMap<string, readonly string[]>,
  before?: PersonPath,
): PersonPath {
  const answerOf = (id: string) => {
    const keys = answers.get(id);
    return keys && keys.length > 0 ? keys : undefined;
  };
  let kept = 0;
  if (before)
    while (
      kept < before.asked.length &&
      sameAnswer(before.selections.get(before.asked[kept]!), answerOf(before.asked[kept]!))
    )
      kept++;
  const from = {
    asked: before ? before.asked.slice(0, kept) : [],
    selections: new Map(
      before ? before.asked.slice(0, kept).map((id) => [id, before.selections.get(id)!] as const) : [],
    ),
  };
  // Every answer as it was: the question that was to ask now is still the one, and it is answered.
  const now = before?.current;
  if (before && kept === before.asked.length && now !== undefined && answerOf(now) !== undefined) {
    from.asked.push(now);
    from.selections.set(now, answerOf(now)!);
  }
  const { selections, asked, current, values } = replay(model, answerOf, from);
  if (current === undefined) return { asked, current, left: 0, selections };
  const screens = new Set(screensToAsk(walk(model, selections), selections, model).map((s) => s.step.id));
  // The values the last choice weighed, unless a screen of warning signs came before weighing.
  const weighed = values ?? questionValues(selections, model);
  const others = weighed.filter((v) => v.decisive && !screens.has(v.step_id)).length;
  return { asked, current, left: Math.max(1, screens.size + Math.ceil(others / 2)), selections };
}
