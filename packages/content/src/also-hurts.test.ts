import { assess } from '@painpoint/engine';
import { describe, expect, it } from 'vitest';
import { ALSO_PLACES } from '@painpoint/contracts/constants';
import { checkAlsoHurts, placesThatCount, sweepAlsoHurts } from './also-hurts.ts';
import { checkKnowledgeBase } from './checks.ts';
import { loadKnowledgeBase, mergeAlsoHurts } from './load.ts';
import { runCase } from './evaluate.ts';
import type { AlsoHurtsFile } from './schema.ts';
import type { ClinicalCase } from './schema.ts';

const kb = loadKnowledgeBase();
const file = kb.alsoHurts!;
const errorsOf = (f: AlsoHurtsFile) => {
  const errors: string[] = [];
  checkAlsoHurts({ ...kb, alsoHurts: f }, errors);
  return errors;
};
const weightAt = (location: 'shoulder' | 'chest' | 'all-over', disease: string, key: string) =>
  kb.locations
    .get(location)!
    .diseases.find((d) => d.disease_short_name === disease)
    ?.symptoms.find((s) => s.key === key)?.value;

describe('"it also hurts in…" (decision 093)', () => {
  it('passes the file as it is', () => {
    expect(errorsOf(file)).toEqual([]);
  });

  it('fails a condition that does not exist, or that no place could weigh', () => {
    const unknown = { disease_short_name: 'no_such_condition', places: { knee: 2 }, why: 'A condition nobody wrote.' };
    // Gout-like crystal arthritis is listed at the ankle, elbow, knee and wrist; naming only those
    // places still counts at the others, so list one that is only at one place and name only it.
    const onlyOwn = {
      disease_short_name: 'carpal_tunnel_syndrome',
      places: { 'wrist-hand': 2 },
      why: 'Only its own place.',
    };
    expect(errorsOf({ ...file, conditions: [unknown, onlyOwn] })).toEqual([
      'shared/also-hurts.json: no_such_condition has no file conditions/no_such_condition.json',
      'shared/also-hurts.json: carpal_tunnel_syndrome is listed at no place where its weights could count',
    ]);
  });

  it('fails a case that says the pain also reaches its own place', () => {
    const knee = kb.caseSets.authors.get('knee')!;
    const wrong = { ...knee.cases[0]!, id: 'also_own_place', also: ['knee' as const] };
    const authors = new Map(kb.caseSets.authors).set('knee', { ...knee, cases: [...knee.cases, wrong] });
    const { errors } = checkKnowledgeBase({ ...kb, caseSets: { ...kb.caseSets, authors } }, 'knee');
    expect(errors).toContain(
      'cases/knee.json: also_own_place says the pain also reaches its own place, or is at all-over',
    );
  });

  it('adds the weights wherever the condition is listed, never for the place itself or at all-over', () => {
    expect(weightAt('shoulder', 'acute_coronary_syndrome', 'also_chest')).toBe(3);
    expect(weightAt('chest', 'acute_coronary_syndrome', 'also_chest')).toBeUndefined();
    expect(weightAt('chest', 'acute_coronary_syndrome', 'also_face_jaw')).toBe(2);
    expect(weightAt('all-over', 'chikungunya', 'also_knee')).toBeUndefined();
    const own = [{ disease_short_name: 'kidney_stone', symptoms: [{ key: 'also_hip_groin', value: 1 }] }];
    // A weight the place gives the same key itself wins.
    expect(mergeAlsoHurts('lower-back', own, file)[0]!.symptoms.filter((s) => s.key === 'also_hip_groin')).toEqual([
      { key: 'also_hip_groin', value: 1 },
    ]);
  });

  it('raises a condition whose pain reaches the place named, and changes nothing else', () => {
    // A woman of 63 whose shoulder aches on effort, tired, with high blood pressure (authors' case).
    const c = kb.caseSets.authors.get('shoulder')!.cases.find((x) => x.id === 'sh_heart_attack_woman_no_red_flag')!;
    const find = (also: ClinicalCase['also'], name: string) =>
      runCase(kb, 'shoulder', { ...c, also }).assessment.ranked.find((r) => r.disease_short_name === name)!;
    const heart = 'acute_coronary_syndrome';
    expect(find(['chest', 'face-jaw'], heart).evidence).toBeGreaterThan(find(undefined, heart).evidence);
    // A condition that does not weigh the places named is scored exactly as before.
    const weighs = new Set(file.conditions.map((x) => x.disease_short_name));
    const others = runCase(kb, 'shoulder', c).assessment.ranked.filter((r) => !weighs.has(r.disease_short_name));
    expect(others.length).toBeGreaterThan(0);
    for (const r of others) expect(find(['chest', 'face-jaw'], r.disease_short_name).evidence).toBe(r.evidence);
  });

  it('never ranks a condition on another place alone: no fever, no dengue or chikungunya', () => {
    const ankle = kb.locations.get('ankle-foot')!;
    const ranked = assess({
      steps: ankle.file.steps,
      diseases: ankle.diseases,
      profile: { sex: 'female', age: 35, also: ['wrist-hand', 'knee', 'head', 'eye'] },
      selections: new Map([['wb_along', ['none']]]),
    }).ranked.map((r) => r.disease_short_name);
    expect(ranked).not.toContain('chikungunya');
    expect(ranked).not.toContain('dengue');
  });

  it('never brings a case of any set below its expected triage when one more place is named', () => {
    const { scorings, unchanged, failures } = sweepAlsoHurts(kb);
    expect(scorings).toBeGreaterThan(10_000);
    expect(scorings + unchanged).toBeGreaterThan(30_000);
    expect(failures).toEqual([]);
  });

  // What lets the sweep leave places out: one nothing reads changes neither ranking nor triage.
  it("changes nothing when the place named counts for nothing at the case's place", () => {
    let checked = 0;
    for (const location of ['shoulder', 'knee', 'chest', 'head'] as const) {
      const loc = kb.locations.get(location)!;
      for (const c of kb.caseSets.authors.get(location)!.cases) {
        const counting = placesThatCount(loc, c);
        const result = (also: ClinicalCase['also']) => {
          const o = runCase(kb, location, { ...c, also });
          return { triage: o.triage, ranked: o.assessment.ranked.map((r) => [r.disease_short_name, r.final_score]) };
        };
        const before = result(c.also);
        for (const place of ALSO_PLACES.filter((p) => p !== location && !counting.has(p))) {
          checked++;
          expect(result([...(c.also ?? []), place]), `${c.id} + ${place}`).toEqual(before);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('counts a place that a condition the answers point to weighs', () => {
    const c = kb.caseSets.authors.get('shoulder')!.cases.find((x) => x.id === 'sh_heart_attack_woman_no_red_flag')!;
    expect(placesThatCount(kb.locations.get('shoulder')!, c)).toContain('chest');
  });
});
