import type { DiagnosisStep, RedFlagLevel, StepOption } from '@painpoint/contracts';
import { NONE_OF_THESE, NOT_SURE } from '@painpoint/contracts/constants';
import { givenFact, inAudience, isProfileKey, profileKeyHolds, profileStates, type ProfileFacts } from './profile.ts';

/** Profile keys that open steps (`dependent_on_any_symptoms`): only those the profile states. */
const profileOpens = (key: string, profile: ProfileFacts): boolean =>
  isProfileKey(key) && profileStates(key, profile) && profileKeyHolds(key, profile);

export interface StepState {
  /** The step as this visitor is shown it: options outside their audience or never asked are left out. */
  step: DiagnosisStep;
  /** Asked of this visitor: open, with something to offer, and not already settled by the profile. */
  visible: boolean;
  /** False when the step is not for this visitor at all (its audience): it neither earns nor costs. */
  forProfile: boolean;
  /** The visitor's chosen option keys at a step they are asked; empty when not answered. */
  chosen: string[];
  /**
   * The options the places named under "it also hurts in…" give at this step (`given_by_also`,
   * decision 120): the answer before the visitor gives one, shown ticked when the step is asked.
   */
  implied?: string[] | undefined;
}

/** A step as the engine scores it (decision 102): what is asked, and what the profile answers. */
export interface ScoredStepState extends StepState {
  /**
   * The step is for this visitor and opened (it depends on nothing, or on an answer or profile key
   * that holds), whether it is asked or answered by the profile alone (decision 102).
   */
  open: boolean;
  /** The options scored for this visitor: those of their audience, with those only the age page asks. */
  options: readonly StepOption[];
  /** What the engine scores: the chosen keys, with the options the profile gives (`given_by`). */
  answer: string[];
  /** Option key → the fact of the age page that gave it (`has_diabetes`). */
  given: ReadonlyMap<string, string>;
}

/**
 * The step as this visitor sees it: only the options meant for them and asked at the place, and the
 * question in the words for whoever answers (`question_child` when a parent answers for a child,
 * `question_other` for someone else; decision 068 §1). The same object when nothing changes.
 */
function stepFor(step: DiagnosisStep, options: readonly StepOption[], profile: ProfileFacts): DiagnosisStep {
  const shown = options.filter((o) => o.asked !== false);
  const question =
    (profile.for === 'child' ? step.question_child : profile.for === 'other' ? step.question_other : undefined) ??
    step.question;
  return shown.length === step.step_options.length && question === step.question
    ? step
    : { ...step, question, step_options: shown };
}

const isOwnAnswer = (key: string): boolean => key !== NOT_SURE && key !== NONE_OF_THESE;

/** The options of a step, in its order, that a place named under "it also hurts in…" gives. */
const impliedByAlso = (options: readonly StepOption[], profile: ProfileFacts): string[] =>
  options.filter((o) => o.given_by_also?.some((p) => profile.also?.includes(p))).map((o) => o.key);

/**
 * What is scored at an open step (decision 102). Single choice is "the first that fits": the first
 * option, in the step's order, that was chosen or that the profile gives; a given option that no
 * offered option comes before settles the step without asking it. Multiple choice adds the given
 * options to those chosen ("none" and "not sure" then speak only for what was offered).
 */
function answerOf(
  step: DiagnosisStep,
  options: readonly StepOption[],
  chosen: readonly string[],
  given: ReadonlyMap<string, string>,
  settled: string | undefined,
): string[] {
  if (settled !== undefined) return [settled];
  if (given.size === 0) return [...chosen];
  if (step.multiple) return [...chosen.filter(isOwnAnswer), ...[...given.keys()].filter((k) => !chosen.includes(k))];
  const first = options.find((o) => given.has(o.key) || (chosen.includes(o.key) && isOwnAnswer(o.key)));
  return first ? [first.key] : [...chosen];
}

/**
 * Walks the steps in order. A step is open when it is for this visitor (its `audience`) and it
 * depends on nothing, or a profile key that holds or a key from an earlier open step's answer is
 * among its `dependent_on_any_symptoms`, or an earlier step offering one of those keys was answered
 * "Not sure" (the visitor could not rule it out, so what it would open is asked too). It is asked
 * (visible) when it is open and not settled by the profile (a single-choice step whose first
 * fitting option the age page gave), and, if the age page can answer it (`given_by`), it still
 * offers something beside "none" and "not sure". Options outside their audience are removed;
 * options the age page asks (`asked: false`) are scored but never shown. Answers to steps that are
 * not asked (the visitor went back and changed an earlier answer) are carried but ignored.
 */
