import type { DiagnosisStep } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { assessModel } from './assess-model.ts';
import { interviewPath, simulateInterview } from './interview.ts';
import { noisyOrLr, stepEvidence } from './likelihood.ts';
import { nextQuestion } from './next-question.ts';
import { DEFAULT_PARAMS } from './params.ts';
import { buildModel, walk } from './posterior.ts';
import { ageFactor, priors, type ModelDisease } from './prior.ts';
import { earInfection, meningitis, toyCondition, toySteps } from './toy.test-data.ts';

const profile = { sex: 'female' as const, age: 30 };
const diseases = [earInfection, meningitis];
const run = (answers: Record<string, string[]>, ds: readonly ModelDisease[] = diseases) =>
  assessModel({ steps: toySteps, diseases: ds, profile, selections: new Map(Object.entries(answers)) });
const prob = (a: ReturnType<typeof run>, name: string) =>
  a.ranked.find((r) => r.disease_short_name === name)?.evidence ?? 0;

describe('priors', () => {
  const emergency = { age_range: { min_age: 0, max_age: 90 }, typical_age: { min_age: 0, max_age: 5 } };
  it('keeps a can’t-miss condition at full weight anywhere in its real ages, and zero outside', () => {
    expect(ageFactor({ ...emergency, triage: 'emergency' }, 80, DEFAULT_PARAMS)).toBe(1);
    expect(ageFactor({ ...emergency, triage: 'emergency' }, 95, DEFAULT_PARAMS)).toBe(0);
  });
  it('lowers an ordinary condition towards the floor away from its typical ages', () => {
    expect(ageFactor({ ...emergency, triage: 'self-care' }, 90, DEFAULT_PARAMS)).toBeCloseTo(
      DEFAULT_PARAMS.ageAtypicalFloor,
    );
  });
  it('keeps "something else" apart and lets a base rate in content override the default', () => {
    const p = priors(
      [earInfection, { ...meningitis, base_rate: DEFAULT_PARAMS.baseRateByTriage['see-doctor'] }],
      profile,
      DEFAULT_PARAMS,
    );
    expect(p.other).toBe(DEFAULT_PARAMS.otherPrior);
    expect(p.conditions[0]).toBeCloseTo(p.conditions[1]!);
  });
});

