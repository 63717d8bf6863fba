import type { TriageLevel } from '@painpoint/contracts';
import { triageRank } from '@painpoint/engine';
import type { ClinicalCase } from './schema.ts';

/** A case's condition and level as one writer gave them, and who wrote it (the case set). */
export interface WrittenLevel {
  writer: string;
  id: string;
  expected: string;
  level: TriageLevel;
}

export interface WritersAgree {
  /** Cases whose condition at least one other writer's case names too. */
  compared: number;
  /** Of those, cases whose level is one the other writers gave that condition most often. */
  agree: number;
}

/** Every named case of the sets given, as written. */
export function writtenLevels(sets: ReadonlyMap<string, Iterable<{ cases: readonly ClinicalCase[] }>>): WrittenLevel[] {
  const out: WrittenLevel[] = [];
  for (const [writer, files] of sets)
    for (const file of files)
      for (const c of file.cases)
        if (c.expected) out.push({ writer, id: c.id, expected: c.expected, level: c.expected_triage });
  return out;
}

/**
 * How far the writers of cases agree on how urgent a condition is: for each named case of `set`,
 * the levels the OTHER sets' cases give the same condition, and whether this case's level is the
 * one they give most (any of them, on a tie). A case whose condition no other set names is not
 * compared. An engine that gives a condition one level, whatever its writer thought, matches a
 * case about as often as the writers agree with each other: a ceiling for exact urgency that
 * differs by answers only where the answers raise or lower a condition's level.
 */
export function writersAgree(set: string, all: readonly WrittenLevel[]): WritersAgree {
  const others = new Map<string, Map<TriageLevel, number>>();
  for (const w of all) {
    if (w.writer === set) continue;
    const counts = others.get(w.expected) ?? new Map<TriageLevel, number>();
    counts.set(w.level, (counts.get(w.level) ?? 0) + 1);
    others.set(w.expected, counts);
  }
  let compared = 0;
  let agree = 0;
  for (const w of all) {
    if (w.writer !== set) continue;
    const counts = others.get(w.expected);
    if (!counts) continue;
    compared++;
    const most = Math.max(...counts.values());
    if ((counts.get(w.level) ?? 0) === most) agree++;
  }
  return { compared, agree };
}

/** A case's condition, the level its writer gave and the level the engine gave. */
export interface GivenLevel {
  expected: string;
  written: TriageLevel;
  given: TriageLevel;
}

/** How the engine's urgency for one condition compares with its writers', over many cases. */
export interface ConditionUrgency {
  condition: string;
  cases: number;
  exact: number;
  /** Told a higher level than written, and a lower one. */
  higher: number;
  lower: number;
  /** The levels the writers gave it, and those the engine gave, by how many cases. */
  written: Partial<Record<TriageLevel, number>>;
  given: Partial<Record<TriageLevel, number>>;
}

/**
 * Exact urgency by condition: for each condition named by the cases, how often the engine gave the
 * writer's level, a higher one or a lower one. Where one condition's cases are told a level too
 * high again and again, the level is the content's choice against its writers' (a calf clot an
 * emergency where they write urgent), not chance: `npm run eval -- --json` lists the conditions
 * with a case told too high or too low, the most often told too high first.
 */
export function urgencyByCondition(levels: readonly GivenLevel[]): ConditionUrgency[] {
  const by = new Map<string, ConditionUrgency>();
  for (const { expected, written, given } of levels) {
    const u = by.get(expected) ?? {
      condition: expected,
      cases: 0,
      exact: 0,
      higher: 0,
      lower: 0,
      written: {},
      given: {},
    };
    const diff = triageRank(given) - triageRank(written);
    u.cases++;
    if (diff === 0) u.exact++;
    else if (diff > 0) u.higher++;
    else u.lower++;
    u.written[written] = (u.written[written] ?? 0) + 1;
    u.given[given] = (u.given[given] ?? 0) + 1;
    by.set(expected, u);
  }
  return [...by.values()].sort(
    (a, b) => b.higher - a.higher || b.lower - a.lower || a.condition.localeCompare(b.condition),
  );
}
