import type { LocationKey } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { checkHealthFacts, HEALTH_FACTS_NOT_YET_MOVED } from './health-facts.ts';
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
/** A place with one more option on the step that holds its options not yet moved. */
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

  it('checks all-over and the chest too, all but the options not yet moved', () => {
    expect(problems(placeWith('all-over', 'ao_risk', 'Blood is SS type (sickle cell disease)'))).toHaveLength(1);
    expect(problems(placeWith('chest', 'heart_risk', 'Yes: high blood pressure'))).toHaveLength(1);
    expect(problems(placeWith('chest', 'clot_risk', 'Yes: takes warfarin'))).toHaveLength(1);
  });

  it('lists only options that still exist as not yet moved', () => {
    for (const entry of HEALTH_FACTS_NOT_YET_MOVED) {
      const [location, stepId, key] = entry.split(/[:.]/);
      const step = kb.locations.get(location as LocationKey)?.own.steps.find((s) => s.id === stepId);
      expect(
        step?.step_options.some((o) => o.key === key),
        entry,
      ).toBe(true);
    }
  });
});
