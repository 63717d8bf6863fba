import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerStep, emptyAnswers, selectionsFromFlags } from './answers.ts';
import { diseases, steps } from './fixture.test-data.ts';
import { round2 } from './round.ts';
import { assessModel } from './model/assess-model.ts';
import { ageAllows, ageMatch, matchScore, type Profile } from './score.ts';
import { profileKeyHolds } from './profile.ts';
import { isUnsureAboutWarnings, unsureOfRest, walkSteps } from './steps.ts';
import { triageRank } from './triage.ts';

// The rules every assessment keeps, on the site's engine (the model, decision 139); the model's own
// arithmetic is tested in model/model.test.ts.
const run = (profile: Profile, answers: Record<string, string[]>, list = diseases) =>
  assessModel({ steps, diseases: list, profile, selections: new Map(Object.entries(answers)) });
const names = (r: ReturnType<typeof run>) => r.ranked.map((x) => x.disease_short_name);

describe('an assessment: worked examples (docs/scoring.md)', () => {
  it('scores the top 100 and lists only conditions an answer points to', () => {
    const r = run(
      { sex: 'male', age: 30, weight: 70 },
      { warning: ['none'], onset: ['injury'], injury_detail: ['twist'], other: ['swelling'] },
    );
    expect(r.ranked[0]).toMatchObject({ disease_short_name: 'sprain', final_score: 100, difference_percentage: 0 });
    // Nothing chosen points to the bleed or the cramps.
    expect(names(r)).toEqual(['sprain', 'arthritis']);
    for (const x of r.ranked) expect(x.supports.filter((s) => s.kind === 'chosen').length).toBeGreaterThan(0);
    expect(r.triage).toBe('self-care');
    expect(r.ranked[0]?.supports.map((s) => s.key)).toEqual(['injury', 'twist', 'swelling']);
  });

  it('never ranks a condition for the other sex', () => {
    const r = run({ sex: 'male', age: 25 }, { onset: ['gradual'], period: ['period_yes'] });
    expect(r.ranked.some((x) => x.disease_short_name === 'cramps')).toBe(false);
    const f = run({ sex: 'female', age: 25 }, { onset: ['gradual'], period: ['period_yes'] });
    expect(f.ranked[0]?.disease_short_name).toBe('cramps');
  });

  it('never ranks a condition outside the ages it can occur at; at the edge it is ranked', () => {
    const answers = { warning: ['none'], onset: ['injury'], injury_detail: ['twist'], other: ['swelling'] };
    // sprain can occur at 10–60 (fixture).
    for (const age of [9, 61, 90]) {
      expect(run({ sex: 'male', age }, answers).ranked.some((x) => x.disease_short_name === 'sprain')).toBe(false);
    }
    for (const age of [10, 60]) {
      expect(run({ sex: 'male', age }, answers).ranked[0]?.disease_short_name).toBe('sprain');
    }
    // Without an age, nothing is excluded by age.
    expect(run({ sex: 'male' }, answers).ranked[0]?.disease_short_name).toBe('sprain');
    expect(ageAllows(diseases[0]!, 61)).toBe(false);
    expect(ageAllows(diseases[0]!, 60)).toBe(true);
    expect(ageAllows(diseases[0]!, undefined)).toBe(true);
  });

  it('grades age by band inside the real ages: typical, then down to a floor; never a cliff', () => {
    const selfCare = { age_range: { min_age: 10, max_age: 60 }, typical_age: { min_age: 20, max_age: 40 } };
    const c = { ...selfCare, triage: 'self-care' as const };
    expect(ageMatch(c, 30)).toBe(1);
    expect(ageMatch(c, 20)).toBe(1);
    expect(ageMatch(c, 15)).toBe(0.75); // half way from the typical band to the real edge
    expect(ageMatch(c, 10)).toBe(0.5); // the floor at the real edge
    expect(ageMatch(c, 50)).toBe(0.75);
    expect(ageMatch(c, 60)).toBe(0.5);
    // Outside the real ages the condition is excluded (ageAllows); its match is 0.
    expect(ageMatch(c, 5)).toBe(0);
    expect(ageMatch(c, 61)).toBe(0);
    // Urgent and emergency conditions keep 1 across their real ages, edges included.
    for (const triage of ['urgent', 'emergency'] as const) {
      for (let age = 10; age <= 60; age++) expect(ageMatch({ ...selfCare, triage }, age)).toBe(1);
    }
    // Without typical ages, the whole real range is typical.
    expect(ageMatch({ age_range: selfCare.age_range, triage: 'self-care' }, 12)).toBe(1);
    // No cliff inside the real ages: one year never moves the match by more than a twentieth.
    for (const triage of ['self-care', 'emergency'] as const) {
      for (let age = 10; age < 60; age++) {
        expect(
          Math.abs(ageMatch({ ...selfCare, triage }, age + 1) - ageMatch({ ...selfCare, triage }, age)),
        ).toBeLessThanOrEqual(0.1 + 1e-9);
      }
    }
  });

  it('lowers the match linearly outside the typical weights', () => {
    const sprain = diseases[0]!;
    expect(matchScore(sprain, { age: 30, weight: 70 })).toBe(1);
    expect(matchScore(sprain, { age: 60, weight: 70 })).toBe(1); // no typical ages: the whole range is typical
    expect(matchScore({ ...sprain, weight: { min_weight: 80, max_weight: 400 } }, { age: 30, weight: 70 })).toBe(0.875);
  });

  it('a red flag sets the triage and lists the condition it signals first, whatever the scores', () => {
    const r = run(
      { sex: 'male', age: 30 },
      { warning: ['collapse'], onset: ['injury'], injury_detail: ['twist'], other: ['swelling'] },
    );
    // The sprain is far likelier, but the collapse is explained by the bleed, which comes first.
    const sprain = r.ranked.find((x) => x.disease_short_name === 'sprain')!;
    const bleed = r.ranked.find((x) => x.disease_short_name === 'bleed')!;
    expect(sprain.final_score).toBeGreaterThan(bleed.final_score);
    expect(names(r).slice(0, 2)).toEqual(['bleed', 'sprain']);
    expect(bleed.explains_red_flag).toBe(true);
    expect(sprain.explains_red_flag).toBe(false);
    // The difference is still measured from the highest score (spec).
    expect(sprain.difference_percentage).toBe(0);
    expect(bleed.difference_percentage).toBeGreaterThan(0);
    expect(r.triage).toBe('emergency');
    expect(r.triage_from.red_flags).toEqual([{ step_id: 'warning', key: 'collapse', level: 'emergency' }]);
    expect(r.next_steps).toContain('call_112');
  });

  it('an answer with min_triage raises a self-care result to see-doctor, without being a red flag', () => {
    const answers = { warning: ['none'], onset: ['injury'], injury_detail: ['twist'], other: ['swelling'] };
    expect(run({ sex: 'male', age: 30 }, { ...answers, duration: ['under_2_weeks'] }).triage).toBe('self-care');
    const r = run({ sex: 'male', age: 30 }, { ...answers, duration: ['over_2_weeks'] });
    expect(r.ranked[0]?.disease_short_name).toBe('sprain');
    expect(r.ranked[0]?.final_score).toBe(100);
    expect(r.triage).toBe('see-doctor');
    expect(r.triage_from.answers).toEqual([{ step_id: 'duration', key: 'over_2_weeks', level: 'see-doctor' }]);
    expect(r.triage_from.red_flags).toEqual([]);
    // It never lowers a more urgent result.
    expect(
      run({ sex: 'male', age: 30 }, { ...answers, warning: ['collapse'], duration: ['over_2_weeks'] }).triage,
    ).toBe('emergency');
  });

  it('names a typical answer that was not given as speaking against', () => {
    const r = run({ sex: 'female', age: 60 }, { onset: ['gradual'], other: ['swelling'] });
    const sprain = r.ranked.find((x) => x.disease_short_name === 'sprain');
    expect(sprain?.against).toContainEqual({ step_id: 'onset', key: 'injury', weight: 5, kind: 'missing' });
  });

  it('with no answers at all, ranks nothing', () => {
    expect(run({ sex: 'female', age: 40 }, {}).ranked).toEqual([]);
  });

  it('leaves out a step hidden by the profile alone: a man is not marked down for a period question', () => {
    const weighted = diseases.map((d) =>
      d.disease_short_name === 'arthritis' ? { ...d, symptoms: [...d.symptoms, { key: 'period_no', value: 2 }] } : d,
    );
    const answers = { onset: ['gradual'], other: ['stiffness', 'swelling'], period: ['period_no'] };
    expect(run({ sex: 'male', age: 60 }, answers, weighted)).toEqual(run({ sex: 'male', age: 60 }, answers));
    // For a woman, who is asked, the answer counts.
    expect(run({ sex: 'female', age: 50 }, answers, weighted)).not.toEqual(run({ sex: 'female', age: 50 }, answers));
  });

  it('shows a step or option only to its audience, and never scores it for anyone else', () => {
    const shown = (profile: Profile) =>
      walkSteps(steps, new Map(), profile).flatMap((s) =>
        s.visible ? [s.step.id, ...s.step.step_options.map((o) => o.key)] : [],
      );
    expect(shown({ sex: 'female', age: 30 })).toContain('pregnant');
    expect(shown({ sex: 'female', age: 30 })).not.toContain('older');
    expect(shown({ sex: 'female', age: 60 })).not.toContain('pregnant');
    expect(shown({ sex: 'female', age: 60 })).toContain('older');
    expect(shown({ sex: 'female', age: 11 })).not.toContain('pregnant');
    expect(shown({ sex: 'male', age: 30 })).not.toContain('pregnant');
    expect(shown({ sex: 'male', age: 60 })).not.toContain('older');
    // An answer outside the audience (a stale or forged flag) is ignored.
    const forged = run({ sex: 'male', age: 30 }, { onset: ['sudden'], other: ['pregnant'] });
    const plain = run({ sex: 'male', age: 30 }, { onset: ['sudden'], other: ['not_sure'] });
    expect(forged.ranked).toEqual(plain.ranked);
    // A step outside the audience does not count against a condition that weights it.
    const unweighted = diseases.map((d) =>
      d.disease_short_name === 'arthritis' ? { ...d, symptoms: d.symptoms.filter((x) => x.key !== 'thin_bones') } : d,
    );
    const answers = { onset: ['gradual'], other: ['stiffness', 'swelling'] };
    expect(run({ sex: 'male', age: 70 }, answers)).toEqual(run({ sex: 'male', age: 70 }, answers, unweighted));
  });

  it('reads profile keys for sex and age bands', () => {
    expect(profileKeyHolds('sex_female', { sex: 'female' })).toBe(true);
    expect(profileKeyHolds('sex_female', { sex: 'male' })).toBe(false);
    expect(profileKeyHolds('age_50_plus', { age: 50 })).toBe(true);
    expect(profileKeyHolds('age_50_plus', { age: 49 })).toBe(false);
    expect(profileKeyHolds('age_under_16', { age: 15 })).toBe(true);
    expect(profileKeyHolds('age_under_16', { age: 16 })).toBe(false);
    expect(profileKeyHolds('age_under_16', {})).toBe(true);
    expect(profileKeyHolds('not_a_profile_key', { age: 30 })).toBe(false);
  });

  it('leaves a condition with requires_any near zero until one of those answers is chosen (decision 105)', () => {
    const gated = diseases.map((d) => (d.disease_short_name === 'sprain' ? { ...d, requires_any: ['twist'] } : d));
    const answers = { warning: ['none'], onset: ['injury'], other: ['swelling'] };
    const sprain = (a: Record<string, string[]>) =>
      run({ sex: 'male', age: 30, weight: 70 }, a, gated).ranked.find((r) => r.disease_short_name === 'sprain');
    const without = sprain({ ...answers, injury_detail: ['not_sure'] });
    const free = run({ sex: 'male', age: 30, weight: 70 }, { ...answers, injury_detail: ['not_sure'] });
    expect(without?.evidence ?? 0).toBeLessThan(
      free.ranked.find((r) => r.disease_short_name === 'sprain')!.evidence / 10,
    );
    expect(sprain({ ...answers, injury_detail: ['twist'] })?.evidence).toBeGreaterThan(0.9);
  });

  it('asks what a step answered "Not sure" could open, and counts its answer (decision 130)', () => {
    const visible = (answers: Record<string, string[]>) =>
      walkSteps(steps, new Map(Object.entries(answers)), { sex: 'male', age: 30 })
        .filter((s) => s.visible)
        .map((s) => s.step.id);
    expect(visible({ onset: ['not_sure'] })).toContain('injury_detail');
    expect(visible({ onset: ['gradual'] })).not.toContain('injury_detail');
    // Unanswered is not "Not sure": the injury's question waits for the onset.
    expect(visible({})).not.toContain('injury_detail');
    const unsure = run({ sex: 'male', age: 30 }, { onset: ['not_sure'], injury_detail: ['twist'] });
    const silent = run({ sex: 'male', age: 30 }, { onset: ['not_sure'] });
    expect(unsure).not.toEqual(silent);
  });

  it('"Not sure" beside ticks scores only what was ticked; the rest is unknown, not absent (issue 51)', () => {
    const arthritis = (other: string[]) =>
      run({ sex: 'male', age: 60, weight: 70 }, { warning: ['none'], onset: ['gradual'], other }).ranked.find(
        (r) => r.disease_short_name === 'arthritis',
      )!;
    // arthritis weighs stiffness 4 and swelling 1 at `other`: ticked alone, swelling earns 1 of 5.
    expect(arthritis(['night_pain']).against.map((r) => r.key)).toContain('stiffness');
    expect(arthritis(['night_pain', 'not_sure']).against.map((r) => r.key)).not.toContain('stiffness');
    expect(arthritis(['swelling', 'not_sure']).evidence).toBeGreaterThan(arthritis(['swelling']).evidence);
    // A warning sign ticked beside "Not sure" still raises the urgency.
    const flagged = run({ sex: 'male', age: 30 }, { warning: ['high_fever', 'not_sure'] });
    expect(flagged.triage_from.red_flags.map((f) => f.key)).toEqual(['high_fever']);
  });

  it('tells when only "Not sure" spoke about the warning signs, not when a sign was ticked beside it', () => {
    const states = (warning: string[]) => walkSteps(steps, new Map([['warning', warning]]), { sex: 'male', age: 30 });
    const warning = (w: string[]) => states(w).find((s) => s.step.id === 'warning')!;
    expect(isUnsureAboutWarnings(warning(['not_sure']))).toBe(true);
    // A ticked warning sign has its own alert, which says more.
    expect(isUnsureAboutWarnings(warning(['high_fever', 'not_sure']))).toBe(false);
    expect(isUnsureAboutWarnings(warning(['none']))).toBe(false);
    expect(unsureOfRest(['high_fever', 'not_sure'])).toBe(true);
    expect(unsureOfRest(['not_sure'])).toBe(false);
  });

  it('ignores answers to steps that branching hides', () => {
    const a = run({ sex: 'male', age: 30 }, { onset: ['gradual'], injury_detail: ['twist'] });
    const b = run({ sex: 'male', age: 30 }, { onset: ['gradual'] });
    expect(a).toEqual(b);
  });
});

