import type { LocationKey, TriageLevel } from '@painpoint/contracts';
import { assess, triageRank, type Assessment } from '@painpoint/engine';
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
  top1: number;
  top3: number;
  emergencies: number;
  emergenciesCaught: number;
  selfCare: number;
  selfCareNotOverTriaged: number;
  underTriaged: number;
  outcomes: CaseOutcome[];
}

export function runCase(kb: KnowledgeBase, location: LocationKey, c: ClinicalCase): CaseOutcome {
  const loc = kb.locations.get(location);
  if (!loc) throw new Error(`no content for location ${location}`);
  const assessment = assess({
    steps: loc.file.steps,
    diseases: loc.diseases,
    profile: { sex: c.sex, age: c.age, weight: c.weight },
    selections: new Map(Object.entries(c.answers)),
  });
  const index = assessment.ranked.findIndex((r) => r.disease_short_name === c.expected);
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
    top1: outcomes.filter((o) => o.rank === 1).length,
    top3: outcomes.filter((o) => o.rank !== undefined && o.rank <= 3).length,
    emergencies: emergencies.length,
    emergenciesCaught: emergencies.filter((o) => o.triage === 'emergency').length,
    selfCare: selfCare.length,
    selfCareNotOverTriaged: selfCare.filter((o) => o.triage === 'self-care').length,
    underTriaged: outcomes.filter((o) => triageRank(o.triage) < triageRank(o.case.expected_triage)).length,
    outcomes,
  };
}
