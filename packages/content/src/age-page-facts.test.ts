import { ILLNESS_KEYS, MEDICINE_KEYS, type Illness, type Medicine } from '@painpoint/contracts/constants';
import { assessModel, type Profile } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from './load.ts';

// The illnesses and medicines added to the age page (decision 122) give the places' options that
// already asked them (decision 102's `given_by`): named once on the age page, they count there with
// the weight the place gave them, as if ticked.
const kb = loadKnowledgeBase({ cases: false });
const NEW_FACTS: Readonly<Record<string, { illnesses?: Illness[]; medicines?: Medicine[] }>> = {
  has_high_cholesterol: { illnesses: ['high_cholesterol'] },
  has_weak_bones: { illnesses: ['weak_bones'] },
  has_filaria: { illnesses: ['filaria'] },
  has_heavy_drinking: { illnesses: ['heavy_drinking'] },
  takes_statin: { medicines: ['statin'] },
  takes_thyroid_tablets: { medicines: ['thyroid'] },
  takes_iron: { medicines: ['iron'] },
};
const inverse = new Set([...Object.values(ILLNESS_KEYS), ...Object.values(MEDICINE_KEYS)]);

const givenOptions = [...kb.locations.values()].flatMap((loc) =>
  loc.file.steps.flatMap((step) =>
    step.step_options.flatMap((o) =>
      (o.given_by ?? []).filter((f) => f in NEW_FACTS).map((fact) => ({ loc, step, option: o, fact })),
    ),
  ),
);

describe('the new facts of the age page give the places their options (decision 122)', () => {
  it('are all facts the age page asks', () => {
    for (const f of Object.keys(NEW_FACTS)) expect(inverse.has(f), f).toBe(true);
  });

  it('reach the places that asked them', () => {
    expect(new Set(givenOptions.map((g) => g.fact))).toEqual(new Set(Object.keys(NEW_FACTS)));
    expect(givenOptions.length).toBeGreaterThanOrEqual(25);
  });

  it('count with the weight the place gave, for every condition that weighs the option', () => {
    let compared = 0;
    for (const { loc, step, option, fact } of givenOptions) {
      // Open the step as its first lead-in answer would, and leave the option itself unticked.
      const lead = step.dependent_on_any_symptoms[0];
      const leadStep = lead ? loc.file.steps.find((s) => s.step_options.some((o) => o.key === lead)) : undefined;
      const selections = new Map<string, readonly string[]>([
        ...(leadStep && lead ? ([[leadStep.id, [lead]]] as const) : []),
        [step.id, [step.multiple ? 'none' : 'not_sure']],
      ]);
      for (const d of loc.diseases) {
        const weight = d.symptoms.find((s) => s.key === option.key)?.value ?? 0;
        // Conditions of pregnancy are left out: their months decide them before any answer does.
        if (weight <= 0 || d.pregnancy !== undefined) continue;
        // A patient the condition and the option are both for.
        const sex = d.gender === 'male' || option.audience?.includes('sex_male') ? 'male' : 'female';
        const age = Math.min(Math.max(50, d.age_range.min_age), d.age_range.max_age);
        const profile: Profile = { sex, age, pregnancy: { status: 'no' }, ...NEW_FACTS[fact] };
        const ranked = assessModel({ steps: loc.file.steps, diseases: loc.diseases, profile, selections }).ranked;
        const r = ranked.find((x) => x.disease_short_name === d.disease_short_name);
        const where = `${loc.own.location} ${option.key} ${fact} ${d.disease_short_name}`;
        expect(r, where).toBeDefined();
        expect(
          r!.supports.some((s) => s.weight === weight && (s.key === fact || s.key === option.key)),
          where,
        ).toBe(true);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(25);
  });
});
