import { RESERVED_OPTION_KEYS, type DiagnosisStep } from '@painpoint/contracts';
import type { KnowledgeBase } from './load.ts';

/**
 * Where an option's English joins two facts (issue 51): " or ", " and " or a comma outside
 * brackets. Brackets hold examples or a plain gloss of the one fact ("(fields, building sites,
 * kitchens)", "(uvula)"), so they are left out.
 */
const JOINS = /\s(or|and)\s|,/i;

/** Whether an option label joins two facts, read without its brackets. */
export const joinsFacts = (label: string): boolean => JOINS.test(label.replace(/\([^)]*\)/g, ''));

/** An option whose English joins facts: `where` is `place/key` (or `danger-signs/key`, `whole-body/key`). */
export interface JoinedOption {
  where: string;
  label: string;
}

/** Every option of the given steps (named by `name`) whose label joins facts. */
export function joinedOptions(name: string, steps: readonly DiagnosisStep[]): JoinedOption[] {
  return steps.flatMap((s) =>
    s.step_options
      .filter((o) => !RESERVED_OPTION_KEYS.includes(o.key) && o.asked !== false && joinsFacts(o.label))
      .map((o) => ({ where: `${name}/${o.key}`, label: o.label })),
  );
}

/** Every place's own options, and the shared screens' once, that join facts. */
export function joinedOptionsOf(kb: KnowledgeBase): JoinedOption[] {
  return [
    ...[...kb.locations].flatMap(([key, loc]) => joinedOptions(key, loc.own.steps)),
    ...(kb.dangerSigns ? joinedOptions('danger-signs', kb.dangerSigns.steps) : []),
    ...(kb.wholeBody ? joinedOptions('whole-body', kb.wholeBody.steps) : []),
  ];
}

/** Why an option whose words join facts is one fact a person can tick truthfully, for the label it was judged on. */
export interface OneFactReason {
  label: string;
  why: string;
}

/**
 * Fails an option that joins facts unless `reasons` records why it is one fact (for exactly its
 * label: a reworded option is judged again). Fails a reason that no longer fits an option, so the
 * record stays true. (Every option found when the check began was judged by 2026-11-27.)
 */
export function checkOneFact(
  joined: readonly JoinedOption[],
  reasons: Readonly<Record<string, OneFactReason>>,
  errors: string[],
): void {
  const found = new Map(joined.map((j) => [j.where, j.label] as const));
  for (const j of joined) {
    const reason = reasons[j.where];
    if (reason && reason.label === j.label) continue;
    if (reason)
      errors.push(
        `${j.where}: "${j.label}" was reworded since checks/one-fact.json judged it one fact; judge it again`,
      );
    else
      errors.push(
        `${j.where}: "${j.label}" joins two facts with "or", "and" or a comma; split it, or record in checks/one-fact.json why it is one fact`,
      );
  }
  for (const where of Object.keys(reasons))
    if (!found.has(where))
      errors.push(`checks/one-fact.json: ${where} no longer joins facts (or is gone); take its reason off`);
}
