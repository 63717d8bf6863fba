import { buildModel, conditionLogLr, walkSteps } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, type LocationContent } from './load.ts';

// Fever as people measure it (decision 122): a thermometer in °C or °F, a fever felt but not
// measured, or one that has gone. Each is its own answer, and none of them closes the questions a
// fever opens.
const kb = loadKnowledgeBase({ cases: false });
const places = [...kb.locations.values()].filter((loc) => loc.file.steps.some((s) => s.id === 'wb_along'));
const FOLLOW_UPS = ['wb_fever_signs', 'wb_fever_how', 'wb_fever_days', 'wb_fever_with', 'wb_exposure'];

/** What the answers say for one condition: its own log-likelihood ratio in the site's model. */
const evidenceOf = (loc: LocationContent, disease: string, selections: Map<string, readonly string[]>) =>
  conditionLogLr(
    buildModel({ steps: loc.file.steps, diseases: loc.diseases, profile: { age: 30, sex: 'female' } }),
    selections,
    disease,
  ) ?? -Infinity;

/** A dengue-like fever at a place, with only the way the fever is known left to choose. */
const denguePicture = (how: readonly string[] | undefined) =>
  new Map<string, readonly string[]>([
    ['wb_along', ['wb_fever']],
    ['wb_fever_signs', ['none']],
    ...(how ? ([['wb_fever_how', how]] as const) : []),
    ['wb_fever_days', ['wb_days_3_6']],
    ['wb_fever_with', ['wb_with_eyes', 'wb_with_aches', 'wb_with_headache']],
    ['wb_exposure', ['wb_exp_mosquito']],
  ]);

describe('fever as people measure it (decision 122)', () => {
  it('shows both scales wherever a fever is measured', () => {
    const labels = [...kb.locations.values()].flatMap((loc) =>
      loc.file.steps.flatMap((s) => [s.question, s.help ?? '', ...s.step_options.map((o) => o.label)]),
    );
    const celsius = labels.filter((l) => /38 °C/.test(l));
    expect(celsius.length).toBeGreaterThan(10);
    for (const label of celsius) expect(label).toMatch(/100\.4 °F/);
  });

  it('keeps every fever follow-up open after a fever that was felt, or has gone', () => {
    for (const loc of places) {
      for (const how of ['wb_fv_felt', 'wb_fv_gone', 'wb_fv_low']) {
        const states = walkSteps(loc.file.steps, denguePicture([how]), { age: 30 });
        const visible = new Set(states.filter((s) => s.visible).map((s) => s.step.id));
        for (const id of FOLLOW_UPS) expect(visible.has(id), `${loc.own.location} ${how} ${id}`).toBe(true);
      }
    }
  });

  it('counts a felt fever less than a measured one, and more than none, for the fevers of the whole body', () => {
    for (const loc of places) {
      const measured = evidenceOf(loc, 'malaria', denguePicture(['wb_fv_measured']));
      const felt = evidenceOf(loc, 'malaria', denguePicture(['wb_fv_felt']));
      const noFever = evidenceOf(loc, 'malaria', new Map([['wb_along', ['none']]]));
      expect(felt, loc.own.location).toBeLessThan(measured);
      expect(felt, loc.own.location).toBeGreaterThan(noFever);
      // Dengue's warning signs begin as its fever goes (CDC): a fever that has gone counts in full.
      expect(evidenceOf(loc, 'dengue', denguePicture(['wb_fv_gone'])), loc.own.location).toBe(
        evidenceOf(loc, 'dengue', denguePicture(['wb_fv_measured'])),
      );
    }
  });

  it('leaves the scores of a fever whose kind is not given as they were', () => {
    for (const loc of places) {
      expect(evidenceOf(loc, 'typhoid_fever', denguePicture(['not_sure'])), loc.own.location).toBe(
        evidenceOf(loc, 'typhoid_fever', denguePicture(undefined)),
      );
    }
  });

  describe.each([
    [
      'all-over',
      'ao_fever',
      'ao_fever_high',
      'ao_fever_mild',
      'ao_fever_felt',
      'ao_fever_gone',
      ['ao_days', 'ao_fever_pattern'],
    ],
    ['throat', 'throat_fever', 'fe_high', 'fe_mild', 'fe_felt', 'fe_gone', []],
  ] as const)('at %s', (place, stepId, high, mild, felt, gone, followUps) => {
    const loc = kb.locations.get(place)!;

    it('opens the fever questions after a felt fever or one that has gone', () => {
      for (const answer of [felt, gone]) {
        const states = walkSteps(loc.file.steps, new Map([[stepId, [answer]]]), { age: 30 });
        for (const id of followUps) expect(states.find((s) => s.step.id === id)?.visible, `${answer} ${id}`).toBe(true);
      }
    });

    // A fever felt but not measured is of unknown height: between the measured fever and the low one.
    it('weighs a felt fever and a gone one on the side of the measured fever, never beyond both', () => {
      for (const d of loc.own.diseases) {
        const w = new Map(d.symptoms.map((s) => [s.key, s.value]));
        const measured = w.get(high) ?? 0;
        const low = w.get(mild) ?? 0;
        for (const key of [felt, gone]) {
          const value = w.get(key) ?? 0;
          if (measured > 0) {
            expect(value, `${d.disease_short_name} ${key}`).toBeGreaterThan(0);
            expect(value, `${d.disease_short_name} ${key}`).toBeLessThanOrEqual(Math.max(measured, low));
          }
          if (measured < 0) expect(value, `${d.disease_short_name} ${key}`).toBeLessThanOrEqual(0);
        }
      }
    });
  });
});
