import type { Disease, LocationKey } from '@painpoint/contracts';
import { PREGNANCY_AGES } from '@painpoint/contracts/constants';
import {
  DEFAULT_PARAMS,
  isAlsoKey,
  isProfileKey,
  PREGNANCY_ASKED_OF_PARENTS_FROM,
  PROFILE_EVIDENCE_KEYS,
  PROFILE_STEPS,
  triageRank,
} from '@painpoint/engine';
import {
  CHILD_SIGNS_UNDER,
  runCase,
  sweptCases,
  type Cases,
  type EngineChoice,
  type SweepFailure,
  type SweepSummary,
} from './evaluate.ts';
import type { KnowledgeBase, LocationContent } from './load.ts';
import type { ClinicalCase } from './schema.ts';

/** The age under which a case's profile says a parent answers (evaluate.ts's caseProfile). */
const PARENT_ANSWERS_UNDER = 16;
/** A coarse step on top of the breakpoints: insurance should the scores stop moving one way inside a piece. */
export const COARSE_STEP = 10;

/** The thresholds N of the profile keys `age_N_plus` and `age_under_N` in any text. */
const ageKeyThresholds = (text: string): number[] =>
  [...text.matchAll(/\bage_under_(\d+)\b|\bage_(\d+)_plus\b/g)].map((m) => Number(m[1] ?? m[2]));

/** Each place's question breakpoints, worked out once (the place's steps are long to read). */
const questionBreakpointsOf = new WeakMap<LocationContent, number[]>();

/**
 * The ages at which something about an assessment at this place can change with age, whatever the
 * answers: where a question of the place or of the age page, or a condition's weight, changes with
 * age (`age_N_plus`, `age_under_N`), and where the engine's own age rules change (pregnancy asked,
 * a parent answering, a child's danger signs).
 */
export function questionBreakpoints(loc: LocationContent): number[] {
  const known = questionBreakpointsOf.get(loc);
  if (known) return known;
  const points = new Set<number>([
    PREGNANCY_AGES.min,
    PREGNANCY_AGES.max + 1,
    PREGNANCY_ASKED_OF_PARENTS_FROM,
    PARENT_ANSWERS_UNDER,
    CHILD_SIGNS_UNDER,
    ...ageKeyThresholds(JSON.stringify(PROFILE_STEPS)),
    ...ageKeyThresholds(JSON.stringify(loc.file.steps)),
    ...ageKeyThresholds(JSON.stringify(loc.diseases.map((d) => d.symptoms))),
  ]);
  const sorted = [...points].sort((a, b) => a - b);
  questionBreakpointsOf.set(loc, sorted);
  return sorted;
}

/**
 * The conditions that can be ranked for a case at some age: only a condition with a positive
 * weight on an answer the case can hold (its own answers, what the age page or another place
 * gives, an option given by a profile fact) earns evidence, and one without evidence is never
 * ranked.
 */
function rankable(loc: LocationContent, c: ClinicalCase): Disease[] {
  const answered = new Set(Object.values(c.answers).flat());
  const given = new Set(
    loc.file.steps.flatMap((st) => st.step_options.filter((o) => o.given_by !== undefined).map((o) => o.key)),
  );
  const canHold = (key: string) =>
    answered.has(key) || given.has(key) || isProfileKey(key) || PROFILE_EVIDENCE_KEYS.has(key) || isAlsoKey(key);
  return loc.diseases.filter((d) => d.symptoms.some((s) => s.value > 0 && canHold(s.key)));
}

/**
 * The first ages of the pieces a case's ages are cut into (questionBreakpoints, and where a
 * condition it can rank starts or stops being possible, or reaches its typical ages). Inside a
 * piece, the only thing that moves with age is the age factor of the prior of the conditions
 * that are not urgent (engine model/prior.ts): a straight line between the real and typical ages'
 * corners, so each condition's probability moves one way only inside a piece.
 */
