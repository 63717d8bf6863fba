import type { DiagnosisStep, SavedAssessment, TriageLevel } from '@painpoint/contracts';
import { NOT_SURE, TRIAGE_LEVELS } from '@painpoint/contracts/constants';

/**
 * How an answer moved between two saved checks of the same place. "better" and "worse" only where
 * the answers say so without a doubt (decision 039): a lower urgency, fewer warning signs, a lower
 * point on a scale of how bad the pain is. Any other difference is "changed": a pain that starts
 * in the morning instead of the evening is neither.
 */
export type Verdict = 'better' | 'same' | 'worse' | 'changed';

/** The chosen option keys of a saved check, by step id (its flags are `key__stepId`). */
export function answersByStep(flags: Readonly<Record<string, true>>): Map<string, string[]> {
  const byStep = new Map<string, string[]>();
  for (const flag of Object.keys(flags)) {
    const [key, stepId] = flag.split('__');
    if (!key || !stepId) continue;
    const keys = byStep.get(stepId);
    if (keys) keys.push(key);
    else byStep.set(stepId, [key]);
  }
  return byStep;
}

/** The words a scale of how bad the pain is may end its option keys with, mildest first. */
const SEVERITY = ['none', 'mild', 'moderate', 'severe', 'worst'] as const;

/**
 * The rank of each answer of a step that is a scale of how bad the pain is ("sev_mild",
 * "sev_moderate", "sev_severe"…): one answer only, and every option but "not sure" ends with a
 * different word of SEVERITY. Undefined for any other step.
 */
export function severityScale(step: DiagnosisStep): Map<string, number> | undefined {
  if (step.multiple) return undefined;
  const ranks = new Map<string, number>();
  for (const option of step.step_options) {
    if (option.key === NOT_SURE) continue;
    const rank = (SEVERITY as readonly string[]).indexOf(option.key.slice(option.key.lastIndexOf('_') + 1));
    if (rank < 0) return undefined;
    ranks.set(option.key, rank);
  }
  return ranks.size >= 3 && new Set(ranks.values()).size === ranks.size ? ranks : undefined;
}

/** Lower is better: fewer warning signs, a milder pain, a less urgent result. */
const byNumber = (earlier: number, later: number): Verdict =>
  later < earlier ? 'better' : later > earlier ? 'worse' : 'same';

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k) => b.includes(k));

/** The warning signs among `keys` (options that raise the urgency at once). */
const warningSigns = (step: DiagnosisStep | undefined, keys: readonly string[]) =>
  step ? step.step_options.filter((o) => o.red_flag && keys.includes(o.key)).length : 0;

function answerVerdict(step: DiagnosisStep | undefined, earlier: string[], later: string[]): Verdict {
  if (sameKeys(earlier, later)) return 'same';
  const scale = step && severityScale(step);
  const [a, b] = [
    earlier.length === 1 ? scale?.get(earlier[0]!) : undefined,
    later.length === 1 ? scale?.get(later[0]!) : undefined,
  ];
  if (a !== undefined && b !== undefined) return byNumber(a, b);
  const [signsBefore, signsAfter] = [warningSigns(step, earlier), warningSigns(step, later)];
  if (signsBefore !== signsAfter) return byNumber(signsBefore, signsAfter);
  return 'changed';
}

export interface AnswerChange {
  stepId: string;
  /** Today's step, for its question and labels; undefined if the knowledge base no longer asks it. */
  step: DiagnosisStep | undefined;
  earlier: string[];
  later: string[];
  verdict: Verdict;
}

export interface Comparison {
  triage: { earlier: TriageLevel; later: TriageLevel; verdict: Verdict };
  warningSigns: { earlier: number; later: number; verdict: Verdict };
  bestMatch: { earlier: string | undefined; later: string | undefined; verdict: 'same' | 'changed' };
  /** Kilograms; null where the person did not know the weight. */
  weight: { earlier: number | null; later: number | null; verdict: 'same' | 'changed' };
  /** Every question answered in either check, in the order the questions are asked today. */
  answers: AnswerChange[];
}

/** Orders a step's chosen keys as its options are listed. */
const inOptionOrder = (step: DiagnosisStep | undefined, keys: readonly string[]) => {
  if (!step) return [...keys].sort();
  const order = new Map(step.step_options.map((o, i) => [o.key, i] as const));
  return [...keys].sort((x, y) => (order.get(x) ?? Infinity) - (order.get(y) ?? Infinity));
};

/**
 * Compares two saved checks of one place, read with today's questions (`steps`) for what each
 * answer means: the saved results themselves are compared as they were saved.
 */
export function compareChecks(
  earlier: SavedAssessment,
  later: SavedAssessment,
  steps: readonly DiagnosisStep[],
): Comparison {
  const before = answersByStep(earlier.answers.flags);
  const after = answersByStep(later.answers.flags);
  const known = new Map(steps.map((s) => [s.id, s] as const));
  const ids = [
    ...steps.map((s) => s.id).filter((id) => before.has(id) || after.has(id)),
    ...[...new Set([...before.keys(), ...after.keys()])].filter((id) => !known.has(id)).sort(),
  ];
  const answers = ids.map((stepId): AnswerChange => {
    const step = known.get(stepId);
    const e = inOptionOrder(step, before.get(stepId) ?? []);
    const l = inOptionOrder(step, after.get(stepId) ?? []);
    return { stepId, step, earlier: e, later: l, verdict: answerVerdict(step, e, l) };
  });
  const signs = (byStep: Map<string, string[]>) =>
    [...byStep].reduce((n, [id, keys]) => n + warningSigns(known.get(id), keys), 0);
  const [signsBefore, signsAfter] = [signs(before), signs(after)];
  const [bestBefore, bestAfter] = [earlier.conditions[0]?.disease_short_name, later.conditions[0]?.disease_short_name];
  return {
    triage: {
      earlier: earlier.triage,
      later: later.triage,
      verdict: byNumber(TRIAGE_LEVELS.indexOf(earlier.triage), TRIAGE_LEVELS.indexOf(later.triage)),
    },
    warningSigns: { earlier: signsBefore, later: signsAfter, verdict: byNumber(signsBefore, signsAfter) },
    bestMatch: { earlier: bestBefore, later: bestAfter, verdict: bestBefore === bestAfter ? 'same' : 'changed' },
    weight: {
      earlier: earlier.weight,
      later: later.weight,
      verdict: earlier.weight === later.weight ? 'same' : 'changed',
    },
    answers,
  };
}

/** The earlier and the later of two saved checks. */
export const inTimeOrder = (a: SavedAssessment, b: SavedAssessment): [SavedAssessment, SavedAssessment] =>
  Date.parse(a.created_at) <= Date.parse(b.created_at) ? [a, b] : [b, a];
