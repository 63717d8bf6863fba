import { describe, expect, it } from 'vitest';
import {
  addSymptom,
  answerStep,
  chooseOption,
  clearAnswers,
  emptyAnswers,
  parseFlag,
  removeSymptom,
  restartAnswers,
  selectionsFromFlags,
  setLocationAndSex,
  unchooseOption,
  type UserAnswers,
} from './answers.ts';
import { isUnsureAboutWarnings } from './steps.ts';

describe('symptom weights (docs/product.md §4)', () => {
  it('rises by one on each add', () => {
    expect(addSymptom(addSymptom({}, 'swelling'), 'swelling')).toEqual({ swelling: 2 });
  });
  it('falls by one on a removal and is deleted at 1 or less', () => {
    expect(removeSymptom({ swelling: 3 }, 'swelling')).toEqual({ swelling: 2 });
    expect(removeSymptom({ swelling: 1 }, 'swelling')).toEqual({});
    expect(removeSymptom({ swelling: 0 }, 'swelling')).toEqual({});
    expect(removeSymptom({}, 'swelling')).toEqual({});
  });
});

describe('flags key__idKey', () => {
  it('records each chosen option as key__stepId and counts its symptom', () => {
    let a = chooseOption(emptyAnswers(), 'onset', 'sudden');
    a = chooseOption(a, 'onset', 'sudden');
    expect(a.flags).toEqual({ sudden__onset: true });
    expect(a.symptoms).toEqual({ sudden: 1 });
    a = unchooseOption(a, 'onset', 'sudden');
    expect(a).toEqual(emptyAnswers());
  });
  it('replaces a step answer as a whole', () => {
    let a = answerStep(emptyAnswers(), 'other', ['swelling', 'stiffness']);
    a = answerStep(a, 'other', ['stiffness', 'night_pain']);
    expect(selectionsFromFlags(a.flags).get('other')?.sort()).toEqual(['night_pain', 'stiffness']);
    expect(a.symptoms).toEqual({ stiffness: 1, night_pain: 1 });
  });
  it('parses flags and refuses malformed ones', () => {
    expect(parseFlag('not_sure__red_flags')).toEqual({ key: 'not_sure', stepId: 'red_flags' });
    expect(parseFlag('nounderscores')).toBeUndefined();
    expect(parseFlag('__x')).toBeUndefined();
    expect(parseFlag('x__')).toBeUndefined();
  });
});

describe('reset rule (docs/product.md §4)', () => {
  const filled: UserAnswers = {
    painLocation: { id: 'knee-front', key: 'knee' },
    sex: 'female',
    weight: 64,
    age_range: { min: 34, max: 34 },
    age_range_key: '34',
    symptoms: { swelling: 1 },
    flags: { swelling__other: true },
  };
  it('keeps only weight, sex and age range plus the new values when location and sex both change', () => {
    expect(setLocationAndSex(filled, { painLocation: { id: 'head', key: 'head' }, sex: 'male' })).toEqual({
      painLocation: { id: 'head', key: 'head' },
      sex: 'male',
      weight: 64,
      age_range: { min: 34, max: 34 },
      age_range_key: '34',
      symptoms: {},
      flags: {},
    });
  });
  it('keeps the answers when only the sex changes', () => {
    const next = setLocationAndSex(filled, { sex: 'male' });
    expect(next.symptoms).toEqual({ swelling: 1 });
    expect(next.sex).toBe('male');
  });
  it('starts the symptom answers afresh when the location changes', () => {
    const next = setLocationAndSex(filled, { painLocation: { id: 'head', key: 'head' } });
    expect(next.symptoms).toEqual({});
    expect(next.sex).toBe('female');
    expect(next.weight).toBe(64);
  });
  it('clear empties everything', () => {
    expect(clearAnswers()).toEqual({ symptoms: {}, flags: {} });
  });

  it('restarts for a new pain keeping only sex, age and weight', () => {
    const full = chooseOption(
      {
        sex: 'female',
        weight: 61,
        age_range: { min: 34, max: 34 },
        age_range_key: '34',
        painLocation: { id: 'knee-left-front', key: 'knee' },
        symptoms: {},
        flags: {},
      },
      'onset',
      'sudden',
    );
    expect(restartAnswers(full)).toEqual({
      sex: 'female',
      weight: 61,
      age_range: { min: 34, max: 34 },
      age_range_key: '34',
      symptoms: {},
      flags: {},
    });
    expect(restartAnswers(emptyAnswers())).toEqual({ symptoms: {}, flags: {} });
  });
});

describe('"not sure" to warning signs (decision 076)', () => {
  const step = (flagged: boolean) => ({
    id: 's',
    question: 'Any of these?',
    multiple: true,
    dependent_on_any_symptoms: [],
    step_options: [
      { key: 'a', label: 'A', ...(flagged ? { red_flag: 'emergency' as const } : {}) },
      { key: 'not_sure', label: 'Not sure' },
    ],
  });
  it('is a screen of warning signs answered "Not sure" alone', () => {
    expect(isUnsureAboutWarnings({ step: step(true), chosen: ['not_sure'] })).toBe(true);
    expect(isUnsureAboutWarnings({ step: step(true), chosen: ['a'] })).toBe(false);
    expect(isUnsureAboutWarnings({ step: step(true), chosen: [] })).toBe(false);
    expect(isUnsureAboutWarnings({ step: step(false), chosen: ['not_sure'] })).toBe(false);
  });
});
