import { Answers } from '@painpoint/contracts/schemas-account';
import {
  ALSO_PLACES,
  FOR_WHOM,
  ILLNESSES,
  LOCATION_KEYS,
  MEDICINES,
  PREGNANCY_STATUSES,
  SEXES,
} from '@painpoint/contracts/constants';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANSWERS_KEY, monthsOf, readAnswers, removeCheck, useAnswers } from './answers-store.ts';
import { profileKeyHolds } from '@painpoint/engine';
import { profileOf } from './diagnosis/use-assessment.ts';
import {
  ANSWERS_ACCOUNT_KEY,
  ANSWERS_CHANGED_KEY,
  ANSWERS_KEPT_KEY,
  CHECK_LIFETIME_MS,
  DISEASES_KEY,
  keepCheck,
} from '../lib/check-on-device.ts';
import { forgetRegistered } from '../lib/forget-person.ts';

describe('readAnswers (local storage is outside input)', () => {
  it('keeps a well-formed answer set as it is: every fact the schema names, so one added there is read here', () => {
    const good = {
      painLocation: { id: 'knee-left-front', key: 'knee' },
      sex: 'female',
      weight: 58.25,
      age_range: { min: 27, max: 27 },
      age_range_key: '27',
      for: 'self',
      pregnancy: { status: 'yes', months: 5 },
      breastfeeding: false,
      illnesses: ['diabetes', 'thyroid'],
      medicines: ['sugar'],
      also: ['thigh'],
      symptoms: { kn_swelling: 2 },
      flags: { kn_swelling__onset: true },
    };
    const { weight: _, ...unknown } = { ...good, weight_unknown: true as const };
    expect(Object.keys(unknown).concat('weight').sort()).toEqual(Object.keys(Answers.shape).sort());
    for (const answers of [good, unknown]) {
      expect(Answers.parse(answers)).toEqual(answers);
      expect(readAnswers(answers)).toEqual(answers);
    }
  });

  it('drops each bad field and keeps the rest', () => {
    const got = readAnswers({
      painLocation: { id: 'x', key: 'elbow-knee' },
      sex: 'other',
      weight: 'heavy',
      age_range: { min: 130, max: 130 },
      symptoms: { ok_key: 1, 'Bad Key': 1, neg: -1, frac: 1.5 },
      flags: { ok_key__step: true, no_separator: true, x__y: 'yes' },
    });
    expect(got).toEqual({ symptoms: { ok_key: 1 }, flags: { ok_key__step: true } });
  });

  it('keeps the illnesses and medicines known, and drops lists that cannot be', () => {
    const base = { symptoms: {}, flags: {} };
    expect(readAnswers({ ...base, illnesses: ['diabetes', 'tb'], medicines: ['steroids', 'unknown'] })).toEqual({
      ...base,
      illnesses: ['diabetes', 'tb'],
      medicines: ['steroids', 'unknown'],
    });
    expect(readAnswers({ ...base, illnesses: ['none', 'hiv'], medicines: 'bp' })).toEqual(base);
    expect(readAnswers({ ...base, illnesses: ['gout', 'hiv', 'hiv'] })).toEqual({ ...base, illnesses: ['hiv'] });
  });

  it('keeps the other places the pain reaches, never its own place or all-over (decision 093)', () => {
    const base = { symptoms: {}, flags: {}, painLocation: { id: 'knee-left-front', key: 'knee' } };
    expect(readAnswers({ ...base, also: ['ankle-foot', 'knee', 'all-over', 'elbow', 'chest', 'chest'] })).toEqual({
      ...base,
      also: ['chest', 'ankle-foot'],
    });
    expect(readAnswers({ ...base, also: ['knee'] })).toEqual(base);
    expect(readAnswers({ ...base, painLocation: { id: 'all-over', key: 'all-over' }, also: ['chest'] })).toEqual({
      ...base,
      painLocation: { id: 'all-over', key: 'all-over' },
    });
  });

  // The contract's schema is the one description of the answers (decision 155): whatever is in
  // storage, what this reader keeps is answers the schema accepts, and answers the schema
  // accepts are read back whole.
  const near = <T>(good: fc.Arbitrary<T>) => fc.oneof(good, fc.anything());
  const key = fc.oneof(
    fc.constantFrom('kn_swelling', 'onset_abrupt', 'x', 'Bad Key', 'a__b', 'a'.repeat(70)),
    fc.string(),
  );
  const stored = fc.record(
    {
      painLocation: near(
        fc.record({
          id: fc.oneof(fc.constantFrom('knee-left-front', 'all-over', 'X', '-a', 'a b'), fc.string()),
          key: fc.oneof(fc.constantFrom(...LOCATION_KEYS), fc.string()),
        }),
      ),
      sex: near(fc.constantFrom(...SEXES, 'other')),
      weight: near(fc.oneof(fc.double({ min: 0, max: 400 }), fc.integer({ min: 2, max: 350 }))),
      weight_unknown: near(fc.constant(true)),
      age_range: near(fc.record({ min: fc.integer({ min: -2, max: 130 }), max: fc.integer({ min: -2, max: 130 }) })),
      age_range_key: near(fc.oneof(fc.constantFrom('34', '15m', 'a\nb', '\u200b', 'x'.repeat(20)), fc.string())),
      for: near(fc.constantFrom(...FOR_WHOM, 'me')),
      pregnancy: near(
        fc.record(
          { status: fc.constantFrom(...PREGNANCY_STATUSES, 'x'), months: fc.integer({ min: 0, max: 10 }) },
          { requiredKeys: ['status'] },
        ),
      ),
      breastfeeding: near(fc.boolean()),
      illnesses: near(fc.array(fc.constantFrom(...ILLNESSES, 'gout'), { maxLength: 4 })),
      medicines: near(fc.array(fc.constantFrom(...MEDICINES, 'aspirin'), { maxLength: 4 })),
      also: near(fc.array(fc.constantFrom(...ALSO_PLACES, 'all-over', 'elbow'), { maxLength: 4 })),
      symptoms: near(fc.dictionary(key, fc.oneof(fc.integer({ min: -1, max: 101 }), fc.double(), fc.anything()))),
      flags: near(
        fc.dictionary(
          fc.oneof(
            key,
            key.map((k) => `${k}__onset`),
          ),
          fc.oneof(fc.constant(true), fc.anything()),
        ),
      ),
    },
    { requiredKeys: [] },
  );

  it('keeps only what the contract accepts, whatever storage holds', () => {
    fc.assert(
      fc.property(stored, (raw) => {
        const read = readAnswers(raw);
        expect(Answers.safeParse(read).error?.issues ?? []).toEqual([]);
        // Read again, it is the same: nothing the reader keeps is dropped on the next reload.
        expect(readAnswers(JSON.parse(JSON.stringify(read)))).toEqual(read);
      }),
      { numRuns: 500, seed: 20261129 },
    );
  });

  it.each([null, 7, 'text', [], { symptoms: [] }])('turns %j into empty answers', (raw) => {
    expect(readAnswers(raw)).toEqual({ symptoms: {}, flags: {} });
  });
});

