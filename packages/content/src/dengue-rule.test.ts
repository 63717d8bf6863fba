import type { DiagnosisStep, LocationKey, Sex } from '@painpoint/contracts';
import { assessModel } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import { CASE_SETS, loadKnowledgeBase, type CaseSet } from './load.ts';
import { DENGUE, nsaidAdviceBesideDengue } from './profile-checks.ts';

// The dengue rule, proven on results rather than on files: whenever dengue (or severe dengue) is among the ranked
// conditions, nothing the result shows once the guard has left out the lines it marks (decision 094)
// suggests ibuprofen, aspirin or another NSAID. Every
// case of every set is scored, and so are many seeded random answer sets at every place that can
// rank dengue, for both sexes at ages 1 to 90.
const kb = loadKnowledgeBase();
const places = [...kb.locations].filter(([, loc]) => loc.diseases.some((d) => DENGUE.has(d.disease_short_name)));

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomAnswers(steps: readonly DiagnosisStep[], next: () => number): Map<string, string[]> {
  const answers = new Map<string, string[]>();
  for (const step of steps) {
    const keys = step.step_options.map((o) => o.key);
    const pick = () => keys[Math.floor(next() * keys.length)]!;
    answers.set(
      step.id,
      step.multiple ? [...new Set([pick(), pick(), pick()].slice(0, 1 + Math.floor(next() * 3)))] : [pick()],
    );
  }
  return answers;
}

function advice(location: LocationKey, sex: Sex, age: number, selections: Map<string, readonly string[]>) {
  const loc = kb.locations.get(location)!;
  const result = assessModel({
    steps: loc.file.steps,
    diseases: loc.diseases,
    profile: { sex, age, weight: 60 },
    selections,
  });
  const reasons = result.triage_from.red_flags.map(
    (hit) =>
      loc.file.steps.find((s) => s.id === hit.step_id)?.step_options.find((o) => o.key === hit.key)?.red_flag_reason ??
      '',
  );
  return { ranked: result.ranked, found: nsaidAdviceBesideDengue(result.ranked, kb.conditions, reasons) };
}

describe('the dengue rule on results', () => {
  it('has places that can rank dengue', () => {
    // All-over asks the fever itself; the others reach dengue through the whole-body questions.
    expect(places.map(([key]) => key)).toEqual(expect.arrayContaining(['all-over', 'knee', 'upper-abdomen', 'head']));
  });

  it.each(Object.keys(CASE_SETS) as CaseSet[])('holds for every %s case that ranks dengue', (set) => {
    let withDengue = 0;
    for (const [key] of places) {
      for (const c of kb.caseSets[set].get(key)?.cases ?? []) {
        const { ranked, found } = advice(key, c.sex, c.age, new Map(Object.entries(c.answers)));
        if (ranked.some((r) => DENGUE.has(r.disease_short_name))) withDengue++;
        expect(found, c.id).toEqual([]);
      }
    }
    if (set === 'authors') expect(withDengue).toBeGreaterThan(5);
  });

  it('holds for 300 random answer sets at each place that can rank dengue', () => {
    let withDengue = 0;
    for (const [key, loc] of places) {
      const next = random(20261123);
      for (let i = 0; i < 300; i++) {
        const sex: Sex = i % 2 ? 'male' : 'female';
        const age = 1 + (i % 90);
        const { ranked, found } = advice(key, sex, age, randomAnswers(loc.file.steps, next));
        if (ranked.some((r) => DENGUE.has(r.disease_short_name))) withDengue++;
        expect(found, `${key} #${i}`).toEqual([]);
      }
    }
    expect(withDengue).toBeGreaterThan(500);
  });

  it('leaves out a treatment beside dengue that suggests an NSAID, and catches one it cannot leave out', () => {
    const facts = new Map(kb.conditions);
    const malaria = facts.get('malaria')!;
    const ranked = [{ disease_short_name: 'dengue' }, { disease_short_name: 'malaria' }];
    facts.set('malaria', { ...malaria, self_care: [...malaria.self_care, 'Take ibuprofen for the aches.'] });
    expect(nsaidAdviceBesideDengue(ranked, facts)).toEqual([]);
    facts.set('malaria', { ...malaria, when_to_seek_care: 'Take ibuprofen for the aches, and see a doctor today.' });
    expect(nsaidAdviceBesideDengue(ranked, facts)).toEqual([
      'malaria: "Take ibuprofen for the aches, and see a doctor today."',
    ]);
    expect(nsaidAdviceBesideDengue([{ disease_short_name: 'malaria' }], facts)).toEqual([]);
    expect(nsaidAdviceBesideDengue(ranked, kb.conditions, ['Take aspirin now.'])).toEqual([
      'warning sign: "Take aspirin now."',
    ]);
    expect(nsaidAdviceBesideDengue(ranked, kb.conditions, ['Do not take aspirin or ibuprofen.'])).toEqual([]);
  });
});
