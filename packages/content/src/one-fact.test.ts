import { describe, expect, it } from 'vitest';
import { checkAnswerable } from './answerable.ts';
import { inLanguage } from './in-language.ts';
import { loadKnowledgeBase } from './load.ts';
import { checkOneFact, joinedOptions, joinsFacts, type JoinedOption, type OneFactReason } from './one-fact.ts';

const kb = loadKnowledgeBase({ cases: false });

const problems = (joined: JoinedOption[], reasons: Record<string, OneFactReason>) => {
  const errors: string[] = [];
  checkOneFact(joined, reasons, errors);
  return errors;
};

describe('content:check: one fact per option (issue 51)', () => {
  it('passes the knowledge base as it is, with the plain words and the questions for whoever answers', () => {
    const errors: string[] = [];
    checkAnswerable(kb, inLanguage(kb, 'hi'), errors);
    expect(errors).toEqual([]);
  });

  it('finds "or", "and" and a comma, but not words inside brackets', () => {
    expect(joinsFacts('Drooling, or cannot swallow even spit')).toBe(true);
    expect(joinsFacts('Red, hot skin')).toBe(true);
    expect(joinsFacts('Swollen and painful')).toBe(true);
    expect(joinsFacts('Cannot swallow even their own spit (it dribbles out, or they spit it)')).toBe(false);
    expect(joinsFacts('Sorely tender knee')).toBe(false);
  });

  it('fails an option that joins two facts with no recorded reason', () => {
    const steps = structuredClone(kb.locations.get('throat')!.own.steps);
    steps[0]!.step_options[0] = { key: 'rf_bundle', label: 'Drooling, or cannot swallow even spit' };
    const joined = joinedOptions('throat', steps).filter((j) => j.where === 'throat/rf_bundle');
    expect(problems(joined, {})).toEqual([
      'throat/rf_bundle: "Drooling, or cannot swallow even spit" joins two facts with "or", "and" or a comma; split it, or record in checks/one-fact.json why it is one fact',
    ]);
    const why = 'Both words name the one thing a parent sees; either alone is the warning sign.';
    expect(problems(joined, { 'throat/rf_bundle': { label: 'Drooling, or cannot swallow even spit', why } })).toEqual(
      [],
    );
  });

  it('judges a reworded option again, and keeps the record true', () => {
    const joined = [{ where: 'knee/x', label: 'Swollen, warm and red' }];
    const why = 'A test reason that is long enough.';
    expect(problems(joined, { 'knee/x': { label: 'Swollen and warm', why } })).toEqual([
      'knee/x: "Swollen, warm and red" was reworded since checks/one-fact.json judged it one fact; judge it again',
    ]);
    expect(problems([], { 'knee/x': { label: 'Swollen and warm', why } })).toEqual([
      'checks/one-fact.json: knee/x no longer joins facts (or is gone); take its reason off',
    ]);
  });
});
