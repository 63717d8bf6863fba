import { describe, expect, it } from 'vitest';
import { urgencyByCondition, writersAgree, writtenLevels, type WrittenLevel } from './writers-agree.ts';
import type { ClinicalCase } from './schema.ts';

const level = (writer: string, id: string, expected: string, l: WrittenLevel['level']): WrittenLevel => ({
  writer,
  id,
  expected,
  level: l,
});

describe('writersAgree', () => {
  it("counts a case as agreeing when its level is the other writers' most common one for its condition", () => {
    const all = [
      level('a', 'a1', 'gout', 'see-doctor'),
      level('a', 'a2', 'clot', 'emergency'),
      level('b', 'b1', 'gout', 'see-doctor'),
      level('c', 'c1', 'gout', 'urgent'),
      level('c', 'c2', 'gout', 'see-doctor'),
      level('b', 'b2', 'clot', 'urgent'),
    ];
    // a1: others gave gout see-doctor twice, urgent once: agrees. a2: others gave the clot urgent only.
    expect(writersAgree('a', all)).toEqual({ compared: 2, agree: 1 });
    // c1 (urgent) is outvoted by a1 and b1; c2 agrees.
    expect(writersAgree('c', all)).toEqual({ compared: 2, agree: 1 });
  });

  it('never compares a case with its own set, and leaves out conditions no other set names', () => {
    const all = [
      level('a', 'a1', 'gout', 'urgent'),
      level('a', 'a2', 'gout', 'urgent'),
      level('b', 'b1', 'clot', 'urgent'),
    ];
    expect(writersAgree('a', all)).toEqual({ compared: 0, agree: 0 });
  });

  it('counts a tie among the other writers as agreeing with either level', () => {
    const all = [
      level('a', 'a1', 'clot', 'urgent'),
      level('b', 'b1', 'clot', 'emergency'),
      level('c', 'c1', 'clot', 'emergency'),
    ];
    // The others gave b1's clot urgent once and emergency once.
    expect(writersAgree('b', all)).toEqual({ compared: 1, agree: 1 });
    // For a1, the others gave emergency twice.
    expect(writersAgree('a', all)).toEqual({ compared: 1, agree: 0 });
  });
});

describe('writtenLevels', () => {
  it('reads the named cases of every set and skips a case that names no condition', () => {
    const c = (id: string, expected: string | null) =>
      ({ id, expected, expected_triage: 'urgent' }) as unknown as ClinicalCase;
    const sets = new Map([['x', [{ cases: [c('x1', 'gout'), c('x2', null)] }]]]);
    expect(writtenLevels(sets)).toEqual([{ writer: 'x', id: 'x1', expected: 'gout', level: 'urgent' }]);
  });
});

describe('urgencyByCondition', () => {
  it('counts, per condition, the cases told their level, a higher one and a lower one, most often higher first', () => {
    const rows = urgencyByCondition([
      { expected: 'gout', written: 'see-doctor', given: 'urgent' },
      { expected: 'gout', written: 'see-doctor', given: 'urgent' },
      { expected: 'gout', written: 'urgent', given: 'urgent' },
      { expected: 'clot', written: 'urgent', given: 'emergency' },
      { expected: 'cold', written: 'see-doctor', given: 'self-care' },
      { expected: 'sprain', written: 'self-care', given: 'self-care' },
    ]);
    expect(rows.map((r) => r.condition)).toEqual(['gout', 'clot', 'cold', 'sprain']);
    expect(rows[0]).toEqual({
      condition: 'gout',
      cases: 3,
      exact: 1,
      higher: 2,
      lower: 0,
      written: { 'see-doctor': 2, urgent: 1 },
      given: { urgent: 3 },
    });
    expect(rows[2]).toMatchObject({ condition: 'cold', exact: 0, higher: 0, lower: 1 });
  });
});
