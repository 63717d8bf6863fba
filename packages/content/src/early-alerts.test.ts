import type { Sex } from '@painpoint/contracts';
import { assessModel, walkSteps, warningLevel, type Profile } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './load.ts';

/**
 * Decision 117 (issue 50, "danger known early is acted on early"): three emergencies are asked on
 * the first screen of questions and called an emergency there, while each sign alone that is not
 * an emergency stays urgent.
 */
const kb = loadKnowledgeBase({ cases: false });
const place = (key: string) => kb.locations.get(key as Parameters<typeof kb.locations.get>[0])!;

const firstShown = (key: string, profile: Profile) =>
  walkSteps(place(key).file.steps, new Map(), profile).find((s) => s.visible)!.step;

const triageOf = (key: string, profile: Profile, stepId: string, keys: string[]) => {
  const loc = place(key);
  return assessModel({ steps: loc.file.steps, diseases: loc.diseases, profile, selections: new Map([[stepId, keys]]) });
};

/** The level the warning screen gives the chosen options (what the call screen reads). */
const screenLevel = (key: string, profile: Profile, stepId: string, keys: string[]) => {
  const step = walkSteps(place(key).file.steps, new Map(), profile).find((s) => s.step.id === stepId)!.step;
  return warningLevel(step.step_options.filter((o) => keys.includes(o.key)));
};

describe('pressing chest pain with a cold sweat or spreading to the arm or jaw', () => {
  const adults: Profile[] = [
    { sex: 'male', age: 45 },
    { sex: 'female', age: 70, pregnancy: { status: 'no' } },
  ];

  it('is asked on the first screen of the chest, for everyone', () => {
    for (const sex of ['male', 'female'] as Sex[])
      for (const age of [1, 10, 16, 45, 90])
        expect(firstShown('chest', { sex, age, pregnancy: { status: 'no' } }).id).toBe('heart_signs');
  });

  it('is an emergency on that screen, whatever the duration', () => {
    for (const profile of adults) {
      for (const pair of [
        ['hs_pressing', 'hs_cold_sweat'],
        ['hs_pressing', 'hs_spread_arm_jaw'],
        ['hs_cold_sweat', 'hs_spread_arm_jaw'],
      ]) {
        expect(screenLevel('chest', profile, 'heart_signs', pair)).toBe('emergency');
        const result = triageOf('chest', profile, 'heart_signs', pair);
        expect(result.triage).toBe('emergency');
        expect(result.ranked[0]?.disease_short_name).toBe('acute_coronary_syndrome');
      }
    }
  });

  it('gives the urgent screen, not the call screen, for one sign alone', () => {
    for (const profile of adults)
      for (const key of ['hs_pressing', 'hs_cold_sweat', 'hs_spread_arm_jaw']) {
        expect(screenLevel('chest', profile, 'heart_signs', [key])).toBe('urgent');
        const flags = triageOf('chest', profile, 'heart_signs', [key]).triage_from.red_flags;
        expect(flags.map((f) => f.level)).toEqual(['urgent']);
      }
  });

  it('keeps the old first screen right after, with its signs and ids', () => {
    const shown = walkSteps(place('chest').file.steps, new Map(), adults[0]!).filter((s) => s.visible);
    expect(shown[1]!.step.id).toBe('red_flags');
    expect(shown[1]!.step.step_options.map((o) => o.key)).toContain('rf_heavy_15min');
  });
});

describe("a pregnant woman's bad headache with a sign of pre-eclampsia", () => {
  const pregnant: Profile = { sex: 'female', age: 27, pregnancy: { status: 'yes', months: 7 } };
  const earlyPregnancy: Profile = { sex: 'female', age: 27, pregnancy: { status: 'yes', months: 2 } };
  const justDelivered: Profile = { sex: 'female', age: 31, pregnancy: { status: 'postpartum' } };
  const notPregnant: Profile = { sex: 'female', age: 27, pregnancy: { status: 'no' } };

  it('is asked on the first screen at the head, before any lesser alert', () => {
    for (const profile of [pregnant, earlyPregnancy, justDelivered])
      expect(firstShown('head', profile).id).toBe('pregnancy_signs');
  });

  it('is not asked of anyone else', () => {
    expect(firstShown('head', notPregnant).id).toBe('red_flags');
    expect(firstShown('head', { sex: 'male', age: 27 }).id).toBe('red_flags');
    const shown = walkSteps(place('head').file.steps, new Map(), notPregnant).filter((s) => s.visible);
    expect(shown.some((s) => s.step.id === 'pregnancy_signs')).toBe(false);
  });

  it('holds every sign on one screen, the bad headache with each sign an emergency', () => {
    const keys = firstShown('head', pregnant).step_options.map((o) => o.key);
    for (const k of ['preg_bad_headache', 'preg_vision', 'preg_swelling', 'preg_rib_pain', 'preg_sick'])
      expect(keys).toContain(k);
    for (const profile of [pregnant, justDelivered])
      for (const sign of ['preg_vision', 'preg_swelling', 'preg_rib_pain', 'preg_sick']) {
        const pair = ['preg_bad_headache', sign];
        expect(screenLevel('head', profile, 'pregnancy_signs', pair)).toBe('emergency');
        expect(triageOf('head', profile, 'pregnancy_signs', pair).triage).toBe('emergency');
      }
  });

  it('gives the urgent screen, not the call screen, for a bad headache, swelling or vomiting alone', () => {
    for (const key of ['preg_bad_headache', 'preg_swelling', 'preg_sick']) {
      expect(screenLevel('head', pregnant, 'pregnancy_signs', [key])).toBe('urgent');
      const flags = triageOf('head', pregnant, 'pregnancy_signs', [key]).triage_from.red_flags;
      expect(flags.map((f) => f.level)).toEqual(['urgent']);
    }
  });
});

describe('a snake bite named at the skin', () => {
  const people: Profile[] = [
    { sex: 'male', age: 35 },
    { sex: 'female', age: 8, pregnancy: { status: 'no' } },
    { sex: 'female', age: 2, pregnancy: { status: 'no' } },
  ];

  it('is on the first screen, an emergency with the snake-bite first aid', () => {
    for (const profile of people) {
      const first = firstShown('skin', profile);
      expect(first.id).toBe('sk_red_flags');
      const snake = first.step_options.find((o) => o.key === 'sk_rf_snake')!;
      expect(snake.red_flag).toBe('emergency');
      expect(snake.red_flag_reason).toMatch(/antivenom/);
      expect(snake.red_flag_reason).toMatch(/do not tie a band, cut or suck the bite/);
      const result = triageOf('skin', profile, 'sk_red_flags', ['sk_rf_snake']);
      expect(result.triage).toBe('emergency');
      expect(result.ranked[0]?.disease_short_name).toBe('snake_bite');
    }
  });
});

describe('a snake bite at the lower leg', () => {
  it('is on the first screen, an emergency with the snake-bite first aid', () => {
    for (const profile of [
      { sex: 'male', age: 35 },
      { sex: 'female', age: 9, pregnancy: { status: 'no' } },
    ] as Profile[]) {
      const first = firstShown('lower-leg', profile);
      expect(first.id).toBe('red_flags');
      const snake = first.step_options.find((o) => o.key === 'lr_rf_snake')!;
      expect(snake.red_flag).toBe('emergency');
      expect(snake.red_flag_reason).toMatch(/antivenom/);
      const result = triageOf('lower-leg', profile, 'red_flags', ['lr_rf_snake']);
      expect(result.triage).toBe('emergency');
      expect(result.ranked[0]?.disease_short_name).toBe('snake_bite');
    }
  });
});
