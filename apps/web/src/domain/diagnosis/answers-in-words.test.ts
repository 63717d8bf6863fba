import type { DiagnosisStep } from '@painpoint/contracts';
import type { StepState } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import { answersInWords } from './answers-in-words.ts';

const step = (id: string, question: string, labels: Record<string, string>): DiagnosisStep => ({
  id,
  question,
  multiple: true,
  dependent_on_any_symptoms: [],
  step_options: Object.entries(labels).map(([key, label]) => ({ key, label })),
});
const state = (s: DiagnosisStep, chosen: string[], visible = true): StepState => ({
  step: s,
  visible,
  forProfile: true,
  chosen,
});

const OTHERS = 'Not sure about the others';

describe('the answers so far, in words', () => {
  const onset = step('onset', 'How did the pain start?', { on_twist: 'It twisted', not_sure: 'Not sure' });
  const where = step('where', 'Where is the pain worst?', { wh_inner: 'Inner side', wh_back: 'At the back' });
  const swelling = step('swelling', 'Is it swollen?', { sw_yes: 'Yes', sw_no: 'No' });

  it('lists the answered questions in the order asked, each answer in the words shown', () => {
    expect(answersInWords([state(onset, ['on_twist']), state(where, ['wh_back', 'wh_inner'])], OTHERS)).toEqual([
      { stepId: 'onset', question: 'How did the pain start?', answer: 'It twisted' },
      { stepId: 'where', question: 'Where is the pain worst?', answer: 'At the back; Inner side' },
    ]);
  });

  it('leaves out questions not answered yet and answers to questions no longer asked', () => {
    expect(
      answersInWords([state(onset, []), state(where, ['wh_inner'], false), state(swelling, ['sw_no'])], OTHERS),
    ).toEqual([{ stepId: 'swelling', question: 'Is it swollen?', answer: 'No' }]);
  });

  it('reads "Not sure" beside ticked answers as unsure about the others, and alone as it is', () => {
    expect(answersInWords([state(onset, ['on_twist', 'not_sure']), state(onset, ['not_sure'])], OTHERS)).toEqual([
      { stepId: 'onset', question: 'How did the pain start?', answer: 'It twisted; Not sure about the others' },
      { stepId: 'onset', question: 'How did the pain start?', answer: 'Not sure' },
    ]);
  });
});
