import type { DiagnosisStep, Sex } from '@painpoint/contracts';
import { walkSteps, type ProfileFacts } from '@painpoint/engine';
import type { KnowledgeBase } from './load.ts';

/**
 * Words that ask what only the patient can feel or do (issue 51): how the pain feels, a sound in
 * the ear, dizziness, a pain behind the eyes, the worst pain ever felt, looking with a mirror or while
 * standing. A baby cannot tell anyone any of these. ("Burning" is a feeling, not a fire burning coal.)
 */
export const FELT_ONLY =
  /\b(throbbing|pounding|stabbing|stabs|electric|shooting|burning(?!:| coal)|tingl\w*|pins and needles|numb\w*|ringing|buzzing|whooshing|hissing|dizz\w*|feels? faint|ever felt|behind the eyes?|feels? like|mirror|while standing)\b/i;

/**
 * What the pain feels like: a family member answering for an adult who cannot speak (a son after a
 * stroke, a mother for her non-verbal son) cannot know it, so a step that asks it must also offer
 * what they see.
 */
export const QUALITY_QUESTION = /\b(feels? like|pain like|kind of pain)\b/i;
export const PAIN_QUALITY = /\b(throbbing|pounding|stabbing|stabs|electric|shooting|burning|feels? like)\b/i;

/** An option about other people (others in the house feel dizzy): they can tell the family, so it is not felt-only. */
export const ABOUT_OTHERS = /^(others|other people|other children|someone)\b/i;

/**
 * What only the patient knows of their own sex life: pain during sex, a new sexual partner, sex
 * without a condom. A parent answering for a teenager, or a son for his mother, cannot answer it
 * truthfully (and should not be asked): such an option is for the person answering for themselves
 * (audience `for_self`). An option that names sex as one of several occasions ("during hard
 * effort, lifting, straining or sex") is not this: the family can answer it by the others.
 */
export const SEX_LIFE = /\b(during sex|sexual partners?|without a condom)\b/i;

/** The age of the teenager, answered for by a parent, that SEX_LIFE is checked for. */
const TEEN = 16;

/** Below this age a child cannot say what a pain feels like: the family answers what it sees. */
export const SPEAKS_FROM = 3;

/** An option written for the one who answers: its audience names them, or a young child's age. */
const forFamily = (audience: readonly string[] | undefined, person: 'baby' | 'other'): boolean =>
  audience !== undefined &&
  audience.some((k) =>
    person === 'other' ? k === 'for_other' : k === 'for_child' || /^age_under_([1-9]|1[0-2])$/.test(k),
  );

/** The people who answer for someone who cannot say what they feel, or what only they know. */
function answerers(): { person: ProfileFacts; who: 'baby' | 'teen' | 'other' }[] {
  const sexes: Sex[] = ['female', 'male'];
  const people: { person: ProfileFacts; who: 'baby' | 'teen' | 'other' }[] = [];
  for (const sex of sexes) {
    for (let age = 0; age < SPEAKS_FROM; age++)
      people.push({ person: { sex, age, for: 'child', pregnancy: { status: 'no' } }, who: 'baby' });
    people.push({ person: { sex, age: TEEN, for: 'child', pregnancy: { status: 'no' } }, who: 'teen' });
    for (const age of [30, 80])
      people.push({ person: { sex, age, for: 'other', pregnancy: { status: 'no' } }, who: 'other' });
  }
  return people;
}

/** One thing a step asks that the one answering cannot know: `place/step/key` (or `/question`) `@baby` or `@other`. */
export interface WhoAnswersProblem {
  id: string;
  message: string;
}

/**
 * What a place's steps (as asked; `name` names them) ask a baby, or someone answering for another
 * adult, that only the patient can feel. For a child under SPEAKS_FROM, no question or option with
 * FELT_ONLY words may be shown at all: give it an audience from age 3 and ask what the family sees
 * instead. For another adult, who may not speak, a step that asks what the pain feels like
 * (PAIN_QUALITY) must also offer an option written for the family (audience `for_other`) that
 * says what they see.
 */
export function whoAnswersProblems(name: string, steps: readonly DiagnosisStep[]): WhoAnswersProblem[] {
  const problems = new Map<string, string>();
  const all = new Map(steps.map((s) => [s.id, s.step_options.map((o) => o.key)] as const));
  for (const { person, who } of answerers()) {
    for (const { step, visible } of walkSteps(steps, all, person)) {
      if (!visible) continue;
      const at = `${name}/${step.id}`;
      if (who !== 'baby') {
        for (const o of step.step_options.filter((x) => SEX_LIFE.test(x.label)))
          problems.set(
            `${at}/${o.key}@private`,
            `${at}/${o.key}: "${o.label}" is asked of someone answering for another person (a parent, a son), who cannot know it; give it the audience for_self`,
          );
      }
      if (who === 'teen') continue;
      if (who === 'baby') {
        const felt = [
          ...(FELT_ONLY.test(step.question) ? [{ id: `${at}/question`, text: step.question }] : []),
          ...step.step_options
            .filter((o) => FELT_ONLY.test(o.label) && !ABOUT_OTHERS.test(o.label))
            .map((o) => ({ id: `${at}/${o.key}`, text: o.label })),
        ];
        for (const f of felt)
          problems.set(
            `${f.id}@baby`,
            `${f.id}: "${f.text}" is asked of a child under ${SPEAKS_FROM}, who cannot say it; ask what the family sees`,
          );
      } else {
        // A step about what the pain is like: its question says so, or two of its options are kinds of pain.
        const quality =
          QUALITY_QUESTION.test(step.question) ||
          step.step_options.filter((o) => PAIN_QUALITY.test(o.label)).length >= 2;
        if (quality && !step.step_options.some((o) => forFamily(o.audience, 'other')))
          problems.set(
            `${at}/question@other`,
            `${at}/question: asks what the pain feels like of someone answering for another adult, with no option for what the family sees (audience for_other)`,
          );
      }
    }
  }
  return [...problems].map(([id, message]) => ({ id, message }));
}

/** Every place's own steps as asked, and the shared steps once (named by their file). */
export function whoAnswersOfKnowledgeBase(kb: KnowledgeBase): WhoAnswersProblem[] {
  const found: WhoAnswersProblem[] = [];
  for (const [key, loc] of kb.locations) {
    const own = new Set(loc.own.steps.map((s) => s.id));
    // The shared steps are walked in place (their answers can open the place's steps) but reported once.
    found.push(...whoAnswersProblems(key, loc.file.steps).filter((p) => own.has(p.id.split('/')[1]!)));
  }
  if (kb.dangerSigns) found.push(...whoAnswersProblems('danger-signs', kb.dangerSigns.steps));
  if (kb.wholeBody) found.push(...whoAnswersProblems('whole-body', kb.wholeBody.steps));
  return found;
}

/**
 * Fails each problem found. (The list of those found before issue 51's fixes was emptied on
 * 2026-11-26 and removed.)
 */
export function checkWhoAnswers(found: readonly WhoAnswersProblem[], errors: string[]): void {
  for (const p of found) errors.push(p.message);
}