describe('the posterior', () => {
  it('moves towards the condition whose hallmark is chosen', () => {
    const before = run({ warning: ['none'] });
    const after = run({ warning: ['none'], neck: ['stiff_neck'] });
    expect(prob(after, 'meningitis')).toBeGreaterThan(0.8);
    expect(prob(after, 'meningitis')).toBeGreaterThan(prob(before, 'meningitis'));
    expect(after.ranked[0]?.disease_short_name).toBe('meningitis');
    expect(after.ranked[0]?.final_score).toBe(100);
  });

  it('counts a warning sign against a condition judged at its screen that does not cause it', () => {
    const screen = {
      id: 'screen',
      question: 'Any of these?',
      multiple: true,
      dependent_on_any_symptoms: [],
      step_options: [
        { key: 'rash', label: 'Rash', red_flag: 'emergency' as const, red_flag_reason: 'Now.' },
        { key: 'drowsy', label: 'Drowsy', red_flag: 'emergency' as const, red_flag_reason: 'Now.' },
        { key: 'floppy', label: 'Floppy', red_flag: 'emergency' as const, danger_sign: true as const },
        { key: 'none', label: 'None' },
      ],
    };
    const e = (weights: Record<string, number>, answer: string[]) =>
      stepEvidence(
        new Map(Object.entries(weights)),
        { step: screen, open: true, forProfile: true, options: screen.step_options, answer, given: new Map() },
        DEFAULT_PARAMS,
      ).logLr;
    const unexplained = Math.log(DEFAULT_PARAMS.unexplainedFlagLr);
    // Its authors weighed the screen for it (drowsiness counts against it): the rash it does not cause counts against it.
    expect(e({ drowsy: -2 }, ['rash'])).toBeCloseTo(unexplained);
    // A condition the screen's authors never weighed there, and a general danger sign, say nothing.
    expect(e({ fever: 3 }, ['rash'])).toBe(0);
    expect(e({ drowsy: -2 }, ['floppy'])).toBe(0);
    expect(e({ rash: 5 }, ['rash'])).toBeGreaterThan(0);
  });

  it('is unchanged by "not sure" and by a step left unanswered', () => {
    const base = run({ warning: ['none'], ear: ['ear_discharge'] });
    const unsure = run({ warning: ['none'], ear: ['ear_discharge'], neck: ['not_sure'], exposures: ['not_sure'] });
    expect(unsure.triage_probabilities).toEqual(base.triage_probabilities);
    expect(unsure.ranked).toEqual(base.ranked);
  });

  it('"not sure" on the warning screen alone never raises the urgency', () => {
    expect(run({ warning: ['not_sure'] }).triage).toBe(run({}).triage);
  });

  it('leaves a condition that requires a trigger near zero without it', () => {
    const gated: ModelDisease = { ...meningitis, requires_any: ['purple_rash'] };
    const without = run({ warning: ['none'], neck: ['stiff_neck'] }, [earInfection, gated]);
    expect(prob(without, 'meningitis')).toBeLessThan(0.001);
    expect(without.triage_probabilities.emergency).toBeLessThan(0.01);
    const withIt = run({ warning: ['purple_rash'], neck: ['stiff_neck'] }, [earInfection, gated]);
    expect(withIt.ranked[0]?.disease_short_name).toBe('meningitis');
  });

  it('combines "any of these" by noisy-OR: more than the stronger alone, less than the product', () => {
    expect(noisyOrLr([5], DEFAULT_PARAMS)).toBeCloseTo(5);
    const both = noisyOrLr([5, 5], DEFAULT_PARAMS);
    expect(both).toBeGreaterThan(5);
    expect(both).toBeLessThan(25);
    const model = buildModel({ steps: toySteps, diseases, profile });
    const state = walk(model, new Map([['exposures', ['swimming', 'cold']]])).find((s) => s.step.id === 'exposures')!;
    expect(Math.exp(stepEvidence(model.weights[0]!, state, DEFAULT_PARAMS).logLr)).toBeCloseTo(both);
  });

  it('"not sure" beside a tick leaves the unticked hallmarks unknown, not absent (issue 51)', () => {
    const model = buildModel({ steps: toySteps.map((s) => ({ ...s, any_of: undefined })), diseases, profile });
    const at = (answer: string[]) =>
      stepEvidence(
        model.weights[0]!,
        walk(model, new Map([['exposures', answer]])).find((s) => s.step.id === 'exposures')!,
        DEFAULT_PARAMS,
      );
    // The ear infection weighs swimming 3 and a cold 3: left unticked, the cold speaks against it.
    expect(at(['swimming']).against.map((r) => r.key)).toEqual(['cold']);
    expect(at(['swimming', 'not_sure']).against).toEqual([]);
    expect(at(['swimming', 'not_sure']).logLr).toBeGreaterThan(at(['swimming']).logLr);
    expect(at(['swimming', 'not_sure']).supports.map((r) => r.key)).toEqual(['swimming']);
  });

  it('sends a red flag to emergency care whatever the causes say', () => {
    const a = run({ warning: ['purple_rash'], neck: ['neck_ok'], ear: ['ear_discharge'], exposures: ['swimming'] });
    expect(a.triage).toBe('emergency');
    expect(a.triage_from.red_flags.map((f) => f.key)).toEqual(['purple_rash']);
    expect(a.triage_probabilities.emergency).toBe(1);
  });

  it('lists a cause that explains the warning sign first, unless the answers all but rule it out', () => {
    const answers = { warning: ['purple_rash'], ear: ['ear_discharge'], exposures: ['swimming'] };
    expect(run(answers).ranked[0]?.disease_short_name).toBe('meningitis');
    // Only with a trigger nobody chose: its posterior is near zero, so it is not put above a likelier cause.
    const unlikely = { ...meningitis, requires_any: ['cold'] };
    const a = run(answers, [earInfection, unlikely]);
    expect(prob(a, 'meningitis')).toBeLessThan(0.001);
    expect(a.ranked.map((r) => r.disease_short_name)).toEqual(['ear_infection', 'meningitis']);
    expect(a.triage).toBe('emergency');
  });

  it('lists at least five of the causes the answers point to, however unlikely', () => {
    const answers = { warning: ['none'], neck: ['stiff_neck'], ear: ['ear_discharge'] };
    const input = { steps: toySteps, diseases, profile, selections: new Map(Object.entries(answers)) };
    // A floor no posterior reaches: only the "at least" keeps causes on the list.
    const strict = { ...DEFAULT_PARAMS, listFloor: 1.01 };
    expect(assessModel(input, { ...strict, listAtLeast: 0 }).ranked).toEqual([]);
    expect(
      assessModel(input, strict)
        .ranked.map((r) => r.disease_short_name)
        .sort(),
    ).toEqual(['ear_infection', 'meningitis']);
  });

  it('gives the spec’s numbers: the top at 0 % difference, the rest below', () => {
    const a = run({ warning: ['none'], ear: ['ear_discharge'], exposures: ['swimming'] });
    expect(a.ranked.map((r) => r.disease_short_name)).toEqual(['ear_infection', 'meningitis']);
    expect(a.ranked[0]?.difference_percentage).toBe(0);
    expect(a.ranked[1]?.difference_percentage).toBeGreaterThan(0);
    const sum = Object.values(a.triage_probabilities).reduce((s, p) => s + p, 0);
    expect(sum).toBeCloseTo(1);
  });
});

