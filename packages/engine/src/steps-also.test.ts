import type { DiagnosisStep } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { walkSteps } from './steps.ts';

/** "It also hurts in…" gives a step's answers (decision 120). */
const step = (extra: DiagnosisStep['step_options'] = []): DiagnosisStep => ({
  id: 'spread',
  question: 'Does the pain spread anywhere else?',
  multiple: true,
  dependent_on_any_symptoms: [],
  step_options: [
    { key: 'spread_arm', label: 'Into an arm', given_by_also: ['upper-arm', 'elbow-forearm'] },
    { key: 'spread_jaw', label: 'Into the jaw', given_by_also: ['face-jaw'] },
    ...extra,
    { key: 'none', label: 'None of these' },
    { key: 'not_sure', label: 'Not sure' },
  ],
});
const walk = (s: DiagnosisStep, also: Parameters<typeof walkSteps>[2]['also'], chosen?: string[]) =>
  walkSteps([s], new Map(chosen ? [['spread', chosen]] : []), { also })[0]!;

describe('answers given by the places ticked (decision 120)', () => {
  it('settles a step whose every answer a place gives, without asking it', () => {
    const state = walk(step(), ['face-jaw', 'upper-arm']);
    expect(state.visible).toBe(false);
    expect(state.answer).toEqual(['spread_arm', 'spread_jaw']);
  });

  it('asks it as before when no place ticked gives an answer', () => {
    const state = walk(step(), ['knee']);
    expect(state.visible).toBe(true);
    expect(state.implied).toBeUndefined();
    expect(state.answer).toEqual([]);
  });

  it('asks a step with an answer no place gives, filled in, and the person may change it', () => {
    const partial = step([{ key: 'spread_both', label: 'Both arms' }]);
    const state = walk(partial, ['face-jaw']);
    expect(state.visible).toBe(true);
    expect(state.chosen).toEqual([]);
    expect(state.implied).toEqual(['spread_jaw']);
    expect(state.answer).toEqual(['spread_jaw']);
    expect(walk(partial, ['face-jaw'], ['spread_both']).answer).toEqual(['spread_both']);
    expect(walk(partial, ['face-jaw'], ['none']).answer).toEqual(['none']);
    // "Not sure" alone takes no tick back.
    expect(walk(partial, ['face-jaw'], ['not_sure']).answer).toEqual(['spread_jaw']);
  });
});