export function walkSteps(
  steps: readonly DiagnosisStep[],
  selections: ReadonlyMap<string, readonly string[]>,
  profile: ProfileFacts,
): ScoredStepState[] {
  const known = new Set<string>();
  // The answers of a step answered "Not sure": a question they would open is opened too, since the
  // visitor could not rule it out (a fever not known for sure still reaches the fever's questions).
  const unsure = new Set<string>();
  return steps.map((original) => {
    const options = original.step_options.filter((o) => inAudience(o.audience, profile));
    const step = stepFor(original, options, profile);
    const deps = step.dependent_on_any_symptoms;
    const forProfile =
      inAudience(step.audience, profile) &&
      // A step opened only by profile keys is for those it names.
      (deps.length === 0 || !deps.every(isProfileKey) || deps.some((k) => profileOpens(k, profile)));
    const open =
      forProfile && (deps.length === 0 || deps.some((k) => known.has(k) || unsure.has(k) || profileOpens(k, profile)));
    const given = new Map<string, string>();
    for (const o of options) {
      const fact = open ? givenFact(o.given_by, profile) : undefined;
      if (fact !== undefined) given.set(o.key, fact);
    }
    const offered = step.step_options.filter((o) => isOwnAnswer(o.key));
    const firstGiven = step.multiple ? undefined : options.findIndex((o) => given.has(o.key));
    const settled =
      firstGiven !== undefined && firstGiven >= 0 && !options.slice(0, firstGiven).some((o) => offered.includes(o))
        ? options[firstGiven]!.key
        : undefined;
    // A step the age page can answer is not asked when it has nothing of its own left to offer; any
    // other step is shown as written (content:check fails one left without a real choice).
    const profileCanAnswer = options.some((o) => o.given_by !== undefined);
    // The other places named answer what they can (decision 120); when every answer the step offers
    // is one a place gives, the list has asked the whole question and it is not asked again.
    const implied = open ? impliedByAlso(step.step_options, profile) : [];
    const listAnswered = implied.length > 0 && offered.every((o) => o.given_by_also !== undefined);
    const visible = open && settled === undefined && !listAnswered && (offered.length > 0 || !profileCanAnswer);
    const optionKeys = new Set(step.step_options.map((o) => o.key));
    const chosen = visible ? (selections.get(step.id) ?? []).filter((k) => optionKeys.has(k)) : [];
    // The visitor's own answer, once given, is the answer: they may untick what a place gave. "Not
    // sure" alone takes back no tick: it says nothing more than the list did.
    const own = !isNotSure(chosen)
      ? chosen
      : implied.length > 0
        ? step.multiple
          ? implied
          : implied.slice(0, 1)
        : chosen;
    const answer = open ? answerOf(step, options, own, given, settled) : [];
    for (const k of answer) known.add(k);
    // "Not sure" beside ticks leaves the unticked ones unknown (unsureOfRest, decision 131).
    if (visible && chosen.includes(NOT_SURE)) for (const o of options) if (!chosen.includes(o.key)) unsure.add(o.key);
    return {
      step,
      visible,
      forProfile,
      chosen,
      ...(implied.length > 0 ? { implied } : {}),
      open,
      options,
      answer,
      given,
    };
  });
}

/** The next visible step that has no answer yet, or undefined when the interview is complete. */
export function nextUnanswered(states: readonly StepState[]): StepState | undefined {
  return states.find((s) => s.visible && s.chosen.length === 0);
}

export const isNotSure = (chosen: readonly string[]): boolean =>
  chosen.length === 0 || (chosen.length === 1 && chosen[0] === NOT_SURE);

/**
 * Ticked answers with "Not sure" beside them, at a choose-all step ("sleepy: yes; the others: I
 * cannot tell", decision 131): what is ticked holds, and the options left unticked are unknown
 * rather than absent, so they drop out of the scoring instead of speaking against.
 */
export const unsureOfRest = (chosen: readonly string[]): boolean => chosen.length > 1 && chosen.includes(NOT_SURE);

/**
 * How urgent a set of warning signs chosen at one step is together: the most urgent of them, and
 * an emergency when two or more are urgent danger signs (a child with blood in the poo who has not
 * passed urine for 12 hours needs hospital now, not a doctor tomorrow; decision 076).
 */
export function warningLevel(
  options: readonly Pick<StepOption, 'red_flag' | 'danger_sign'>[],
): RedFlagLevel | undefined {
  if (options.some((o) => o.red_flag === 'emergency')) return 'emergency';
  if (options.filter((o) => o.danger_sign && o.red_flag).length >= 2) return 'emergency';
  return options.some((o) => o.red_flag === 'urgent') ? 'urgent' : undefined;
}

/**
 * Whether a visitor answered a screen of warning signs "Not sure", alone or beside signs that are
 * not warnings themselves: the site then says at once to get checked today, rather than going on in
 * silence (decisions 068 and 076).
 */
export const isUnsureAboutWarnings = ({ step, chosen }: Pick<StepState, 'step' | 'chosen'>): boolean =>
  chosen.includes(NOT_SURE) &&
  step.step_options.some((o) => o.red_flag !== undefined) &&
  // A ticked warning sign has its own alert, which says more than this.
  flaggedOptions(step, chosen).length === 0;

/** The red-flag options among a step's chosen answers. */
export const flaggedOptions = (
  step: DiagnosisStep,
  chosen: readonly string[],
): (StepOption & { red_flag: RedFlagLevel })[] =>
  step.step_options.filter(
    (o): o is StepOption & { red_flag: RedFlagLevel } => o.red_flag !== undefined && chosen.includes(o.key),
  );
