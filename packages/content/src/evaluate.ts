import type { DiagnosisStep, LocationKey, TriageLevel } from '@painpoint/contracts';
import {
  NONE_OF_THESE,
  NOT_SURE,
  PERSON_FACT_KEYS,
  TRIAGE_LEVELS,
  type PersonFactKey,
} from '@painpoint/contracts/constants';
import {
  assessWith,
  buildModel,
  DEFAULT_PARAMS,
  inAudience,
  simulateInterview,
  type ModelParams,
  triageRank,
  type ModelAssessment,
  type Profile,
} from '@painpoint/engine';
import type { CaseSet, KnowledgeBase } from './load.ts';
import type { CaseFile, ClinicalCase } from './schema.ts';

/** A case set by name, or its files by place (the held-out set, a perturbed copy). */
export type Cases = CaseSet | ReadonlyMap<LocationKey, CaseFile>;
const filesOf = (kb: KnowledgeBase, set: Cases) => (typeof set === 'string' ? kb.caseSets[set] : set);

export interface CaseOutcome {
  location: LocationKey;
  case: ClinicalCase;
  rank: number | undefined;
  triage: TriageLevel;
  assessment: ModelAssessment;
  /** The questions the simulated interview asked (none when every answer of the case is scored). */
  questions?: number;
}

export interface EvalSummary {
  cases: number;
  /** Cases that name the condition that should rank first (the denominator of top-1 and top-3). */
  named: number;
  top1: number;
  top3: number;
  emergencies: number;
  emergenciesCaught: number;
  selfCare: number;
  selfCareNotOverTriaged: number;
  underTriaged: number;
  /**
   * Cases sent two levels or more above their expected triage (self-care told urgent, see a
   * doctor told emergency): over-triage that frightens people and teaches them to ignore the site.
   */
  overTriagedTwoLevels: number;
  /** Cases given exactly their expected triage. */
  triageExact: number;
  /** Cases sent exactly one level above their expected triage. */
  overTriagedOneLevel: number;
  /** Median and 90th percentile of the questions asked after the age page. */
  questionsMedian: number;
  questionsP90: number;
  /**
   * Brier score of the urgency: the mean over cases of the squared distance between the model's
   * probability for each of the four levels and the expected level (0 is perfect, 2 the worst).
   */
  brier: number;
  /**
   * Share of the cases' own answers that are "Not sure" (issue 51): how often the people the set
   * was written for could not answer a question truthfully. Steps a case leaves out are not counted.
   */
  notSureShare: number;
  outcomes: CaseOutcome[];
}

/** The share of the cases' step answers that are "Not sure" alone. */
export function notSureShareOf(cases: readonly ClinicalCase[]): number {
  let answers = 0;
  let notSure = 0;
  for (const c of cases) {
    for (const keys of Object.values(c.answers)) {
      answers++;
      if (keys.length === 1 && keys[0] === NOT_SURE) notSure++;
    }
  }
  return answers === 0 ? 0 : notSure / answers;
}

/**
 * The profile a case's person gives: its facts as the site's answers hold them (PERSON_FACT_KEYS, so
 * a new fact of the age page needs no line here), with who answers defaulting to a parent under
 * 16, else themselves.
 */
export function caseProfile(c: ClinicalCase): Profile {
  const facts = Object.fromEntries(PERSON_FACT_KEYS.map((k) => [k, c[k]])) as Pick<ClinicalCase, PersonFactKey>;
  return { ...facts, sex: c.sex, age: c.age, weight: c.weight, for: c.for ?? (c.age < 16 ? 'child' : 'self') };
}

/** How the site's engine, the scoring model (decisions 113, 134), scores the cases. */
export interface EngineChoice {
  /** The model's numbers (for a tuning run); the defaults otherwise. */
  params?: ModelParams | undefined;
  /**
   * Score the case's own answers, every one, without simulating the interview. The age sweep
   * does, since it asks how age moves the ranking: a case written for a woman of 40 has no
   * answers to a child's questions, which an interview at age 6 would ask.
   */
  allAnswers?: boolean;
}

/**
 * A case through the model: the interview asks the warning screens, then `nextQuestion` until it
 * stops, each answered from the case ("not sure" where it says nothing); the final answers are
 * scored, and the questions are those the simulated interview asked.
 */
export function runCase(
  kb: KnowledgeBase,
  location: LocationKey,
  c: ClinicalCase,
  choice: EngineChoice = {},
): CaseOutcome {
  const loc = placeOf(kb, location);
  const model = buildModel(
    { steps: loc.file.steps, diseases: loc.diseases, profile: caseProfile(c) },
    choice.params ?? DEFAULT_PARAMS,
  );
  if (choice.allAnswers === true) return outcomeOf(location, c, assessWith(model, new Map(Object.entries(c.answers))));
  const { selections, asked } = simulateInterview(model, (id) => c.answers[id]);
  return { ...outcomeOf(location, c, assessWith(model, selections)), questions: asked.length };
}

