import { assessModel, warningLevel } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import { checkDangerSigns } from './danger-signs.ts';
import { loadKnowledgeBase, withSharedSteps, type LocationContent } from './load.ts';

const kb = loadKnowledgeBase({ cases: false });
const knee = kb.locations.get('knee')!;
const AGES = [0, 6, 11, 12, 40, 90];

const problems = (loc: LocationContent) => {
  const errors: string[] = [];
  checkDangerSigns(loc, errors, AGES);
  return errors;
};
const withSigns = (edit: (steps: LocationContent['file']['steps']) => LocationContent['file']['steps']) => ({
  ...knee,
  file: withSharedSteps(knee.own, { ...kb.dangerSigns!, steps: edit(structuredClone(kb.dangerSigns!.steps)) }),
});

describe('content:check: the danger signs under every place (decision 076)', () => {
  it('passes the knowledge base as it is, at every place', () => {
    for (const loc of kb.locations.values()) expect(problems(loc)).toEqual([]);
  });

  it('fails a place that asks no danger signs', () => {
    const errors = problems({ ...knee, file: knee.own });
    expect(errors).toContain('locations/knee.json: a female aged 0 is asked no danger signs');
    expect(errors).toContain('locations/knee.json: a male aged 90 is asked no danger signs');
  });

  it('fails an age the danger signs leave out', () => {
    const errors = problems(withSigns((steps) => steps.filter((s) => !s.id.startsWith('danger_adult'))));
    expect(errors).toContain('locations/knee.json: a male aged 12 is asked no danger signs');
    expect(errors.some((e) => e.includes('aged 6'))).toBe(false);
  });

  it('fails danger signs hidden behind another answer', () => {
    const errors = problems(
      withSigns((steps) => steps.map((s) => ({ ...s, dependent_on_any_symptoms: ['kn_swollen_hot'] }))),
    );
    expect(errors).toContain('locations/knee.json: a female aged 40 is asked no danger signs');
  });

  it('counts two urgent danger signs of one screen as an emergency, and two ordinary urgent flags not', () => {
    const child = { sex: 'female' as const, age: 4 };
    const options = knee.file.steps
      .find((s) => s.id === 'danger_child_2')!
      .step_options.filter((o) => o.key === 'ds_blood_in_stool' || o.key === 'ds_little_urine');
    // The warning-sign layer: each alone is urgent, the two together an emergency…
    expect(options.map((o) => warningLevel([o]))).toEqual(['urgent', 'urgent']);
    expect(warningLevel(options)).toBe('emergency');
    // …and so is the site's result, whatever the causes they point to say.
    const selections = new Map([['danger_child_2', ['ds_blood_in_stool', 'ds_little_urine']]]);
    expect(assessModel({ steps: knee.file.steps, diseases: knee.diseases, profile: child, selections }).triage).toBe(
      'emergency',
    );
    // The same two answers, were they not danger signs, are urgent by that layer.
    expect(warningLevel(options.map(({ danger_sign: _, ...o }) => o))).toBe('urgent');
  });
});
