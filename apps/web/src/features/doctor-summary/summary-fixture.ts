import type { DiagnosisStep } from '@painpoint/contracts';
import { emptyAnswers, type UserAnswers } from '@painpoint/engine';
import { score, type Scored } from '../../domain/diagnosis/use-assessment.ts';
import { testDisease } from '../../test/content.ts';

type Option = DiagnosisStep['step_options'][number];

/** A question of the made-up place: one answer or several, each option [key, label, more]. */
const question = (
  id: string,
  text: string,
  options: [string, string, Partial<Option>?][],
  more: Partial<DiagnosisStep> = {},
): DiagnosisStep => ({
  id,
  question: text,
  multiple: false,
  dependent_on_any_symptoms: [],
  step_options: options.map(([key, label, extra]) => ({ key, label, ...extra })),
  ...more,
});

/** A made-up place for the summary's tests (structure only): a warning-signs question and one asking how long. */
const steps = [
  question(
    'warning',
    'Any of these?',
    [
      ['collapse', 'Collapse', { red_flag: 'emergency' }],
      ['none', 'None of these'],
      ['not_sure', 'Not sure'],
    ],
    { multiple: true },
  ),
  question(
    'how_long',
    'How long has it hurt?',
    [
      ['days', 'A few days'],
      ['weeks', 'Some weeks'],
      ['not_sure', 'Not sure'],
    ],
    { topic: 'duration' },
  ),
];
// Fits a few days of pain best; the collapse is a warning sign it can explain.
const strain = testDisease({
  disease_short_name: 'strain',
  disease_name: 'Muscle strain',
  triage: 'self-care',
  symptoms: [
    { key: 'days', value: 3 },
    { key: 'collapse', value: 1 },
  ],
});

/**
 * A woman of 34 and 60 kg with knee pain who gave these answers (`key__step` flags), scored
 * against the made-up place; `version` is the knowledge base's ('' when the server did not say).
 */
export function summaryCase(
  flags: string[],
  version = 'abc123',
  more: Partial<UserAnswers> = {},
): { data: Scored; answers: UserAnswers } {
  const answers: UserAnswers = {
    ...emptyAnswers(),
    ...more,
    sex: 'female',
    age_range: { min: 34, max: 34 },
    weight: 60,
    painLocation: { id: 'knee-left-front', key: 'knee' },
    flags: Object.fromEntries(flags.map((f) => [f, true])),
  };
  return { data: score({ steps, diseases: [strain], version }, answers), answers };
}