describe('nextQuestion', () => {
  const model = buildModel({ steps: toySteps, diseases, profile });
  it('asks the warning screen first', () => {
    expect(nextQuestion(new Map(), model)).toBe('warning');
  });

  it('then asks the question that separates meningitis from an ear infection', () => {
    expect(nextQuestion(new Map([['warning', ['none']]]), model)).toBe('neck');
  });

  it('stops when no answer left could change the top cause or the urgency', () => {
    const done = new Map<string, string[]>([
      ['warning', ['purple_rash']],
      ['neck', ['stiff_neck']],
    ]);
    expect(nextQuestion(done, model)).toBeUndefined();
  });

  it('never asks what the age page answers, even when it was left open there', () => {
    // A woman of 30 whose illnesses and pregnancy the age page did not record: those steps are
    // evidence only, so the interview asks its own questions and no other.
    const { asked } = simulateInterview(model, () => undefined);
    expect(asked.every((id) => toySteps.some((st) => st.id === id))).toBe(true);
  });

  it('places a person on the path their answers give, and moves the path when an answer changes', () => {
    expect(interviewPath(model, new Map())).toMatchObject({ asked: [], current: 'warning' });
    const some = new Map([['warning', ['none']]]);
    const mid = interviewPath(model, some);
    expect(mid).toMatchObject({ asked: ['warning'], current: 'neck' });
    expect(mid.left).toBeGreaterThanOrEqual(1);
    // An answer to a question not on the path is kept, but does not move the person past "neck".
    expect(interviewPath(model, new Map([...some, ['colour', ['yellow']]])).current).toBe('neck');
    // Answered to the end: nothing left to ask.
    const script: Record<string, string[]> = { warning: ['none'], neck: ['neck_ok'], ear: ['ear_discharge'] };
    const full = simulateInterview(model, (id) => script[id]);
    expect(interviewPath(model, full.selections)).toEqual({
      asked: full.asked,
      current: undefined,
      left: 0,
      selections: full.selections,
    });
  });

  it('gives the same path when it starts from one given before, answer by answer and when an answer changes', () => {
    const script: Record<string, string[]> = { warning: ['none'], neck: ['neck_ok'], ear: ['ear_discharge'] };
    const full = simulateInterview(model, (id) => script[id]);
    let before = interviewPath(model, new Map());
    for (let k = 1; k <= full.asked.length; k++) {
      const given = new Map(full.asked.slice(0, k).map((id) => [id, full.selections.get(id)!] as const));
      const next = interviewPath(model, given, before);
      expect(next).toEqual(interviewPath(model, given));
      before = next;
    }
    // An earlier answer changed: the path from it on is replayed, not kept.
    const changed = new Map([...full.selections, ['warning', ['purple_rash']]]);
    expect(interviewPath(model, changed, before)).toEqual(interviewPath(model, changed));
    expect(interviewPath(model, new Map(), before)).toEqual(interviewPath(model, new Map()));
  });

  it('never asks an irrelevant question, and the simulated interview ends', () => {
    const script: Record<string, string[]> = { warning: ['none'], neck: ['neck_ok'], ear: ['ear_discharge'] };
    const { asked } = simulateInterview(model, (id) => script[id]);
    expect(asked[0]).toBe('warning');
    expect(asked).not.toContain('colour');
  });
});

/** A made-up single-choice step: its answers, then "Not sure". */
const single = (id: string, keys: string[], dependent: string[] = []): DiagnosisStep => ({
  id,
  question: `${id}?`,
  multiple: false,
  dependent_on_any_symptoms: dependent,
  step_options: [...keys.map((key) => ({ key, label: key })), { key: 'not_sure', label: 'Not sure' }],
});

/** A made-up multiple-choice step: its answers, then "None" and "Not sure". */
const several = (id: string, keys: string[]): DiagnosisStep => ({
  ...single(id, [...keys, 'none']),
  multiple: true,
});