describe('the answers store', () => {
  beforeEach(() => {
    localStorage.clear();
    useAnswers.getState().clear();
  });

  it('persists every change under userAnswers, so a reload resumes', () => {
    const s = useAnswers.getState();
    s.chooseSex('male');
    s.chooseLocation({ id: 'chest', key: 'chest' });
    s.setProfile({ age: 58, weight: 82 });
    s.answer('onset', ['sudden']);
    const stored = JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? '{}') as unknown;
    expect(readAnswers(stored)).toEqual(useAnswers.getState().answers);
    expect(useAnswers.getState().answers).toMatchObject({
      sex: 'male',
      painLocation: { key: 'chest' },
      age_range: { min: 58, max: 58 },
      weight: 82,
      symptoms: { sudden: 1 },
      flags: { sudden__onset: true },
    });
  });

  it('keeps a baby’s age in months beside the whole years the contract and the engine read', () => {
    const s = useAnswers.getState();
    s.chooseSex('female');
    s.chooseLocation({ id: 'mid-abdomen', key: 'mid-abdomen' });
    s.setProfile({ age: 0, months: 3, weight: 6 });
    const baby = useAnswers.getState().answers;
    expect(baby).toMatchObject({ age_range: { min: 0, max: 0 }, age_range_key: '3m' });
    expect(monthsOf(baby)).toBe(3);
    expect(profileKeyHolds('age_under_1', profileOf(baby))).toBe(true);
    // 15 months is one year: past the baby's questions, still a toddler's.
    s.setProfile({ age: 1, months: 15, weight: 10 });
    const toddler = useAnswers.getState().answers;
    expect(toddler).toMatchObject({ age_range: { min: 1, max: 1 }, age_range_key: '15m' });
    expect(monthsOf(toddler)).toBe(15);
    expect(profileKeyHolds('age_under_1', profileOf(toddler))).toBe(false);
    expect(profileKeyHolds('age_under_2', profileOf(toddler))).toBe(true);
    // Through a reload, and back to years when the age is given in years.
    expect(readAnswers(JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? '{}'))).toEqual(toddler);
    s.setProfile({ age: 2, weight: 12 });
    expect(useAnswers.getState().answers).toMatchObject({ age_range: { min: 2, max: 2 }, age_range_key: '2' });
    expect(monthsOf(useAnswers.getState().answers)).toBeUndefined();
  });

  it('reads months only where they agree with the years', () => {
    expect(monthsOf({ symptoms: {}, flags: {}, age_range: { min: 1, max: 1 }, age_range_key: '15m' })).toBe(15);
    expect(monthsOf({ symptoms: {}, flags: {}, age_range: { min: 0, max: 0 }, age_range_key: '15m' })).toBeUndefined();
    expect(monthsOf({ symptoms: {}, flags: {}, age_range: { min: 2, max: 2 }, age_range_key: '30m' })).toBeUndefined();
    expect(monthsOf({ symptoms: {}, flags: {}, age_range: { min: 0, max: 0 }, age_range_key: '0' })).toBeUndefined();
  });

  it('keeps a weight nobody knows as not known, through a reload and a new place, until one is given', () => {
    const s = useAnswers.getState();
    s.chooseSex('male');
    s.chooseLocation({ id: 'chest', key: 'chest' });
    s.setProfile({ age: 3, weight: undefined });
    expect(useAnswers.getState().answers).toMatchObject({ age_range: { min: 3, max: 3 }, weight_unknown: true });
    expect(useAnswers.getState().answers).not.toHaveProperty('weight');
    const stored = JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? '{}') as unknown;
    expect(readAnswers(stored)).toEqual(useAnswers.getState().answers);
    useAnswers.getState().chooseLocation({ id: 'knee-left-front', key: 'knee' });
    expect(useAnswers.getState().answers).toMatchObject({ weight_unknown: true });
    useAnswers.getState().setProfile({ age: 3, weight: 14 });
    expect(useAnswers.getState().answers).toMatchObject({ weight: 14 });
    expect(useAnswers.getState().answers).not.toHaveProperty('weight_unknown');
  });

  it('a new location keeps only sex, age and weight (docs/product.md §4 reset rule)', () => {
    const s = useAnswers.getState();
    s.chooseSex('female');
    s.chooseLocation({ id: 'chest', key: 'chest' });
    s.setProfile({ age: 40, weight: 60 });
    s.answer('onset', ['sudden']);
    useAnswers.getState().chooseLocation({ id: 'knee-left-front', key: 'knee' });
    expect(useAnswers.getState().answers).toEqual({
      sex: 'female',
      painLocation: { id: 'knee-left-front', key: 'knee' },
      age_range: { min: 40, max: 40 },
      age_range_key: '40',
      weight: 60,
      symptoms: {},
      flags: {},
    });
  });

  it('keeps the illnesses and medicines for a new place, and forgets them when left out on the age page', () => {
    const s = useAnswers.getState();
    s.chooseSex('female');
    s.chooseLocation({ id: 'chest', key: 'chest' });
    s.setProfile({ age: 15, weight: 40, illnesses: ['sickle_cell'], medicines: ['none'] });
    useAnswers.getState().chooseLocation({ id: 'knee-left-front', key: 'knee' });
    expect(useAnswers.getState().answers).toMatchObject({ illnesses: ['sickle_cell'], medicines: ['none'] });
    useAnswers.getState().restart();
    expect(useAnswers.getState().answers).toMatchObject({ illnesses: ['sickle_cell'], medicines: ['none'] });
    useAnswers.getState().setProfile({ age: 15, weight: 40 });
    expect(useAnswers.getState().answers).not.toHaveProperty('illnesses');
    expect(useAnswers.getState().answers).not.toHaveProperty('medicines');
  });

  it('keeps the other places for the same place, and forgets them with a new place or a restart', () => {
    const s = useAnswers.getState();
    s.chooseSex('male');
    s.chooseLocation({ id: 'shoulder-left-front', key: 'shoulder' });
    useAnswers.getState().chooseAlso(['chest', 'face-jaw', 'shoulder']);
    expect(useAnswers.getState().answers.also).toEqual(['face-jaw', 'chest']);
    useAnswers.getState().chooseLocation({ id: 'shoulder-right-front', key: 'shoulder' });
    expect(useAnswers.getState().answers.also).toEqual(['face-jaw', 'chest']);
    useAnswers.getState().chooseAlso([]);
    expect(useAnswers.getState().answers).not.toHaveProperty('also');
    useAnswers.getState().chooseAlso(['chest']);
    useAnswers.getState().chooseLocation({ id: 'chest', key: 'chest' });
    expect(useAnswers.getState().answers).not.toHaveProperty('also');
    useAnswers.getState().chooseLocation({ id: 'knee-left-front', key: 'knee' });
    useAnswers.getState().chooseAlso(['chest']);
    useAnswers.getState().restart();
    expect(useAnswers.getState().answers).not.toHaveProperty('also');
  });

  it('start again empties the answers', () => {
    useAnswers.getState().chooseSex('male');
    useAnswers.getState().clear();
    expect(useAnswers.getState().answers).toEqual({ symptoms: {}, flags: {} });
    expect(JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? 'null')).toEqual({ symptoms: {}, flags: {} });
  });
});

