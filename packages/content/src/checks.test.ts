import { describe, expect, it } from 'vitest';
import { checkKnowledgeBase, INDIAN_ADDRESS, INDIAN_BODY, REPEATS_INSTRUCTION } from './checks.ts';
import { loadKnowledgeBase, type KnowledgeBase } from './load.ts';
import { ClinicalCase } from './schema.ts';

const kb = loadKnowledgeBase({ cases: false });

/** The knowledge base with one condition's facts or one place's first step changed. */
function withCondition(key: string, change: (c: Record<string, unknown>) => void): KnowledgeBase {
  const conditions = new Map(kb.conditions);
  const copy = structuredClone(conditions.get(key)!) as unknown as Record<string, unknown>;
  change(copy);
  conditions.set(key, copy as never);
  return { ...kb, conditions };
}

const errorsOf = (base: KnowledgeBase) => checkKnowledgeBase(base, 'knee').errors;
/**
 * The check of a changed condition, without the places' own checks (their danger signs are the
 * costly part of the check, and a condition's facts do not reach them); the whole check runs once,
 * in knowledge-base.test.ts.
 */
const conditionErrorsOf = (base: KnowledgeBase) => checkKnowledgeBase({ ...base, locations: new Map() }, 'knee').errors;

describe('content:check fails on what it forbids', () => {
  it('passes the conditions as they are', () => {
    expect(conditionErrorsOf(kb)).toEqual([]);
  });

  it('a condition without typical ages, or with typical ages outside its real ones', () => {
    expect(conditionErrorsOf(withCondition('meniscal_tear', (c) => delete c.typical_age))).toContainEqual(
      expect.stringContaining('conditions/meniscal_tear.json: no typical_age'),
    );
    expect(
      conditionErrorsOf(withCondition('meniscal_tear', (c) => (c.typical_age = { min_age: 0, max_age: 120 }))),
    ).toContainEqual(expect.stringContaining('is not inside age_range'));
  });

  it('an urgent or emergency condition whose ages are narrower than 18–120 without a reason', () => {
    const narrow = (c: Record<string, unknown>) => (c.age_range = { min_age: 25, max_age: 120 });
    expect(conditionErrorsOf(withCondition('acute_coronary_syndrome', narrow))).toContainEqual(
      expect.stringContaining('conditions/acute_coronary_syndrome.json: an emergency condition with age_range 25–120'),
    );
    const capped = (c: Record<string, unknown>) => (c.age_range = { min_age: 0, max_age: 100 });
    expect(conditionErrorsOf(withCondition('sepsis', capped))).toContainEqual(
      expect.stringContaining('conditions/sepsis.json: an emergency condition with age_range 0–100'),
    );
    // With a stated reason it is a deliberate choice; a self-care condition needs none.
    expect(
      conditionErrorsOf(
        withCondition('acute_coronary_syndrome', (c) => {
          narrow(c);
          c.age_range_reason = 'A test reason of enough length.';
        }),
      ).filter((e) => e.includes('acute_coronary_syndrome')),
    ).toEqual([]);
    expect(conditionErrorsOf(withCondition('growing_pains', (c) => delete c.age_range_reason))).toEqual([]);
  });

  it('a base rate without its reason, or a reason without a base rate', () => {
    expect(conditionErrorsOf(withCondition('severe_dengue', (c) => delete c.base_rate_reason))).toContainEqual(
      'conditions/severe_dengue.json: a base_rate needs a base_rate_reason (its source and sum)',
    );
    expect(conditionErrorsOf(withCondition('severe_dengue', (c) => delete c.base_rate))).toContainEqual(
      'conditions/severe_dengue.json: a base_rate_reason without a base_rate',
    );
  });

  it('a video without its language or the day it was checked, or checked in the future', () => {
    const video = (change: (v: Record<string, unknown>) => void) =>
      withCondition('sepsis', (c) => change((c.videos as Record<string, unknown>[])[0]!));
    expect(conditionErrorsOf(video((v) => delete v.language))).toContainEqual(
      expect.stringMatching(/^conditions\/sepsis\.json: video https:\S+ has no language/),
    );
    expect(conditionErrorsOf(video((v) => delete v.checked))).toContainEqual(
      expect.stringContaining('has no checked date'),
    );
    expect(conditionErrorsOf(video((v) => (v.checked = '2999-01-01')))).toContainEqual(
      expect.stringContaining('is marked checked on 2999-01-01, a day still to come'),
    );
  });

  it('an urgent or emergency condition with one source organisation', () => {
    const one = withCondition('septic_arthritis', (c) => {
      const [first] = c.sources as unknown[];
      c.sources = [first];
    });
    expect(conditionErrorsOf(one)).toContainEqual(
      expect.stringContaining('conditions/septic_arthritis.json: an emergency condition needs at least two'),
    );
  });

  it('a source marked checked on a day still to come', () => {
    const future = withCondition('meniscal_tear', (c) => {
      (c.sources as { reviewed: string }[])[0]!.reviewed = '2999-01-01';
    });
    expect(conditionErrorsOf(future)).toContainEqual(expect.stringContaining('a day still to come'));
  });
});

