import type { DiagnosisStep } from '@painpoint/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addCatalogue } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { assessmentEn } from '../../../locales/assessment-en.ts';
import { renderPage } from '../../../test/render.tsx';
import { StepQuestion } from './step-question.tsx';

beforeAll(() => addCatalogue('assessment', assessmentEn));
afterEach(cleanup);

const step = (multiple: boolean) =>
  ({
    id: 'onset',
    question: 'How did it start?',
    multiple,
    step_options: [
      { key: 'sudden', label: 'Suddenly' },
      { key: 'slow', label: 'Slowly' },
    ],
  }) as unknown as DiagnosisStep;

const show = (multiple: boolean) => {
  const onAnswer = vi.fn();
  renderPage(
    <StepQuestion step={step(multiple)} initial={[]} onBack={() => undefined} onAnswer={onAnswer} />,
    paths.steps,
  );
  return onAnswer;
};

/** A finger's tap on an answer: the pointer goes down as a touch, then the click. */
const tap = (label: string) => {
  const answer = screen.getByLabelText(label);
  fireEvent.pointerDown(answer, { pointerType: 'touch' });
  fireEvent.click(answer);
};

describe('a one-answer question on a phone (decision 114)', () => {
  it('moves on when an answer is tapped', () => {
    const onAnswer = show(false);
    tap('Slowly');
    expect(onAnswer).toHaveBeenCalledWith(['slow']);
  });

  it('does not move on from a mouse click or the arrow keys, only chooses', () => {
    const onAnswer = show(false);
    fireEvent.pointerDown(screen.getByLabelText('Suddenly'), { pointerType: 'mouse' });
    fireEvent.click(screen.getByLabelText('Suddenly'));
    fireEvent.keyDown(screen.getByLabelText('Suddenly'), { key: 'ArrowDown' });
    fireEvent.click(screen.getByLabelText('Slowly'));
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Slowly').checked).toBe(true);
  });

  it('moves on with Enter on an answer', () => {
    const onAnswer = show(false);
    fireEvent.keyDown(screen.getByLabelText('Suddenly'), { key: 'Enter' });
    expect(onAnswer).toHaveBeenCalledWith(['sudden']);
  });

  it('a question with several answers waits for Next', () => {
    const onAnswer = show(true);
    tap('Slowly');
    tap('Suddenly');
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: assessmentEn.steps.next }));
    expect(onAnswer).toHaveBeenCalledWith(['slow', 'sudden']);
  });
});

describe('a list of warning signs answered by someone who knows only some (issue 51)', () => {
  const warnings = {
    id: 'red_flags',
    question: 'Any of these?',
    multiple: true,
    step_options: [
      { key: 'drowsy', label: 'Very sleepy', red_flag: 'emergency', red_flag_reason: 'Needs help now.' },
      { key: 'weak_arm', label: 'A weak arm', red_flag: 'emergency', red_flag_reason: 'Needs help now.' },
      { key: 'none', label: 'None of these' },
      { key: 'not_sure', label: 'Not sure' },
    ],
  } as unknown as DiagnosisStep;

  it('takes a sign with "Not sure about the others", and "None of these" alone', () => {
    const onAnswer = vi.fn();
    renderPage(<StepQuestion step={warnings} initial={[]} onBack={() => undefined} onAnswer={onAnswer} />, paths.steps);
    expect(screen.getByText(/If you cannot tell about some/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Very sleepy'));
    fireEvent.click(screen.getByLabelText('Not sure about the others'));
    expect(screen.getByLabelText<HTMLInputElement>('Very sleepy').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onAnswer).toHaveBeenLastCalledWith(['drowsy', 'not_sure']);
    fireEvent.click(screen.getByLabelText('None of these'));
    expect(screen.getByLabelText<HTMLInputElement>('Very sleepy').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Not sure').checked).toBe(false);
  });

  it('takes "Not sure about the others" in any choose-all question, and keeps "Not sure" alone as it is', () => {
    const onAnswer = vi.fn();
    const ordinary = {
      ...step(true),
      step_options: [...step(true).step_options, { key: 'not_sure', label: 'Not sure' }],
    } as DiagnosisStep;
    renderPage(<StepQuestion step={ordinary} initial={[]} onBack={() => undefined} onAnswer={onAnswer} />, paths.steps);
    fireEvent.click(screen.getByLabelText('Not sure'));
    expect(screen.getByLabelText<HTMLInputElement>('Not sure').checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Slowly'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onAnswer).toHaveBeenLastCalledWith(['not_sure', 'slow']);
    expect(screen.getByLabelText<HTMLInputElement>('Not sure about the others').checked).toBe(true);
  });
});