function placeOf(kb: KnowledgeBase, location: LocationKey) {
  const loc = kb.locations.get(location);
  if (!loc) throw new Error(`no content for location ${location}`);
  return loc;
}

/** Where the case's expected condition landed, and the urgency given. */
function outcomeOf(location: LocationKey, c: ClinicalCase, assessment: ModelAssessment): CaseOutcome {
  const index = c.expected === null ? -1 : assessment.ranked.findIndex((r) => r.disease_short_name === c.expected);
  return { location, case: c, rank: index < 0 ? undefined : index + 1, triage: assessment.triage, assessment };
}

/** The value at quantile q of sorted numbers (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Runs the clinical cases through the engine: the figures `npm run eval` prints. */
export function evaluate(
  kb: KnowledgeBase,
  only?: LocationKey,
  set: Cases = 'authors',
  choice: EngineChoice = {},
): EvalSummary {
  const outcomes: CaseOutcome[] = [];
  for (const [location, file] of filesOf(kb, set)) {
    if (only && location !== only) continue;
    if (!kb.locations.has(location)) continue;
    for (const c of file.cases) outcomes.push(runCase(kb, location, c, choice));
  }
  const emergencies = outcomes.filter((o) => o.case.expected_triage === 'emergency');
  const selfCare = outcomes.filter((o) => o.case.expected_triage === 'self-care');
  const questions = outcomes.flatMap((o) => (o.questions === undefined ? [] : [o.questions])).sort((a, b) => a - b);
  return {
    cases: outcomes.length,
    named: outcomes.filter((o) => o.case.expected !== null).length,
    top1: outcomes.filter((o) => o.rank === 1).length,
    top3: outcomes.filter((o) => o.rank !== undefined && o.rank <= 3).length,
    emergencies: emergencies.length,
    emergenciesCaught: emergencies.filter((o) => o.triage === 'emergency').length,
    selfCare: selfCare.length,
    selfCareNotOverTriaged: selfCare.filter((o) => o.triage === 'self-care').length,
    underTriaged: outcomes.filter((o) => triageRank(o.triage) < triageRank(o.case.expected_triage)).length,
    overTriagedTwoLevels: outcomes.filter((o) => triageRank(o.triage) - triageRank(o.case.expected_triage) >= 2).length,
    triageExact: outcomes.filter((o) => o.triage === o.case.expected_triage).length,
    overTriagedOneLevel: outcomes.filter((o) => triageRank(o.triage) - triageRank(o.case.expected_triage) === 1).length,
    questionsMedian: quantile(questions, 0.5),
    questionsP90: quantile(questions, 0.9),
    brier:
      outcomes.length === 0
        ? 0
        : outcomes.reduce((sum, o) => {
            const p = o.assessment.triage_probabilities;
            return (
              sum + TRIAGE_LEVELS.reduce((d, l) => d + ((p[l] ?? 0) - (l === o.case.expected_triage ? 1 : 0)) ** 2, 0)
            );
          }, 0) / outcomes.length,
    notSureShare: notSureShareOf(outcomes.map((o) => o.case)),
    outcomes,
  };
}

/** The oldest age the sweep reaches. */
export const SWEEP_MAX_AGE = 90;

export interface SweepFailure {
  id: string;
  expected: string;
  age: number;
  /** Where the gold landed at that age (undefined: not ranked at all). */
  rank: number | undefined;
}

export interface SweepSummary {
  /** Emergency and urgent cases swept. */
  cases: number;
  /** Cases whose gold stayed in the top three at every age swept. */
  held: number;
  /** Case-and-age scorings run. */
  scorings: number;
  failures: SweepFailure[];
}

/** The age under which the danger signs of a child are asked (shared/danger-signs.json). */
export const CHILD_SIGNS_UNDER = 12;

/** A can't-miss case of a sweep, with the ages it is swept over. */
export interface SweptCase {
  location: LocationKey;
  c: ClinicalCase;
  expected: string;
  from: number;
  to: number;
}

/**
 * Whether a case's own answers are all offered at `age` (each chosen option's audience holds, by
 * the engine's own rule): a warning sign a child under 3 cannot report (numbness) is asked from 3,
 * and a version a family can see is asked below it (decision 123). Where they are not, nobody
 * could give the case's answers, so the sweep does not score it there. The same holds for a step
 * asked only at some ages (the adult danger screen from 12) where the case ticked something.
 */