describe('nextQuestion looks at signs that come together', () => {
  // A made-up place: an ordinary tummy bug, and an urgent fever whose two signs are each weak
  // alone but together put it first (weights 3: a ratio of 5 each, 25 together).
  const steps: DiagnosisStep[] = [
    single('bowel', ['loose', 'normal']),
    several('fever_with', ['rising', 'dirty_water']),
  ];
  const tummyBug = toyCondition('tummy_bug', 'self-care', [{ key: 'loose', value: 4 }]);
  const slowFever = toyCondition('slow_fever', 'urgent', [
    { key: 'loose', value: 1 },
    { key: 'rising', value: 3 },
    { key: 'dirty_water', value: 3 },
  ]);
  const model = buildModel({ steps, diseases: [tummyBug, slowFever], profile });
  const afterBowel = new Map([['bowel', ['loose']]]);

  it('asks a step where no single answer, but the urgent condition’s signs together, would change the result', () => {
    const one = run2(afterBowel, ['rising']);
    const both = run2(afterBowel, ['rising', 'dirty_water']);
    expect(one.ranked[0]?.disease_short_name).toBe('tummy_bug');
    expect(one.triage).toBe('self-care');
    expect(both.triage).toBe('urgent');
    expect(nextQuestion(afterBowel, model)).toBe('fever_with');
  });

  function run2(before: Map<string, string[]>, ticked: string[]) {
    const selections = new Map([...before, ['fever_with', ticked]]);
    return assessModel({ steps, diseases: [tummyBug, slowFever], profile, selections });
  }
});

describe('an urgency raised by an answer (decision 129)', () => {
  const raised: ModelDisease = { ...earInfection, raised_triage: { when_any: ['swimming'], triage: 'urgent' } };
  const answers = { warning: ['none'], neck: ['neck_ok'], ear: ['ear_discharge'] };
  const input = (extra: Record<string, string[]>) => ({
    steps: toySteps,
    diseases: [raised, meningitis],
    profile,
    selections: new Map(Object.entries({ ...answers, ...extra })),
  });

  it('holds once one of its answers is chosen, and only then', () => {
    expect(assessModel(input({ exposures: ['cold'] })).triage).toBe('see-doctor');
    const after = assessModel(input({ exposures: ['swimming'] }));
    expect(after.triage).toBe('urgent');
    expect(after.ranked[0]).toMatchObject({ disease_short_name: 'ear_infection', triage: 'urgent' });
  });

  it('holds for a list of answers only when every one of them is chosen (decision 144)', () => {
    const both: ModelDisease = {
      ...earInfection,
      raised_triage: { when_any: [['swimming', 'cold']], triage: 'urgent' },
    };
    const level = (exposures: string[]) =>
      assessModel({ ...input({ exposures }), diseases: [both, meningitis] }).ranked.find(
        (r) => r.disease_short_name === 'ear_infection',
      )?.triage;
    expect(level(['swimming'])).toBe('see-doctor');
    expect(level(['cold'])).toBe('see-doctor');
    expect(level(['swimming', 'cold'])).toBe('urgent');
  });

  it('reads a fact about the person no step asks, such as the age, from the profile (decision 154)', () => {
    const byAge: ModelDisease = {
      ...earInfection,
      raised_triage: { when_any: ['age_under_1', ['age_under_2', 'swimming']], triage: 'urgent' },
    };
    const level = (age: number, exposures: string[]) =>
      assessModel({ ...input({ exposures }), diseases: [byAge, meningitis], profile: { ...profile, age } }).ranked.find(
        (r) => r.disease_short_name === 'ear_infection',
      )?.triage;
    expect(level(0, ['cold'])).toBe('urgent');
    expect(level(1, ['cold'])).toBe('see-doctor');
    expect(level(1, ['swimming'])).toBe('urgent');
    expect(level(5, ['swimming'])).toBe('see-doctor');
  });
});

