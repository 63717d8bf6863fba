import { describe, expect, it } from 'vitest';
import { checkAge, checkWeight } from './age-weight.ts';

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
