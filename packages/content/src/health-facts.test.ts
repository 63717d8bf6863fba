import type { StepOption } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { checkGivenOptions, checkHealthFacts } from './health-facts.ts';
import { loadKnowledgeBase, type LocationContent } from './load.ts';

const kb = loadKnowledgeBase({ cases: false });
const knee = kb.locations.get('knee')!;
const problems = (loc: LocationContent) => {
  const errors: string[] = [];
  checkHealthFacts(loc, errors);
  return errors;
};
/** The knee with one more option on its first step after the warning signs. */
const kneeWith = (label: string, more: { red_flag?: 'urgent'; audience?: string[] } = {}): LocationContent => {
  const own = structuredClone(knee.own);
  own.steps[1]!.step_options.unshift({ key: 'extra_fact', label, ...more });
  return { ...knee, own };
};
/** A place with one more option on one of its risk steps. */
const placeWith = (location: 'all-over' | 'chest', stepId: string, label: string): LocationContent => {
  const loc = kb.locations.get(location)!;
  const own = structuredClone(loc.own);
  own.steps.find((s) => s.id === stepId)!.step_options.unshift({ key: 'extra_fact', label });
  return { ...loc, own };
};

describe('the illnesses and medicines asked once (decision 092)', () => {
  it('passes every place as it is', () => {
    for (const loc of kb.locations.values()) expect(problems(loc), loc.own.location).toEqual([]);
  });

  it('fails a place option that asks an illness or a daily medicine again', () => {
    expect(problems(kneeWith('Diabetes (sugar)'))).toHaveLength(1);
    expect(problems(kneeWith('Sickle cell disease (told the blood is "SS" type)'))).toHaveLength(1);
    expect(problems(kneeWith('Takes blood-thinning tablets (such as warfarin)'))).toHaveLength(1);
    expect(problems(kneeWith('Steroid tablets for months (such as prednisolone)'))).toHaveLength(1);
    expect(problems(kneeWith('Often takes painkillers'))).toHaveLength(1);
    // A bundle names each fact it holds.
    expect(problems(kneeWith('Sugar (diabetes), high blood pressure or HIV'))).toHaveLength(3);
  });

  it('leaves warning signs, facts about someone else and options only for those with the fact', () => {
    expect(problems(kneeWith('Diabetes, and a new sore on the foot', { red_flag: 'urgent' }))).toEqual([]);
    expect(problems(kneeWith('A parent, brother or sister had heart disease before 50'))).toEqual([]);
    expect(problems(kneeWith('Feels like past sickle cell pain crises', { audience: ['has_sickle_cell'] }))).toEqual(
      [],
    );
  });

  it('checks all-over and the chest like every other place', () => {
    expect(problems(placeWith('all-over', 'ao_risk', 'Blood is SS type (sickle cell disease)'))).toHaveLength(1);
    expect(problems(placeWith('chest', 'heart_risk', 'Yes: high blood pressure'))).toHaveLength(1);
    expect(problems(placeWith('chest', 'clot_risk', 'Yes: takes warfarin'))).toHaveLength(1);
  });
});

describe('a bundle split across the place and the age page (decision 102)', () => {
  const chest = kb.locations.get('chest')!;
  const givenProblems = (loc: LocationContent) => {
    const errors: string[] = [];
    checkGivenOptions(loc, errors);
    return errors;
  };
  /** The chest with its heart-risk step changed, and conditions' weights added. */
  const chestWith = (
    change: (options: StepOption[]) => void,
    weights: Record<string, Record<string, number>> = {},
  ): LocationContent => {
    const own = structuredClone(chest.own);
    change(own.steps.find((s) => s.id === 'heart_risk')!.step_options);
    const diseases = chest.diseases.map((d) => {
      const more = weights[d.disease_short_name];
      return more
        ? { ...d, symptoms: [...d.symptoms, ...Object.entries(more).map(([key, value]) => ({ key, value }))] }
        : d;
    });
    return { ...chest, own, diseases };
  };
  const option = (options: StepOption[], key: string) => options.find((o) => o.key === key)!;

  it('passes every place as it is', () => {
    for (const loc of kb.locations.values()) expect(givenProblems(loc), loc.own.location).toEqual([]);
  });

  it('fails a group that names what the age page does not ask', () => {
    const bad = chestWith((o) => option(o, 'cv_risks').given_by!.push('smokes'));
    expect(givenProblems(bad)).toEqual([expect.stringContaining('given_by names smokes')]);
    const none = chestWith((o) => option(o, 'cv_risks').given_by!.push('no_known_illness'));
    expect(givenProblems(none)).toEqual([expect.stringContaining('given_by names no_known_illness')]);
  });

  it('fails an option never asked and given by nothing, a given warning sign, a fact giving two options', () => {
    expect(givenProblems(chestWith((o) => delete option(o, 'cv_known').given_by))).toEqual([
      expect.stringContaining('given by no fact'),
    ]);
    const flag = chestWith((o) => Object.assign(option(o, 'cv_risks'), { red_flag: 'urgent' as const }));
    expect(givenProblems(flag)).toEqual([expect.stringContaining('is a warning sign')]);
    const twice = chestWith((o) => option(o, 'cv_known').given_by!.push('has_diabetes'));
    expect(givenProblems(twice)).toEqual([expect.stringContaining('has_diabetes already gives heart_risk.cv_known')]);
  });

  it('fails a condition that weighs both the option and a fact that gives it', () => {
    const double = chestWith(() => {}, { acute_coronary_syndrome: { has_diabetes: 3 } });
    expect(givenProblems(double)).toEqual([
      expect.stringContaining('acute_coronary_syndrome weighs heart_risk.cv_risks and has_diabetes'),
    ]);
  });
});
