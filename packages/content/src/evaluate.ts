import type { LocationKey, TriageLevel } from '@painpoint/contracts';
import { assess, triageRank, type Assessment, type Profile } from '@painpoint/engine';
import type { CaseSet, KnowledgeBase } from './load.ts';
import type { ClinicalCase } from './schema.ts';

export interface CaseOutcome {
  location: LocationKey;
  case: ClinicalCase;
  rank: number | undefined;
  triage: TriageLevel;
  assessment: Assessment;
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
  outcomes: CaseOutcome[];
}

/** The profile a case's person gives: who answers defaults to a parent under 16, else themselves. */
export function caseProfile(c: ClinicalCase): Profile {
  return {
    sex: c.sex,
    age: c.age,
    weight: c.weight,
    for: c.for ?? (c.age < 16 ? 'child' : 'self'),
    pregnancy: c.pregnancy,
    breastfeeding: c.breastfeeding,
    illnesses: c.illnesses,
    medicines: c.medicines,
    also: c.also,
  };
}

export function runCase(kb: KnowledgeBase, location: LocationKey, c: ClinicalCase): CaseOutcome {
  const loc = kb.locations.get(location);
  if (!loc) throw new Error(`no content for location ${location}`);
  const assessment = assess({
    steps: loc.file.steps,
    diseases: loc.diseases,
    profile: caseProfile(c),
    selections: new Map(Object.entries(c.answers)),
  });
  const index = c.expected === null ? -1 : assessment.ranked.findIndex((r) => r.disease_short_name === c.expected);
  return {
    location,
    case: c,
    rank: index < 0 ? undefined : index + 1,
    triage: assessment.triage,
    assessment,
  };
}

/** Runs the clinical cases through the engine: the figures `npm run eval` prints. */
export function evaluate(kb: KnowledgeBase, only?: LocationKey, set: CaseSet = 'authors'): EvalSummary {
  const outcomes: CaseOutcome[] = [];
  for (const [location, file] of kb.caseSets[set]) {
    if (only && location !== only) continue;
    if (!kb.locations.has(location)) continue;
    for (const c of file.cases) outcomes.push(runCase(kb, location, c));
  }
  const emergencies = outcomes.filter((o) => o.case.expected_triage === 'emergency');
  const selfCare = outcomes.filter((o) => o.case.expected_triage === 'self-care');
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

/**
 * Age must not push a can't-miss condition down the list: every emergency and urgent case is
 * re-scored at every age of its gold condition's real range (from 1, at most to SWEEP_MAX_AGE),
 * with everything else as written, and its gold must stay in the top three at every age.
 */
/** The age under which the danger signs of a child are asked (shared/danger-signs.json). */
const CHILD_SIGNS_UNDER = 12;

export function sweepAges(kb: KnowledgeBase, only?: LocationKey, set: CaseSet = 'authors'): SweepSummary {
  const summary: SweepSummary = { cases: 0, held: 0, scorings: 0, failures: [] };
  for (const [location, file] of kb.caseSets[set]) {
    if (only && location !== only) continue;
    if (!kb.locations.has(location)) continue;
    for (const c of file.cases) {
      if (triageRank(c.expected_triage) < triageRank('urgent')) continue;
      const gold = c.expected === null ? undefined : kb.conditions.get(c.expected);
      if (!gold || c.expected === null) continue;
      summary.cases++;
      const failuresBefore = summary.failures.length;
      const from = Math.max(1, gold.age_range.min_age);
      // A young child's story is told in a child's danger signs, which are asked only under 12
      // (decision 076): it is swept over the ages those questions are asked at.
      const to = Math.min(
        SWEEP_MAX_AGE,
        gold.age_range.max_age,
        c.age < CHILD_SIGNS_UNDER ? CHILD_SIGNS_UNDER - 1 : SWEEP_MAX_AGE,
      );
      for (let age = from; age <= to; age++) {
        summary.scorings++;
        const { rank } = runCase(kb, location, { ...c, age });
        if (rank === undefined || rank > 3) summary.failures.push({ id: c.id, expected: c.expected, age, rank });
      }
      if (summary.failures.length === failuresBefore) summary.held++;
    }
  }
  return summary;
}
