import { assess, walkSteps } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, mergeWholeBodyConditions, withSharedSteps, type LocationContent } from './load.ts';
import { checkWholeBodyOverlap } from './whole-body.ts';

const kb = loadKnowledgeBase({ cases: false });
const knee = kb.locations.get('knee')!;
const problems = (loc: LocationContent) => {
  const errors: string[] = [];
  checkWholeBodyOverlap(loc, kb.wholeBody, errors);
  return errors;
};
/** The knee with one more option on its first step after the warning signs. */
const kneeWith = (label: string, red_flag?: 'urgent'): LocationContent => {
  const own = structuredClone(knee.own);
  own.steps[1]!.step_options.unshift({ key: 'extra_fact', label, ...(red_flag ? { red_flag } : {}) });
  return { ...knee, own };
};

describe('the whole-body questions (decision 086)', () => {
  it('are asked after the danger signs at every place but all-over and the throat', () => {
    for (const [key, loc] of kb.locations) {
      const ids = loc.file.steps.map((s) => s.id);
      if (key === 'all-over' || key === 'throat') {
        expect(ids.some((id) => id.startsWith('wb_'))).toBe(false);
        continue;
      }
      const lastDanger = Math.max(...ids.map((id, i) => (id.startsWith('danger_') ? i : -1)));
      expect(ids.indexOf('wb_along'), key).toBe(lastDanger + 1);
    }
  });

  it('never rank a fever the place does not list itself when the first screen has no fever', () => {
    const shared = new Set(kb.wholeBodyConditions!.diseases.map((d) => d.disease_short_name));
    const noFever = [['none'], ['wb_rash'], ['wb_cough', 'wb_vomit_loose', 'wb_urine']];
    for (const [key, loc] of kb.locations) {
      const own = new Set(loc.own.diseases.map((d) => d.disease_short_name));
      const fevers = [...shared].filter((d) => !own.has(d) && d !== 'pneumonia_pleurisy');
      for (const first of noFever) {
        // Every other step answered with all its options: the most any local answer can give.
        const selections = new Map(
          loc.file.steps.map((s) => [s.id, s.id === 'wb_along' ? first : s.step_options.map((o) => o.key)] as const),
        );
        for (const age of [5, 40]) {
          const ranked = assess({ steps: loc.file.steps, diseases: loc.diseases, profile: { age }, selections }).ranked;
          expect(
            ranked.filter((r) => fevers.includes(r.disease_short_name)),
            `${key} ${first.join()}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('show a person without a fever a single screen', () => {
    const selections = new Map([['wb_along', ['none']]]);
    const result = assess({ steps: knee.file.steps, diseases: knee.diseases, profile: { age: 40 }, selections });
    const shown = walkSteps(knee.file.steps, selections, { age: 40 })
      .filter((s) => s.visible && s.step.id.startsWith('wb_'))
      .map((s) => s.step.id);
    expect(shown).toEqual(['wb_along']);
    // Without a fever no fever of the whole body is ranked at all.
    const fevers = ['malaria', 'typhoid_fever', 'scrub_typhus', 'leptospirosis', 'chikungunya'];
    expect(result.ranked.filter((r) => fevers.includes(r.disease_short_name))).toEqual([]);
  });

  it('passes every place as it is', () => {
    for (const loc of kb.locations.values()) expect(problems(loc)).toEqual([]);
  });

  it('fails a place that asks a fever, its days or an exposure again', () => {
    expect(problems(kneeWith('A fever: 38 °C or more when measured, or hot to touch with shivering'))).toHaveLength(1);
    expect(problems(kneeWith('Fever for more than 3 days'))).toHaveLength(1);
    expect(problems(kneeWith('Walked in flood water'))).toHaveLength(1);
    expect(problems(kneeWith('Many mosquitoes around'))).toHaveLength(1);
  });

  it('leaves a place warning sign that names a fever with what makes it urgent', () => {
    expect(problems(kneeWith('A hot, swollen knee with a fever', 'urgent'))).toEqual([]);
  });

  it('adds the shared weights to a condition a place lists, its own weight winning on a shared key', () => {
    const shared = kb.wholeBodyConditions!;
    const merged = mergeWholeBodyConditions(
      [{ disease_short_name: 'malaria', symptoms: [{ key: 'wb_fever', value: 1 }] }],
      shared,
    );
    const malaria = merged.find((d) => d.disease_short_name === 'malaria')!;
    expect(malaria.symptoms.filter((s) => s.key === 'wb_fever')).toEqual([{ key: 'wb_fever', value: 1 }]);
    expect(malaria.symptoms.some((s) => s.key === 'wb_exp_forest')).toBe(true);
    expect(merged.map((d) => d.disease_short_name)).toEqual(
      expect.arrayContaining(shared.diseases.map((d) => d.disease_short_name)),
    );
  });

  it('are left out where the whole-body file says not to ask them', () => {
    const allOver = kb.locations.get('all-over')!;
    const file = withSharedSteps(allOver.own, kb.dangerSigns, kb.wholeBody, kb.wholeBodyConditions);
    expect(file.diseases).toEqual(allOver.own.diseases);
  });
});
