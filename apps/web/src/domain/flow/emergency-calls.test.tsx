import { emptyAnswers, type Pregnancy } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import { callsMotherAndBaby } from './emergency-calls.tsx';

const answers = (age: number, flags: string[] = []) => ({
  ...emptyAnswers(),
  age_range: { min: age, max: age },
  flags: Object.fromEntries(flags.map((f) => [f, true as const])),
});

describe('who is offered 102, the ambulance for mothers and babies', () => {
  it('a baby under one', () => {
    expect(callsMotherAndBaby(answers(0))).toBe(true);
    expect(callsMotherAndBaby(answers(1))).toBe(false);
  });

  it('a woman who says she is pregnant, could be, or has just given birth', () => {
    const woman = (pregnancy: Pregnancy) => ({ ...answers(27), sex: 'female' as const, pregnancy });
    expect(callsMotherAndBaby(woman({ status: 'yes', months: 7 }))).toBe(true);
    expect(callsMotherAndBaby(woman({ status: 'maybe' }))).toBe(true);
    expect(callsMotherAndBaby(woman({ status: 'postpartum' }))).toBe(true);
    expect(callsMotherAndBaby(woman({ status: 'no' }))).toBe(false);
  });

  it('a warning sign of pregnancy, at whichever place', () => {
    expect(callsMotherAndBaby(answers(31, ['la_pg_bleed_pain_late__la_preg_signs']))).toBe(true);
    expect(callsMotherAndBaby(answers(27, ['lb_preg_fluid__lb_preg_signs']))).toBe(true);
  });

  it('not an adult whose answers say nothing of a pregnancy', () => {
    expect(callsMotherAndBaby(answers(58, ['rf_heavy_15min__red_flags']))).toBe(false);
  });
});