function answersOfferedAt(steps: readonly DiagnosisStep[], c: ClinicalCase, age: number): boolean {
  const profile = { ...caseProfile(c), age };
  return steps.every((step) => {
    const answer = c.answers[step.id] ?? [];
    // A step asked only of some ages (an adult's danger screen) must be asked for its ticks to count;
    // "none" or "not sure" there says nothing, and an interview that skips the step says the same.
    const ticked = answer.some((k) => k !== NONE_OF_THESE && k !== NOT_SURE);
    if (ticked && !inAudience(step.audience, profile)) return false;
    return step.step_options.every((o) => !answer.includes(o.key) || inAudience(o.audience, profile));
  });
}

/**
 * The cases an age sweep looks at: every emergency and urgent case naming its gold condition, over
 * the gold's real ages (from 1, at most to SWEEP_MAX_AGE). A young child's story is told in a
 * child's danger signs, which are asked only under 12 (decision 076): it is swept over the ages
 * those questions are asked at. Nor is it swept where one of its answers is not offered
 * (answersOfferedAt).
 */
export function sweptCases(kb: KnowledgeBase, set: Cases, only?: LocationKey): SweptCase[] {
  const out: SweptCase[] = [];
  for (const [location, file] of filesOf(kb, set)) {
    if (only && location !== only) continue;
    if (!kb.locations.has(location)) continue;
    for (const c of file.cases) {
      if (triageRank(c.expected_triage) < triageRank('urgent')) continue;
      const gold = c.expected === null ? undefined : kb.conditions.get(c.expected);
      if (!gold || c.expected === null) continue;
      let from = Math.max(1, gold.age_range.min_age);
      let to = Math.min(
        SWEEP_MAX_AGE,
        gold.age_range.max_age,
        c.age < CHILD_SIGNS_UNDER ? CHILD_SIGNS_UNDER - 1 : SWEEP_MAX_AGE,
      );
      // Audiences are age bands, so the ages the answers are offered at are one run around the
      // case's own; a case whose answers do not fit its own age is swept as before.
      const steps = kb.locations.get(location)!.file.steps;
      if (answersOfferedAt(steps, c, c.age)) {
        while (from <= to && !answersOfferedAt(steps, c, from)) from++;
        while (to >= from && !answersOfferedAt(steps, c, to)) to--;
      }
      out.push({ location, c, expected: c.expected, from, to });
    }
  }
  return out;
}

/**
 * Age must not push a can't-miss condition down the list: every case of `sweptCases` is re-scored
 * at every age of its range, with everything else as written, and its gold must stay in the top
 * three at every age.
 */
export function sweepAges(
  kb: KnowledgeBase,
  only?: LocationKey,
  set: Cases = 'authors',
  choice: EngineChoice = {},
): SweepSummary {
  const summary: SweepSummary = { cases: 0, held: 0, scorings: 0, failures: [] };
  for (const { location, c, expected, from, to } of sweptCases(kb, set, only)) {
    summary.cases++;
    const failuresBefore = summary.failures.length;
    for (let age = from; age <= to; age++) {
      summary.scorings++;
      const { rank } = runCase(kb, location, { ...c, age }, { ...choice, allAnswers: true });
      if (rank === undefined || rank > 3) summary.failures.push({ id: c.id, expected, age, rank });
    }
    if (summary.failures.length === failuresBefore) summary.held++;
  }
  return summary;
}

/**
 * A number in [0, 1) fixed by the seed, the case and the step (FNV-1a, then a mulberry32 round):
 * each answer's draw depends on nothing else, so a case or a step added elsewhere leaves every
 * other answer's "Not sure" as it was and two knowledge bases can be compared seed for seed.
 */
function draw(seed: number, caseId: string, stepId: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (const ch of `${caseId}\u0000${stepId}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  let t = (h + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), 1 | t);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * The same cases with a share of their ordinary answers turned into "Not sure", as people who do
 * not know, or do not want to guess, answer: each answered step that is not a screen of warning
 * signs is, with probability `share`, answered "not_sure" instead (left out where the step offers
 * no "Not sure", which the engine reads the same way). Warning screens stay as written: the
 * question is what uncertainty about ordinary facts does to the result.
 */
export function withNotSure(kb: KnowledgeBase, set: Cases, share: number, seed: number): Map<LocationKey, CaseFile> {
  const out = new Map<LocationKey, CaseFile>();
  for (const [location, file] of filesOf(kb, set)) {
    const steps = new Map((kb.locations.get(location)?.file.steps ?? []).map((st) => [st.id, st] as const));
    const cases = file.cases.map((c) => {
      const answers: Record<string, string[]> = {};
      for (const [id, keys] of Object.entries(c.answers)) {
        const step = steps.get(id);
        const warning = step?.step_options.some((o) => o.red_flag !== undefined || o.danger_sign === true) ?? true;
        if (warning || draw(seed, c.id, id) >= share) answers[id] = keys;
        else if (step?.step_options.some((o) => o.key === 'not_sure')) answers[id] = ['not_sure'];
      }
      return { ...c, answers };
    });
    out.set(location, { ...file, cases });
  }
  return out;
}
