import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, type LocationContent } from './load.ts';
import { LONG_SCREENS_LEFT, MAX_SIGNS, checkWarningScreens, longestScreens } from './warning-screens.ts';

const kb = loadKnowledgeBase({ cases: false });
const neck = kb.locations.get('neck')!;
const AGES = [0, 6, 12, 40, 70];

const problems = (loc: LocationContent, left = LONG_SCREENS_LEFT) => {
  const errors: string[] = [];
  checkWarningScreens(loc, errors, left, AGES);
  return errors;
};
/** The neck with one more warning sign on its first screen. */
const withSign = (audience?: string[]): LocationContent => {
  const steps = structuredClone(neck.file.steps);
  const first = steps.find((s) => s.id === 'neck_red_flags')!;
  first.step_options.splice(0, 0, {
    key: 'nk_extra',
    label: 'An extra sign',
    red_flag: 'emergency',
    red_flag_reason: 'A test.',
    ...(audience ? { audience } : {}),
  });
  return { ...neck, file: { ...neck.file, steps } };
};

describe('content:check: short screens of warning signs (issue 35, decision 103)', () => {
  it('passes the knowledge base as it is, at every place', () => {
    for (const loc of kb.locations.values()) expect(problems(loc), loc.file.location).toEqual([]);
  });

  it('counts what one person is shown: options for other ages are not added', () => {
    // Under 12 the thunderclap sign, from 12 the sleepiness sign: 4 for everyone, not 5.
    expect(longestScreens(neck, AGES).get('neck_red_flags')).toBe(MAX_SIGNS);
  });

  it('fails a screen of more than four signs', () => {
    expect(problems(withSign())).toEqual([
      'neck/neck_red_flags: a screen of 5 warning signs; at most 4 a screen (issue 35)',
    ]);
  });

  it('fails it only for the ages that see five', () => {
    expect(problems(withSign(['age_65_plus']))).toHaveLength(1);
    expect(problems(withSign(['age_under_1']))).toHaveLength(1);
    expect(problems(withSign(['age_100_plus']))).toEqual([]);
  });

  it('lets a listed long screen shrink but not grow, and no new one join', () => {
    expect(problems(withSign(), { ...LONG_SCREENS_LEFT, 'neck/neck_red_flags': 5 })).toEqual([]);
    expect(problems(withSign(), { ...LONG_SCREENS_LEFT, 'neck/neck_red_flags': 4 })).toEqual([
      'neck/neck_red_flags: 5 warning signs, more than the 4 it is allowed until it is split',
    ]);
  });
});
