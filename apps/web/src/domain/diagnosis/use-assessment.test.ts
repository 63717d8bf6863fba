import { emptyAnswers, type UserAnswers } from '@painpoint/engine';
import { expect, it } from 'vitest';
import { testDisease } from '../../test/content.ts';
import { score } from './use-assessment.ts';

const content = {
  steps: [
    {
      id: 'how_long',
      question: 'How long has it hurt?',
      multiple: false,
      dependent_on_any_symptoms: [],
      step_options: [
        { key: 'days', label: 'A few days' },
        { key: 'weeks', label: 'Some weeks' },
      ],
    },
  ],
  diseases: [
    testDisease({
      disease_short_name: 'strain',
      disease_name: 'Muscle strain',
      triage: 'self-care',
      symptoms: [{ key: 'days', value: 3 }],
    }),
  ],
  version: '',
};
const answers: UserAnswers = {
  ...emptyAnswers(),
  sex: 'female',
  age_range: { min: 30, max: 30 },
  weight: 60,
  painLocation: { id: 'knee-left-front', key: 'knee' },
};

it('scores the same answers once, given the content or a scoring of it, and new answers again', () => {
  const first = score(content, answers);
  expect(score(content, answers)).toBe(first);
  // The steps page scores the page's own scoring to choose the next screen; the page then draws it.
  expect(score(first, answers)).toBe(first);
  const answered: UserAnswers = { ...answers, flags: { days__how_long: true } };
  const next = score(first, answered);
  expect(next).not.toBe(first);
  expect(next.states[0]!.chosen).toEqual(['days']);
  expect(score(content, answered)).toBe(next);
});