export function caseBreakpoints(loc: LocationContent, c: ClinicalCase): number[] {
  const points = new Set(questionBreakpoints(loc));
  for (const d of rankable(loc, c)) {
    points.add(d.age_range.min_age);
    points.add(d.age_range.max_age + 1);
    if (triageRank(d.triage) < triageRank('urgent')) {
      // The model's age factor is a straight line between the corners: the first and the last
      // typical age are corners too (see sweepAgesAtBreakpoints).
      points.add((d.typical_age ?? d.age_range).min_age);
      points.add((d.typical_age ?? d.age_range).max_age + 1);
    }
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * The age sweep of evaluate.ts (every emergency and urgent case's condition stays in the top three
 * at every age of its real range) without scoring every age, for the test gate. Each piece between
 * two breakpoints (caseBreakpoints) is scored at its first and last age, and every COARSE_STEP years.
 * Inside a piece the condition's own prior weight is constant (an urgent or emergency condition's
 * age factor is 1 across its real ages), every other condition's is a straight line (its age
 * factor's corners are breakpoints), and no likelihood changes with age, so every other condition
 * moves one way only, and a share of their sum (the list's floors) too: a condition ranked above it
 * somewhere inside is ranked above it at one end or the other. When the conditions above it at the
 * two ends are together at most two, it is in the top three at every age between; when they are
 * more, or its own weight can move, every age of the piece is scored. The failures are the full
 * sweep's (a test holds the two equal on whole sets); `npm run eval` still scores every age.
 */
export function sweepAgesAtBreakpoints(
  kb: KnowledgeBase,
  set: Cases = 'authors',
  choice: EngineChoice = {},
  only?: LocationKey,
): SweepSummary {
  const summary: SweepSummary = { cases: 0, held: 0, scorings: 0, failures: [] };
  for (const { location, c, expected, from, to } of sweptCases(kb, set, only)) {
    summary.cases++;
    const loc = kb.locations.get(location)!;
    // The gold's own weight is constant across its real ages when it is urgent or emergency: the
    // model's age factor is 1 there while can't-miss conditions keep a floor of 1
    // (ModelParams.ageCantMissFloor).
    const goldConstant =
      triageRank(kb.conditions.get(expected)!.triage) >= triageRank('urgent') &&
      (choice.params ?? DEFAULT_PARAMS).ageCantMissFloor === 1;
    /** The conditions ranked above the gold at each age scored (undefined: the gold is not ranked). */
    const above = new Map<number, string[] | undefined>();
    const at = (age: number) => {
      if (above.has(age)) return above.get(age);
      summary.scorings++;
      const ranked = runCase(kb, location, { ...c, age }, { ...choice, allAnswers: true }).assessment.ranked.map(
        (r) => r.disease_short_name,
      );
      const index = ranked.indexOf(expected);
      const names = index < 0 ? undefined : ranked.slice(0, index);
      above.set(age, names);
      return names;
    };
    // A case whose answers no swept age offers (a baby's "under 3 months") has nothing to sweep.
    const starts = from > to ? [] : [from, ...caseBreakpoints(loc, c).filter((b) => b > from && b <= to), to + 1];
    for (let i = 0; i + 1 < starts.length; i++) {
      const lo = starts[i]!;
      const hi = starts[i + 1]! - 1;
      const ends = [at(lo), at(hi)];
      for (let age = lo + COARSE_STEP; age < hi; age += COARSE_STEP) at(age);
      const union = new Set(ends.flatMap((names) => names ?? []));
      if (!goldConstant || ends.includes(undefined) || union.size > 2) for (let age = lo; age <= hi; age++) at(age);
    }
    const failures: SweepFailure[] = [...above]
      .filter(([, names]) => names === undefined || names.length >= 3)
      .sort(([a], [b]) => a - b)
      .map(([age, names]) => ({ id: c.id, expected, age, rank: names === undefined ? undefined : names.length + 1 }));
    summary.failures.push(...failures);
    if (failures.length === 0) summary.held++;
  }
  return summary;
}
