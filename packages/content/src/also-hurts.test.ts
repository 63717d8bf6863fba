import { assessModel, buildModel, conditionLogLr, walkSteps } from '@painpoint/engine';
import type { LocationKey } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { ALSO_PLACES } from '@painpoint/contracts/constants';
import { checkAlsoHurts, placesThatCount, sweepAlsoHurts } from './also-hurts.ts';
import { checkKnowledgeBase } from './checks.ts';
import { loadKnowledgeBase, mergeAlsoHurts } from './load.ts';
import { caseProfile, runCase, type EngineChoice } from './evaluate.ts';
import type { AlsoHurtsFile } from './schema.ts';
import type { ClinicalCase } from './schema.ts';

const kb = loadKnowledgeBase();
/** The site's model scoring every answer a case gives (the interview it would ask is not the question here). */
const SCORED: EngineChoice = { allAnswers: true };
/** What a case's answers say for one condition: its own log-likelihood ratio in the model. */
const logLrOf = (location: LocationKey, c: ClinicalCase, name: string) => {
  const loc = kb.locations.get(location)!;
  const model = buildModel({ steps: loc.file.steps, diseases: loc.diseases, profile: caseProfile(c) });
  return conditionLogLr(model, new Map(Object.entries(c.answers)), name)!;
};
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
    // At the chest the jaw answers "does it spread?" and counts through that answer (decision 120).
    expect(weightAt('chest', 'acute_coronary_syndrome', 'also_face_jaw')).toBeUndefined();
    expect(weightAt('chest', 'acute_coronary_syndrome', 'spread_jaw_neck')).toBeGreaterThan(0);
    expect(weightAt('shoulder', 'acute_coronary_syndrome', 'also_face_jaw')).toBe(2);
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
      runCase(kb, 'shoulder', { ...c, also }, SCORED).assessment.ranked.find((r) => r.disease_short_name === name)!;
    const heart = 'acute_coronary_syndrome';
    expect(find(['chest', 'face-jaw'], heart).evidence).toBeGreaterThan(find(undefined, heart).evidence);
    // A condition that does not weigh the places named is weighed exactly as before.
    const weighs = new Set(file.conditions.map((x) => x.disease_short_name));
    const others = runCase(kb, 'shoulder', c, SCORED).assessment.ranked.filter(
      (r) => !weighs.has(r.disease_short_name),
    );
    expect(others.length).toBeGreaterThan(0);
    const named = { ...c, also: ['chest', 'face-jaw'] as ClinicalCase['also'] };
    for (const r of others)
      expect(logLrOf('shoulder', named, r.disease_short_name)).toBe(logLrOf('shoulder', c, r.disease_short_name));
    expect(logLrOf('shoulder', named, heart)).toBeGreaterThan(logLrOf('shoulder', c, heart));
  });

  it('never ranks a condition on another place alone: no fever, no dengue or chikungunya', () => {
    const ankle = kb.locations.get('ankle-foot')!;
    const ranked = assessModel({
      steps: ankle.file.steps,
      diseases: ankle.diseases,
      profile: { sex: 'female', age: 35, also: ['wrist-hand', 'knee', 'head', 'eye'] },
      selections: new Map([['wb_along', ['none']]]),
    }).ranked.map((r) => r.disease_short_name);
    expect(ranked).not.toContain('chikungunya');
    expect(ranked).not.toContain('dengue');
  });

  describe('answers the spread question (decision 120)', () => {
    /** A case told again by someone who ticked places instead of answering where the pain spreads. */
    const withoutSpread = (location: 'chest' | 'lower-back', id: string): ClinicalCase => {
      const c = kb.caseSets.authors.get(location)!.cases.find((x) => x.id === id)!;
      const { spread: _, ...answers } = c.answers;
      return { ...c, answers };
    };
    const spreadState = (location: 'chest' | 'lower-back', c: ClinicalCase) => {
      const loc = kb.locations.get(location)!;
      return walkSteps(loc.file.steps, new Map(Object.entries(c.answers)), caseProfile(c)).find(
        (s) => s.step.id === 'spread',
      )!;
    };
    const ranked = (location: 'chest' | 'lower-back', c: ClinicalCase) =>
      runCase(kb, location, c, SCORED).assessment.ranked;
    const rankOf = (list: ReturnType<typeof ranked>, name: string) =>
      list.findIndex((r) => r.disease_short_name === name) + 1;
    const scoreOf = (list: ReturnType<typeof ranked>, name: string) =>
      list.find((r) => r.disease_short_name === name)?.evidence ?? 0;

    it('at the chest, the jaw and the upper arm answer it: not asked again, and the heart ranks higher', () => {
      // A woman of 66 with a heavy chest on effort who could not say where it spreads (authors' case).
      const c = withoutSpread('chest', 'chest_acs_atypical_older_woman');
      const ticked = { ...c, also: ['face-jaw', 'upper-arm'] as ClinicalCase['also'] };
      expect(spreadState('chest', c).visible).toBe(true);
      const state = spreadState('chest', ticked);
      expect(state.visible).toBe(false);
      expect(state.answer).toEqual(['spread_arm', 'spread_jaw_neck']);
      const before = ranked('chest', c);
      const after = ranked('chest', ticked);
      for (const heart of ['acute_coronary_syndrome', 'stable_angina']) {
        expect(scoreOf(after, heart)).toBeGreaterThan(scoreOf(before, heart));
        expect(rankOf(after, heart)).toBeLessThanOrEqual(rankOf(before, heart));
      }
      expect(rankOf(after, 'acute_coronary_syndrome')).toBe(1);
      // Ticking the places is worth what answering the question is, for every condition: the same
      // fact counts once, through the answers' own weights.
      const answered = ranked('chest', { ...c, answers: { ...c.answers, spread: ['spread_arm', 'spread_jaw_neck'] } });
      expect(after.map((r) => [r.disease_short_name, r.final_score])).toEqual(
        answered.map((r) => [r.disease_short_name, r.final_score]),
      );
    });

    it('at the lower back, the buttock, thigh and calf fill it in, still asked, and sciatica ranks higher', () => {
      // A software engineer of 38 whose back pain shoots down one leg (authors' case).
      const c = withoutSpread('lower-back', 'lb_sciatica_software_engineer');
      const ticked = { ...c, also: ['buttock', 'thigh', 'calf'] as ClinicalCase['also'] };
      const state = spreadState('lower-back', ticked);
      // "Both legs" has no place in the list: the question is asked, with the ticked answers in it.
      expect(state.visible).toBe(true);
      expect(state.chosen).toEqual([]);
      expect(state.implied).toEqual(['spread_buttock_thigh', 'spread_below_knee']);
      const sciatica = 'lumbar_disc_herniation';
      const before = ranked('lower-back', c);
      const after = ranked('lower-back', ticked);
      expect(scoreOf(after, sciatica)).toBeGreaterThan(scoreOf(before, sciatica));
      expect(rankOf(after, sciatica)).toBeLessThanOrEqual(rankOf(before, sciatica));
      expect(rankOf(after, sciatica)).toBe(1);
      // The person can change what the ticks filled in: their own answer is the one scored.
      const changed = { ...ticked, answers: { ...ticked.answers, spread: ['none'] } };
      expect(spreadState('lower-back', changed).answer).toEqual(['none']);
      expect(scoreOf(ranked('lower-back', changed), sciatica)).toBeLessThan(scoreOf(after, sciatica));
      // "Not sure" alone takes nothing back.
      const unsure = { ...ticked, answers: { ...ticked.answers, spread: ['not_sure'] } };
      expect(spreadState('lower-back', unsure).answer).toEqual(['spread_buttock_thigh', 'spread_below_knee']);
    });

    it('a place that answers nothing here leaves the question as it was', () => {
      const c = withoutSpread('chest', 'chest_acs_atypical_older_woman');
      const state = spreadState('chest', { ...c, also: ['knee'] });
      expect(state.visible).toBe(true);
      expect(state.answer).toEqual([]);
    });

    it('fails a spread that names an unknown step, a warning sign or a place not offered there', () => {
      const spreads: NonNullable<AlsoHurtsFile['spreads']> = [
        {
          location: 'chest',
          step: 'no_such_step',
          options: { x: ['neck'] },
          why: 'A step nobody wrote.',
        },
        {
          location: 'upper-abdomen',
          step: 'ua_spread',
          options: { ua_spread_arm_jaw: ['face-jaw'], ua_spread_back: ['upper-abdomen'] },
          why: 'A warning sign, and the place itself.',
        },
      ];
      expect(errorsOf({ ...file, spreads })).toEqual([
        'shared/also-hurts.json: spreads chest/no_such_step names no step of locations/chest.json',
        'shared/also-hurts.json: spreads upper-abdomen/ua_spread: ua_spread_arm_jaw is a warning sign, "none", "not sure" or never asked, and no tick may give it',
        'shared/also-hurts.json: spreads upper-abdomen/ua_spread: ua_spread_back names upper-abdomen, which is not offered there',
      ]);
    });
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
          const o = runCase(kb, location, { ...c, also }, SCORED);
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
