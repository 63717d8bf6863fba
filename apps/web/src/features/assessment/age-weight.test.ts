import { describe, expect, it } from 'vitest';
import { checkAge, checkMonths, checkWeight, healthChoices, illnessWording, keptChoices } from './age-weight.ts';

describe('age and weight entry', () => {
  it.each([
    ['', 'ageRequired'],
    ['thirty', 'ageWhole'],
    ['34.5', 'ageWhole'],
    ['-3', 'ageWhole'],
    ['121', 'ageRange'],
    ['1000', 'ageWhole'],
  ])('age %j is refused with %s', (text, error) => {
    expect(checkAge(text)).toEqual({ error });
  });
  it.each([
    ['0', 0],
    ['7', 7],
    ['18', 18],
    [' 65 ', 65],
    ['120', 120],
  ])('age %j is %i years', (text, age) => {
    expect(checkAge(text)).toEqual({ age });
  });
  it.each([
    ['', 'monthsRequired'],
    ['3.5', 'monthsWhole'],
    ['three', 'monthsWhole'],
    ['24', 'monthsRange'],
    ['100', 'monthsRange'],
  ])('an age in months %j is refused with %s', (text, error) => {
    expect(checkMonths(text)).toEqual({ error });
  });
  it.each([
    ['0', 0, 0],
    ['3', 3, 0],
    ['11', 11, 0],
    ['12', 12, 1],
    [' 15 ', 15, 1],
    ['23', 23, 1],
  ])('an age in months %j is %i months, %i whole years', (text, months, age) => {
    expect(checkMonths(text)).toEqual({ months, age });
  });
  it.each([
    ['', 'weightRequired'],
    ['1.9', 'weightRange'],
    ['351', 'weightRange'],
    ['70kg', 'weightRange'],
    ['1e2', 'weightRange'],
  ])('weight %j is refused with %s', (text, error) => {
    expect(checkWeight(text)).toEqual({ error });
  });
  it('accepts a decimal point or comma', () => {
    expect(checkWeight('64.5')).toEqual({ weight: 64.5 });
    expect(checkWeight('64,5')).toEqual({ weight: 64.5 });
  });
});

describe('the illnesses and medicines offered (decision 092)', () => {
  it('leave high blood pressure and its tablets out for a child', () => {
    expect(healthChoices('child').illnesses).not.toContain('high_bp');
    expect(healthChoices('child').medicines).not.toContain('bp');
    expect(healthChoices('child').illnesses).toContain('sickle_cell');
    expect(healthChoices('other').illnesses).toContain('high_bp');
  });

  it('keep only what is offered, and nothing when nothing was ticked', () => {
    expect(keptChoices(['high_bp', 'tb'], healthChoices('child').illnesses)).toEqual(['tb']);
    expect(keptChoices(['high_bp'], healthChoices('child').illnesses)).toBeUndefined();
    expect(keptChoices([], healthChoices('self').medicines)).toBeUndefined();
  });

  // Decision 122: what Indian patients have and take, with what fits a child's age.
  it('offer the illnesses and medicines people have, and "another one"', () => {
    const { illnesses, medicines } = healthChoices('self', 45);
    for (const i of ['thyroid', 'asthma', 'epilepsy', 'cerebral_palsy', 'high_cholesterol', 'weak_bones'] as const)
      expect(illnesses).toContain(i);
    for (const i of ['filaria', 'heavy_drinking', 'other'] as const) expect(illnesses).toContain(i);
    for (const m of ['thyroid', 'fits', 'statin', 'calcium', 'iron', 'folic_acid', 'hydroxyurea'] as const)
      expect(medicines).toContain(m);
    for (const m of ['ayurvedic', 'acid', 'other'] as const) expect(medicines).toContain(m);
  });

  it('leave out for a child what only an adult or a teenager has', () => {
    const child = healthChoices('child', 8);
    expect(child.illnesses).not.toContain('high_cholesterol');
    expect(child.illnesses).not.toContain('weak_bones');
    expect(child.illnesses).not.toContain('heavy_drinking');
    expect(child.medicines).not.toContain('statin');
    expect(child.illnesses).toContain('epilepsy');
    expect(child.medicines).toContain('hydroxyurea');
    expect(healthChoices('child', 15).illnesses).toContain('heavy_drinking');
    expect(healthChoices('child', 15).illnesses).not.toContain('weak_bones');
    expect(healthChoices('other', 30).medicines).toContain('statin');
    expect(keptChoices(['weak_bones', 'asthma'], healthChoices('child', 8).illnesses)).toEqual(['asthma']);
  });

  it("word a child's heart disease as one born with, or rheumatic, not angina", () => {
    expect(illnessWording('heart_disease', 9)).toBe('heart_disease_child');
    expect(illnessWording('heart_disease', 40)).toBe('heart_disease');
    expect(illnessWording('asthma', 9)).toBe('asthma');
  });
});