describe('a level left open by "Not sure" (issue 50)', () => {
  const ear = { warning: ['none'], ear: ['ear_discharge'] };

  it('gets an ear infection checked today when the person cannot say whether the neck is stiff', () => {
    expect(run({ ...ear, neck: ['neck_ok'] }).triage).toBe('see-doctor');
    const unsure = run({ ...ear, neck: ['not_sure'] });
    // The stiff neck it could not rule out would make meningitis an emergency; "Not sure" stops at urgent.
    expect(unsure.triage).toBe('urgent');
    expect(unsure.unresolved).toEqual({ level: 'urgent', steps: ['neck'] });
    expect(unsure.triage_probabilities).toEqual(run(ear).triage_probabilities);
  });

  it('does not raise what the other answers already explain, nor a step left unasked', () => {
    expect(run({ ...ear, exposures: ['swimming'], neck: ['not_sure'] }).triage).toBe('see-doctor');
    expect(run(ear).triage).toBe('see-doctor');
  });

  it('raises by one level at most, and by a "see a doctor" answer the person was not sure of', () => {
    const steps: DiagnosisStep[] = [
      ...toySteps,
      {
        id: 'how_long',
        question: 'Three weeks or more?',
        multiple: false,
        dependent_on_any_symptoms: [],
        step_options: [
          { key: 'weeks_3', label: 'Yes', min_triage: 'see-doctor' },
          { key: 'days', label: 'No' },
          { key: 'not_sure', label: 'Not sure' },
        ],
      },
    ];
    // A cause that makes the long course likelier, so not knowing it leaves "see a doctor" open.
    const mild: ModelDisease = {
      ...earInfection,
      disease_short_name: 'mild',
      triage: 'self-care',
      symptoms: [...earInfection.symptoms, { key: 'weeks_3', value: 1 }],
    };
    const at = (answers: Record<string, string[]>) =>
      assessModel({ steps, diseases: [mild, meningitis], profile, selections: new Map(Object.entries(answers)) });
    const base = { ...ear, exposures: ['swimming'] };
    expect(at({ ...base, how_long: ['days'] }).triage).toBe('self-care');
    expect(at({ ...base, how_long: ['not_sure'] }).triage).toBe('see-doctor');
    // An emergency left open from a self-care result goes one level up, to "see a doctor".
    const open = at({ ...ear, neck: ['not_sure'] });
    expect(open.triage_probabilities.emergency).toBeGreaterThan(DEFAULT_PARAMS.unresolvedFloor.emergency);
    expect(at({ ...ear, neck: ['neck_ok'] }).triage).toBe('self-care');
    expect(open.triage).toBe('see-doctor');
  });
});

describe('what a question could still change (decision 141)', () => {
  describe('a question that only leads to warning signs', () => {
    // "Had a fit?" opens a screen with one emergency sign; the fit itself weighs nothing.
    const steps: DiagnosisStep[] = [
      toySteps.find((st) => st.id === 'warning')!,
      single('fit', ['had_fit', 'no_fit']),
      {
        id: 'after_fit',
        question: 'Since the fit?',
        multiple: true,
        dependent_on_any_symptoms: ['had_fit'],
        step_options: [
          { key: 'weak_arm', label: 'A weak arm', red_flag: 'emergency', red_flag_reason: 'Needs help now.' },
          { key: 'none', label: 'None' },
          { key: 'not_sure', label: 'Not sure' },
        ],
      },
    ];
    const model = buildModel({ steps, diseases: [earInfection, meningitis], profile });

    it('is asked while the sign behind it could raise the urgency', () => {
      expect(nextQuestion(new Map([['warning', ['none']]]), model)).toBe('fit');
    });

    it('is not asked for it once a sign as high is ticked: nothing behind it could change the urgency', () => {
      expect(nextQuestion(new Map([['warning', ['purple_rash']]]), model)).toBeUndefined();
    });
  });

  describe('the signs of a milder condition together', () => {
    // A spreading skin infection (urgent) leads on a red, hot leg; attacks of the same leg before
    // and a known filarial illness are each too weak alone to put filarial fever first, but
    // together they do, and the urgency falls with it.
    const steps: DiagnosisStep[] = [
      single('look', ['red_hot', 'plain']),
      several('history', ['attacks_before', 'known_filaria']),
    ];
    const spreading = toyCondition('spreading_infection', 'urgent', [{ key: 'red_hot', value: 5 }]);
    const filarial = toyCondition('filarial_fever', 'see-doctor', [
      { key: 'red_hot', value: 2 },
      { key: 'attacks_before', value: 3 },
      { key: 'known_filaria', value: 3 },
    ]);
    const ds = [spreading, filarial];
    const model = buildModel({ steps, diseases: ds, profile });
    const afterLook = new Map([['look', ['red_hot']]]);
    const ticked = (keys: string[]) =>
      assessModel({ steps, diseases: ds, profile, selections: new Map([...afterLook, ['history', keys]]) });

    it('asks the step whose answers together could lower an over-call', () => {
      const one = ticked(['attacks_before']);
      const both = ticked(['attacks_before', 'known_filaria']);
      expect(one.ranked[0]?.disease_short_name).toBe('spreading_infection');
      expect(one.triage).toBe('urgent');
      expect(both.ranked[0]?.disease_short_name).toBe('filarial_fever');
      expect(both.triage).toBe('see-doctor');
      expect(nextQuestion(afterLook, model)).toBe('history');
    });
  });
});