describe('the check on a shared phone (decision 112)', () => {
  beforeEach(() => {
    localStorage.clear();
    useAnswers.getState().clear();
    localStorage.clear();
  });
  const femaleGenitals = () => {
    const s = useAnswers.getState();
    s.chooseSex('female');
    s.chooseLocation({ id: 'genitals-female', key: 'genitals' });
    s.setProfile({ age: 22, weight: 50 });
  };

  it('notes when the answers last changed, beside them', () => {
    const before = Date.now();
    femaleGenitals();
    const changedAt = Number(localStorage.getItem(ANSWERS_CHANGED_KEY));
    expect(changedAt).toBeGreaterThanOrEqual(before);
    expect(changedAt).toBeLessThanOrEqual(Date.now());
    // The spec's shape is untouched.
    expect(JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? '{}')).not.toHaveProperty('changedAt');
  });

  it('“Remove this check” forgets the answers here and in storage, with the diseases and the keep choice', () => {
    femaleGenitals();
    keepCheck(true);
    localStorage.setItem(DISEASES_KEY, '{"vaginal_thrush":{}}');
    localStorage.setItem(ANSWERS_ACCOUNT_KEY, 'asha');
    localStorage.setItem('theme', 'dark');
    removeCheck();
    expect(useAnswers.getState().answers).toEqual({ symptoms: {}, flags: {} });
    // Whose the next answers are stays: the logged-in person is still logged in.
    expect({ ...localStorage }).toEqual({ theme: 'dark', [ANSWERS_ACCOUNT_KEY]: 'asha' });
  });

  it('forgetting the person at logout empties the answers in memory and writes nothing to storage', () => {
    femaleGenitals();
    const stored = { ...localStorage };
    // Storage is the logout's to empty (person-on-device.ts); a write here would reach the other
    // tabs as a change while it does, and one of them could stamp the check's time back.
    forgetRegistered();
    expect(useAnswers.getState().answers).toEqual({ symptoms: {}, flags: {} });
    expect({ ...localStorage }).toEqual(stored);
  });

  it('a new check is not kept unasked: starting again drops the choice', () => {
    femaleGenitals();
    keepCheck(true);
    useAnswers.getState().restart();
    expect(localStorage.getItem(ANSWERS_KEPT_KEY)).toBeNull();
    keepCheck(true);
    useAnswers.getState().clear();
    expect(localStorage.getItem(ANSWERS_KEPT_KEY)).toBeNull();
  });

  it('a check made with no account over a day ago is forgotten before the answers are read', async () => {
    femaleGenitals();
    localStorage.setItem(ANSWERS_CHANGED_KEY, String(Date.now() - CHECK_LIFETIME_MS - 60_000));
    vi.resetModules();
    const fresh = await import('./answers-store.ts');
    expect(fresh.useAnswers.getState().answers).toEqual({ symptoms: {}, flags: {} });
    expect(localStorage.getItem(ANSWERS_KEY)).toBeNull();
  });

  it('a recent one is read as it was', async () => {
    femaleGenitals();
    const answers = useAnswers.getState().answers;
    vi.resetModules();
    const fresh = await import('./answers-store.ts');
    expect(fresh.useAnswers.getState().answers).toEqual(answers);
  });
});