describe('content:check fails on what it forbids at a place', () => {
  // Three faults in one knee, checked once: a place's own checks are the costly part of the check.
  const knee = kb.locations.get('knee')!;
  const steps = knee.file.steps.map((s, i) =>
    i === 0
      ? { ...s, help: 'Pick all that apply.', topic: 'duration' as const }
      : i === 1
        ? { ...s, topic: 'duration' as const }
        : s,
  );
  const diseases = knee.file.diseases.map((d, i) =>
    i === 0
      ? { ...d, requires_any: ['none_such_key'] }
      : i === 1
        ? {
            ...d,
            triage: 'urgent' as const,
            raised_triage: {
              when_any: ['no_such_answer', [knee.file.steps[0]!.step_options[0]!.key, 'nor_this_one']],
              triage: 'urgent' as const,
            },
          }
        : d,
  );
  let errors: string[] | undefined;
  const faults = () =>
    (errors ??= errorsOf({
      ...kb,
      locations: new Map(kb.locations).set('knee', { ...knee, file: { ...knee.file, steps, diseases } }),
    }));

  it('a step that repeats "all that apply"', () => {
    expect(faults()).toContainEqual(expect.stringContaining(`step ${steps[0]!.id} repeats "choose all that apply"`));
  });

  it('a condition that requires an answer it does not weight above 0 (decision 105)', () => {
    expect(faults()).toContainEqual(
      expect.stringContaining(
        `${diseases[0]!.disease_short_name} requires none_such_key, which it does not weight above 0`,
      ),
    );
  });

  it('an urgency raised on an answer no step asks, or to a level not above its own (decision 129)', () => {
    const name = diseases[1]!.disease_short_name;
    expect(faults()).toContainEqual(
      expect.stringContaining(`${name} raises its urgency on no_such_answer, which no step asks`),
    );
    // An answer of a list that must all be chosen (decision 144), the others asked.
    expect(faults()).toContainEqual(
      expect.stringContaining(`${name} raises its urgency on nor_this_one, which no step asks`),
    );
    expect(faults()).toContainEqual(expect.stringContaining(`${name} raises its urgency to urgent, not above urgent`));
  });

  it('two steps of one place that both say they ask how long the pain has lasted', () => {
    expect(faults()).toContainEqual(
      expect.stringContaining(`steps ${steps[0]!.id} and ${steps[1]!.id} both have the topic "duration"`),
    );
  });

  it('a place with no step that asks how long the problem has lasted', () => {
    const knee = kb.locations.get('knee')!;
    const steps = knee.file.steps.map(({ topic: _topic, ...s }) => s);
    const locations = new Map(kb.locations).set('knee', { ...knee, file: { ...knee.file, steps } });
    expect(errorsOf({ ...kb, locations })).toContainEqual(
      expect.stringContaining('locations/knee.json: no step asks how long the problem has lasted'),
    );
  });
});

describe("content:check: a condition's own picture, scored by the site's engine", () => {
  /** The knee with one condition made rare (a base rate far below its level's): its answers must carry it. */
  const rarer = (name: string): KnowledgeBase => {
    const knee = kb.locations.get('knee')!;
    const diseases = knee.diseases.map((d) => (d.disease_short_name === name ? { ...d, base_rate: 0.00003 } : d));
    return { ...kb, locations: new Map(kb.locations).set('knee', { ...knee, diseases }) };
  };

  it('a condition its own typical answers do not put in the top three', () => {
    expect(errorsOf(rarer('knee_fracture'))).toContainEqual(
      expect.stringContaining('locations/knee.json: knee_fracture is unreachable'),
    );
  });

  it('an urgent condition whose typical answers are triaged below it, even where it does not lead', () => {
    expect(errorsOf(rarer('achilles_tendon_rupture'))).toContainEqual(
      "locations/knee.json: achilles_tendon_rupture's typical answers are triaged self-care, below its own urgent",
    );
  });
});

describe('case files', () => {
  it('refuse an answer given twice at one step, which the engine would count twice', () => {
    const base = {
      id: 'a_case',
      story: 'A story long enough to be a story.',
      sex: 'male',
      age: 30,
      weight: 70,
      expected: null,
      expected_triage: 'urgent',
    };
    expect(ClinicalCase.safeParse({ ...base, answers: { red_flags: ['rf_a'] } }).success).toBe(true);
    expect(ClinicalCase.safeParse({ ...base, answers: { red_flags: ['rf_a', 'rf_a'] } }).success).toBe(false);
  });
});

describe('content:check: repeated instructions', () => {
  it('catches the ways a step can repeat "choose all that apply"', () => {
    for (const text of [
      'Pick all that fit.',
      '(You can pick more than one.)',
      'Choose every one that fits.',
      'Choose all that fit.',
      'Choose every place that hurts or is swollen.',
    ])
      expect(REPEATS_INSTRUCTION.test(text), text).toBe(true);
    expect(REPEATS_INSTRUCTION.test('Pick the first answer that fits.')).toBe(false);
    expect(REPEATS_INSTRUCTION.test('Where is the pain?')).toBe(false);
  });
});

describe('content:check: Indian sources', () => {
  it('counts national bodies and Indian specialist societies, not a private hospital in India', () => {
    for (const name of [
      'National Centre for Disease Control (NCDC), Ministry of Health and Family Welfare, India',
      'Indian Pediatrics (journal of the Indian Academy of Pediatrics)',
      'Indian Council of Medical Research',
      'All India Institute of Medical Sciences (AIIMS), New Delhi',
    ])
      expect(INDIAN_BODY.test(name), name).toBe(true);
    expect(INDIAN_BODY.test('Max Healthcare, India')).toBe(false);
    expect(INDIAN_ADDRESS.test('https://ncdc.mohfw.gov.in/programme')).toBe(true);
    expect(INDIAN_ADDRESS.test('https://www.maxhealthcare.in/conditions')).toBe(false);
  });
});
