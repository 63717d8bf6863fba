import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocationKey } from '@painpoint/contracts';
import { assessModel, walkSteps, type Profile } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATA_DIR,
  loadKnowledgeBase,
  mergeWholeBodyConditions,
  withSharedSteps,
  type ContentError,
  type LocationContent,
} from './load.ts';
import { inLanguage } from './in-language.ts';
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

/** Whole-body conditions that are not fevers (decisions 095, 101): each has its own gate, tested below. */
const NOT_FEVERS = [
  'sickle_cell_crisis',
  'diabetic_ketoacidosis',
  'sepsis',
  'tetanus',
  'japanese_encephalitis',
  'severe_malaria',
];

/** Every step answered with all its options, but the steps given: the most any answers can give. */
const allBut = (loc: LocationContent, given: Record<string, string[]>) =>
  new Map(loc.file.steps.map((s) => [s.id, given[s.id] ?? s.step_options.map((o) => o.key)] as const));
/** The places that ask the whole-body questions. */
const places = [...kb.locations.values()].filter((loc) => loc.file.steps.some((s) => s.id === 'wb_along'));

const rankedAt = (loc: LocationContent, profile: Profile, selections: Map<string, readonly string[]>) =>
  assessModel({ steps: loc.file.steps, diseases: loc.diseases, profile, selections }).ranked.map(
    (r) => r.disease_short_name,
  );

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
    const noFever = [['none'], ['wb_rash'], ['wb_cough', 'wb_breathing', 'wb_vomit_loose', 'wb_urine']];
    for (const [key, loc] of kb.locations) {
      const own = new Set(loc.own.diseases.map((d) => d.disease_short_name));
      const fevers = [...shared].filter((d) => !own.has(d) && d !== 'pneumonia_pleurisy' && !NOT_FEVERS.includes(d));
      for (const first of noFever) {
        // Every other step answered with all its options: the most any local answer can give.
        const selections = new Map(
          loc.file.steps.map((s) => [s.id, s.id === 'wb_along' ? first : s.step_options.map((o) => o.key)] as const),
        );
        for (const age of [5, 40]) {
          const ranked = assessModel({
            steps: loc.file.steps,
            diseases: loc.diseases,
            profile: { age },
            selections,
          }).ranked;
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
    const result = assessModel({ steps: knee.file.steps, diseases: knee.diseases, profile: { age: 40 }, selections });
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

describe('a whole-body step a place skips (its not_at; issue 51)', () => {
  const stepIds = (key: LocationKey) => kb.locations.get(key)!.file.steps.map((s) => s.id);

  it('is left out at the places it names, and asked everywhere else', () => {
    // The chest and the two upper backs ask coughing up blood (an emergency there) and the TB signs
    // in their own steps; the hip and groin asks a cough lasting weeks among its risks.
    for (const key of ['chest', 'upper-back', 'mid-back'] as const) {
      expect(stepIds(key), key).toContain('wb_cough_long');
      expect(stepIds(key), key).not.toContain('wb_cough_signs');
    }
    expect(stepIds('hip-groin')).not.toContain('wb_cough_long');
    expect(stepIds('hip-groin')).toContain('wb_cough_signs');
    for (const key of ['knee', 'lower-back', 'head'] as const) {
      expect(stepIds(key), key).toEqual(expect.arrayContaining(['wb_cough_long', 'wb_cough_signs']));
    }
    const hindi = inLanguage(kb, 'hi')
      .locations.get('chest')!
      .file.steps.map((s) => s.id);
    expect(hindi).not.toContain('wb_cough_signs');
  });

  it('leaves no weight on what those places no longer ask, and keeps the TB signs at the chest', () => {
    const weighing = (key: LocationKey, answer: string) =>
      kb.locations
        .get(key)!
        .file.diseases.filter((d) => d.symptoms.some((s) => s.key === answer))
        .map((d) => d.disease_short_name);
    for (const key of ['chest', 'upper-back', 'mid-back'] as const) {
      expect(weighing(key, 'wb_cough_rest_breathless'), key).toEqual([]);
      expect(weighing(key, 'wb_cough_blood'), key).toEqual([]);
    }
    expect(weighing('hip-groin', 'wb_cough_2w_plus')).toEqual([]);
    expect(weighing('chest', 'other_weight_loss')).toContain('pulmonary_tuberculosis');
    expect(weighing('chest', 'other_night_sweats')).toContain('pulmonary_tuberculosis');
    expect(weighing('knee', 'wb_cough_rest_breathless')).toContain('pneumonia_pleurisy');
  });

  it('is left out with its weights at the places it names, in every language', () => {
    const wholeBody = structuredClone(kb.wholeBody!);
    wholeBody.steps.find((s) => s.id === 'wb_cough_signs')!.not_at = ['knee'];
    const at = (loc: LocationContent) => withSharedSteps(loc.own, kb.dangerSigns, wholeBody, kb.wholeBodyConditions);
    const weighs = (file: LocationContent['file'], key: string) =>
      file.diseases.some((d) => d.symptoms.some((s) => s.key === key));
    const file = at(knee);
    expect(file.steps.map((s) => s.id)).toEqual(expect.arrayContaining(['wb_along', 'wb_cough_long']));
    expect(file.steps.map((s) => s.id)).not.toContain('wb_cough_signs');
    expect(file.steps.filter((s) => 'not_at' in s)).toEqual([]);
    expect(weighs(file, 'wb_cough_rest_breathless')).toBe(false);
    expect(weighs(file, 'wb_cough_2w_plus')).toBe(true);
    const hindi = inLanguage({ ...kb, wholeBody }, 'hi').locations.get('knee')!.file;
    expect(hindi.steps.map((s) => s.id)).not.toContain('wb_cough_signs');
    const elbow = at(kb.locations.get('elbow-forearm')!);
    expect(elbow.steps.map((s) => s.id)).toContain('wb_cough_signs');
    expect(weighs(elbow, 'wb_cough_rest_breathless')).toBe(true);
  });

  it('fails the content check when it names a place that does not exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'whole-body-not-at-'));
    try {
      mkdirSync(join(dir, 'shared'));
      const file = JSON.parse(readFileSync(join(DEFAULT_DATA_DIR, 'shared', 'whole-body.json'), 'utf8')) as {
        steps: { id: string; not_at?: string[] }[];
      };
      file.steps.find((s) => s.id === 'wb_cough_signs')!.not_at = ['chest', 'elbow'];
      writeFileSync(join(dir, 'shared', 'whole-body.json'), JSON.stringify(file));
      let problems: readonly string[] = [];
      try {
        loadKnowledgeBase({ dataDir: dir, partial: true, cases: false });
      } catch (e) {
        problems = (e as ContentError).problems;
      }
      expect(problems).toContainEqual(expect.stringMatching(/^shared\/whole-body\.json: .*not_at/));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Whether the place lists the condition itself (its own weights then count too). */
const listsItself = (loc: LocationContent, name: string) => loc.own.diseases.some((d) => d.disease_short_name === name);
/** The danger-sign screens answered "none of these". */
const noDangerSigns = (loc: LocationContent) =>
  loc.file.steps.filter((s) => s.id.startsWith('danger_')).map((s) => [s.id, ['none']] as [string, string[]]);

describe('the emergencies of the whole body (decision 095)', () => {
  it('are reachable from every place that asks the whole-body questions', () => {
    expect(places.length).toBeGreaterThan(15);
    for (const loc of places) {
      const names = loc.diseases.map((d) => d.disease_short_name);
      expect(names, loc.own.location).toEqual(expect.arrayContaining(NOT_FEVERS));
    }
  });

  it('never rank a sickle cell crisis for a person whose known illnesses are not sickle cell', () => {
    for (const loc of places.filter((l) => !listsItself(l, 'sickle_cell_crisis'))) {
      for (const illnesses of [['none'], ['diabetes', 'hiv']] as const) {
        for (const age of [1, 9, 40]) {
          const ranked = rankedAt(loc, { age, illnesses: [...illnesses] }, allBut(loc, {}));
          expect(ranked, `${loc.own.location} ${illnesses.join()} ${age}`).not.toContain('sickle_cell_crisis');
        }
      }
    }
  });

  it('put a sickle cell crisis with a fever first and send it to hospital now', () => {
    // Lower-leg asks the crisis in its own steps too; its cases answer them (cases/lower-leg.json).
    for (const loc of places.filter((l) => !listsItself(l, 'sickle_cell_crisis'))) {
      // The place's own questions answered "none of these" (or "not sure"): the fever and the crisis decide.
      const nothingLocal = loc.file.steps.map(
        (st) => [st.id, [st.step_options.some((o) => o.key === 'none') ? 'none' : 'not_sure']] as [string, string[]],
      );
      const selections = new Map([
        ...nothingLocal,
        ['wb_along', ['wb_fever', 'wb_sc_like_crisis']],
        ['wb_fever_signs', ['wb_fever_sickle']],
        ['wb_fever_days', ['wb_days_1_2']],
        ['wb_fever_with', ['none']],
        ['wb_exposure', ['none']],
      ]);
      const result = assessModel({
        steps: loc.file.steps,
        diseases: loc.diseases,
        profile: { age: 9, illnesses: ['sickle_cell'] },
        selections,
      });
      expect(result.ranked[0]?.disease_short_name, loc.own.location).toBe('sickle_cell_crisis');
      expect(result.triage).toBe('emergency');
    }
  });

  it('never rank diabetic ketoacidosis without vomiting, thirst or known diabetes', () => {
    for (const loc of places) {
      const selections = allBut(loc, { wb_along: ['wb_fever', 'wb_rash', 'wb_cough', 'wb_breathing', 'wb_urine'] });
      for (const age of [5, 40]) {
        expect(rankedAt(loc, { age, illnesses: ['none'] }, selections), loc.own.location).not.toContain(
          'diabetic_ketoacidosis',
        );
      }
    }
  });

  it('rank diabetic ketoacidosis in the top three for a new diabetic child who vomits, drinks and pees a lot', () => {
    const selections = new Map([
      ['wb_along', ['wb_vomit_loose', 'wb_drink_more']],
      ['wb_loose_signs', ['wb_pee_more', 'wb_deep_breath']],
    ]);
    for (const loc of places) {
      const result = assessModel({ steps: loc.file.steps, diseases: loc.diseases, profile: { age: 10 }, selections });
      const top3 = result.ranked.slice(0, 3).map((r) => r.disease_short_name);
      expect(top3, loc.own.location).toContain('diabetic_ketoacidosis');
      expect(result.triage).toBe('emergency');
    }
  });

  it('never rank sepsis or tetanus without a fever or a danger sign', () => {
    for (const loc of places) {
      const none = Object.fromEntries(noDangerSigns(loc));
      const selections = allBut(loc, {
        ...none,
        wb_along: ['wb_rash', 'wb_cough', 'wb_breathing', 'wb_vomit_loose', 'wb_urine'],
      });
      // A place that lists one of them weighs its own answers too (face-jaw: a child's locked jaw).
      const gated = ['sepsis', 'tetanus'].filter((d) => !listsItself(loc, d));
      for (const age of [5, 40, 75]) {
        const ranked = rankedAt(loc, { age }, selections);
        expect(
          ranked.filter((d) => gated.includes(d)),
          `${loc.own.location} ${age}`,
        ).toEqual([]);
      }
    }
  });
});

describe('Cerebral malaria from every place (decision 105)', () => {
  const malaria = 'severe_malaria';

  it('is never ranked without a brain danger sign that began after a fever', () => {
    for (const loc of places) {
      const feverOnly = allBut(loc, { ...Object.fromEntries(noDangerSigns(loc)), wb_along: ['wb_fever'] });
      const unsure = new Map<string, readonly string[]>([
        ['danger_adult_1', ['ds_confused']],
        ['wb_along', ['wb_fever']],
        ['wb_fever_with', ['wb_with_chills']],
        ['wb_exposure', ['wb_exp_forest']],
        ['wb_brain_when', ['not_sure']],
      ]);
      for (const age of [5, 40, 75]) {
        expect(rankedAt(loc, { age }, feverOnly), `${loc.own.location} ${age}`).not.toContain(malaria);
      }
      expect(rankedAt(loc, { age: 40 }, unsure), loc.own.location).not.toContain(malaria);
    }
  });

  it('is in the top three for fevers with chills after forest work, then confusion', () => {
    for (const loc of places) {
      const selections = new Map<string, readonly string[]>([
        ['danger_adult_1', ['ds_confused']],
        ['wb_along', ['wb_fever']],
        ['wb_fever_days', ['wb_days_3_6']],
        ['wb_fever_with', ['wb_with_chills', 'wb_with_headache']],
        ['wb_exposure', ['wb_exp_forest']],
        ['wb_brain_when', ['wb_brain_after_fever']],
      ]);
      expect(rankedAt(loc, { age: 35 }, selections).slice(0, 3), loc.own.location).toContain(malaria);
    }
  });
});

describe('Japanese encephalitis (decision 101)', () => {
  const je = 'japanese_encephalitis';

  it('is never ranked on a fever alone, whatever comes with it and before it', () => {
    for (const loc of places) {
      // A fever with every follow-up ticked, and no brain sign on the danger screens.
      const selections = allBut(loc, { ...Object.fromEntries(noDangerSigns(loc)), wb_along: ['wb_fever'] });
      for (const age of [5, 40, 75]) {
        expect(rankedAt(loc, { age }, selections), `${loc.own.location} ${age}`).not.toContain(je);
      }
    }
  });

  it('is out when the confusion or fit came without a fever', () => {
    for (const loc of places) {
      const selections = allBut(loc, { wb_along: ['none'], wb_brain_when: ['wb_brain_no_fever'] });
      for (const age of [5, 40]) {
        expect(rankedAt(loc, { age }, selections), `${loc.own.location} ${age}`).not.toContain(je);
      }
    }
  });

  it('is out when nobody can say whether the fit or sleepiness came after a fever (decision 105)', () => {
    for (const loc of places) {
      const selections = new Map<string, readonly string[]>([
        ['danger_child_1', ['ds_fit', 'ds_hard_to_wake']],
        ['wb_along', ['wb_fever']],
        ['wb_brain_when', ['not_sure']],
      ]);
      expect(rankedAt(loc, { age: 6 }, selections), loc.own.location).not.toContain(je);
    }
  });

  it('is ranked in the top three for a child with a fever, then a fit, near rice fields', () => {
    for (const loc of places) {
      const selections = new Map<string, readonly string[]>([
        ['danger_child_1', ['ds_fit', 'ds_hard_to_wake']],
        ['wb_along', ['wb_fever']],
        ['wb_brain_when', ['wb_brain_after_fever']],
        ['wb_brain_more', ['wb_br_rice_pigs']],
      ]);
      expect(rankedAt(loc, { age: 6 }, selections).slice(0, 3), loc.own.location).toContain(je);
    }
  });
});

describe('a fever in a baby under 3 months (decision 154)', () => {
  /** Each place's step that asks the baby's age, the fever answers that open it, and its "under 3 months". */
  const babyAge = (loc: LocationContent) => {
    const step = loc.file.steps.find((s) => s.id.endsWith('fever_baby_age'))!;
    return { step, under: step.step_options.find((o) => o.red_flag)!.key };
  };

  it('is asked at every place, of a baby under 1 with a fever only, and sends the baby to hospital now', () => {
    for (const [key, loc] of kb.locations) {
      const { step, under } = babyAge(loc);
      expect(step.audience, key).toEqual(['age_under_1']);
      const selections = new Map<string, readonly string[]>(
        step.dependent_on_any_symptoms.map((k) => [
          loc.file.steps.find((s) => s.step_options.some((o) => o.key === k))!.id,
          [k],
        ]),
      );
      const shown = (age: number, answers: Map<string, readonly string[]>) =>
        walkSteps(loc.file.steps, answers, { age }).some((s) => s.visible && s.step.id === step.id);
      expect(shown(0, selections), key).toBe(true);
      expect(shown(1, selections), key).toBe(false);
      expect(shown(0, new Map()), key).toBe(false);
      const result = assessModel({
        steps: loc.file.steps,
        diseases: loc.diseases,
        profile: { age: 0 },
        selections: new Map([...selections, [step.id, [under]]]),
      });
      expect(result.triage, key).toBe('emergency');
    }
  });
});
