// The probabilistic model's figures over the case sets that are NOT held out, for a grid of its
// numbers (decision 113): how its likelihood-ratio map and urgency thresholds were chosen. The
// held-out set is never read here.
//   node --import tsx bench/model-tune.ts [variant…]
import { CASE_SETS, evaluate, loadKnowledgeBase, type CaseSet, type EvalSummary } from '@painpoint/content';
import { DEFAULT_PARAMS, type ModelParams } from '@painpoint/engine';

const kb = loadKnowledgeBase();
const SETS = Object.keys(CASE_SETS) as CaseSet[];

const t = (em: number, ur: number, sd: number): Partial<ModelParams> => ({
  thresholds: { emergency: em, urgent: ur, 'see-doctor': sd },
});
/** The variants tried, by name: each changes some of the defaults. */
const VARIANTS: Record<string, Partial<ModelParams>> = {
  default: {},
  't.2/.3/.5': t(0.2, 0.3, 0.5),
  't.2/.2/.5': t(0.2, 0.2, 0.5),
  't.15/.15/.5': t(0.15, 0.15, 0.5),
  't.1/.1/.5': t(0.1, 0.1, 0.5),
  't.15/.15/.4': t(0.15, 0.15, 0.4),
  't.4/.3/.5': t(0.4, 0.3, 0.5),
  't.3/.2/.5': t(0.3, 0.2, 0.5),
  't.3/.4/.5': t(0.3, 0.4, 0.5),
  't.3/.3/.4': t(0.3, 0.3, 0.4),
  't.3/.3/.6': t(0.3, 0.3, 0.6),
  'lr-soft': {
    lrChosen: { 5: 10, 4: 6, 3: 4, 2: 2, 1: 1.3, [-1]: 0.75, [-2]: 0.5, [-3]: 0.3, [-4]: 0.15, [-5]: 0.08 },
  },
  'lr-hard': {
    lrChosen: { 5: 40, 4: 15, 3: 6, 2: 2.5, 1: 1.5, [-1]: 0.67, [-2]: 0.4, [-3]: 0.15, [-4]: 0.07, [-5]: 0.03 },
  },
  'missing-soft': { lrMissing: { 5: 0.5, 4: 0.6, 3: 0.75 } },
  'missing-hard': { lrMissing: { 5: 0.15, 4: 0.3, 3: 0.5 } },
  'missing-softer': { lrMissing: { 5: 0.7, 4: 0.8, 3: 0.85 } },
  'base-flat': { baseRateByTriage: { 'self-care': 1, 'see-doctor': 1, urgent: 1, emergency: 1 } },
  'base-steep': { baseRateByTriage: { 'self-care': 1, 'see-doctor': 0.5, urgent: 0.15, emergency: 0.05 } },
  'other-.05': { otherPrior: 0.05 },
  'other-.2': { otherPrior: 0.2 },
};

// A variant may also be given inline as JSON: `bench/model-tune.ts '{"otherPrior":0.05}'`.
const chosen = process.argv.slice(2);
for (const c of chosen) if (c.startsWith('{')) VARIANTS[c] = JSON.parse(c) as Partial<ModelParams>;
const names = chosen.length > 0 ? chosen : Object.keys(VARIANTS);

function total(summaries: EvalSummary[]) {
  const sum = (pick: (s: EvalSummary) => number) => summaries.reduce((n, s) => n + pick(s), 0);
  const questions = summaries.flatMap((s) => s.outcomes.map((o) => o.questions ?? 0)).sort((a, b) => a - b);
  const cases = sum((s) => s.cases);
  return {
    top1: `${sum((s) => s.top1)}/${sum((s) => s.named)}`,
    top3: sum((s) => s.top3),
    em: `${sum((s) => s.emergenciesCaught)}/${sum((s) => s.emergencies)}`,
    under: sum((s) => s.underTriaged),
    exact: `${((100 * sum((s) => s.triageExact)) / cases).toFixed(1)}%`,
    over1: sum((s) => s.overTriagedOneLevel),
    over2: sum((s) => s.overTriagedTwoLevels),
    qMed: questions[Math.ceil(questions.length / 2) - 1],
    brier: (sum((s) => s.brier * s.cases) / cases).toFixed(3),
    /** Per set: emergencies missed and under-triaged cases (the switch needs both no worse in every set). */
    perSet: Object.fromEntries(
      summaries.map((s, i) => [SETS[i], `${s.emergencies - s.emergenciesCaught}/${s.underTriaged}`]),
    ),
  };
}

for (const name of names) {
  const variant = VARIANTS[name];
  if (!variant) throw new Error(`no variant ${name}; one of ${Object.keys(VARIANTS).join(', ')}`);
  const params: ModelParams = { ...DEFAULT_PARAMS, ...variant };
  const start = Date.now();
  const summaries = SETS.map((set) => evaluate(kb, undefined, set, { params }));
  console.log(JSON.stringify({ name, ...total(summaries), seconds: Math.round((Date.now() - start) / 1000) }));
}