describe('round2', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [0.125, 0.13],
    [55, 55],
    [33.333333, 33.33],
    [66.666666, 66.67],
    [-1.005, -1.01],
    [0, 0],
  ])('round2(%s) = %s', (input, expected) => {
    expect(round2(input)).toBe(expected);
  });
});

describe('properties', () => {
  const stepArb = fc.record(
    Object.fromEntries(
      steps.map((s) => [
        s.id,
        s.multiple
          ? fc.subarray(s.step_options.map((o) => o.key))
          : fc.constantFrom(...s.step_options.map((o) => o.key)).map((k) => [k]),
      ]),
    ) as Record<string, fc.Arbitrary<string[]>>,
  );
  const profileArb = fc.record({
    sex: fc.constantFrom('male' as const, 'female' as const),
    age: fc.integer({ min: 0, max: 120 }),
    weight: fc.integer({ min: 2, max: 300 }),
  });

  it('scores stay within 0–100 with two decimals, by probability, differences relative to the top', () => {
    fc.assert(
      fc.property(profileArb, stepArb, (profile, answers) => {
        const r = run(profile, answers);
        const top = Math.max(0, ...r.ranked.map((x) => x.final_score));
        const topP = Math.max(0, ...r.ranked.map((x) => x.evidence));
        r.ranked.forEach((x, i) => {
          expect(x.final_score).toBeGreaterThanOrEqual(0);
          expect(x.final_score).toBeLessThanOrEqual(100);
          expect(round2(x.final_score)).toBe(x.final_score);
          // The spec's score: the disease's value is its probability over the likeliest one's.
          expect(x.final_score).toBe(round2(60 * (x.evidence / topP) + 40 * x.match));
          expect(x.difference_percentage).toBe(round2(((top - x.final_score) / top) * 100));
          const prev = r.ranked[i - 1];
          // Conditions that explain a chosen red flag come first; by probability within each group.
          const first = (y: typeof x) => Number(y.explains_red_flag && y.evidence >= 0.001);
          if (prev) expect(first(prev)).toBeGreaterThanOrEqual(first(x));
          if (prev && first(prev) === first(x)) expect(x.evidence).toBeLessThanOrEqual(prev.evidence);
        });
        if (r.triage_from.red_flags.length === 0) expect(r.ranked.some((x) => x.explains_red_flag)).toBe(false);
      }),
    );
  });

  it('does not depend on the order in which answers were given', () => {
    fc.assert(
      fc.property(profileArb, stepArb, fc.integer(), (profile, answers, seed) => {
        // Give the same answers through the spec's flags, in two different orders.
        const entries = Object.entries(answers);
        const shuffled = [...entries].sort((a, b) => ((a[0].length * seed) % 7) - ((b[0].length * seed) % 7)).reverse();
        const viaFlags = (list: [string, string[]][]) => {
          let ua = emptyAnswers();
          for (const [step, keys] of list) ua = answerStep(ua, step, [...keys].reverse());
          return assessModel({ steps, diseases, profile, selections: selectionsFromFlags(ua.flags) });
        };
        expect(viaFlags(shuffled)).toEqual(viaFlags(entries));
      }),
    );
  });

  it('every red-flag answer forces at least its own triage level', () => {
    const redFlags = steps.flatMap((s) => s.step_options.filter((o) => o.red_flag).map((o) => ({ step: s.id, o })));
    fc.assert(
      fc.property(profileArb, stepArb, fc.constantFrom(...redFlags), (profile, answers, { step, o }) => {
        const withFlag = { ...answers, [step]: [...new Set([...(answers[step] ?? []), o.key])] };
        const r = run(profile, withFlag);
        expect(triageRank(r.triage)).toBeGreaterThanOrEqual(triageRank(o.red_flag!));
      }),
    );
  });

  it('every min_triage answer at a shown step forces at least its level', () => {
    const floors = steps.flatMap((s) => s.step_options.filter((o) => o.min_triage).map((o) => ({ step: s.id, o })));
    expect(floors.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(profileArb, stepArb, fc.constantFrom(...floors), (profile, answers, { step, o }) => {
        const r = run(profile, { ...answers, [step]: [o.key] });
        expect(triageRank(r.triage)).toBeGreaterThanOrEqual(triageRank(o.min_triage!));
      }),
    );
  });
});
