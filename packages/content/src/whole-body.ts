import type { LocationContent } from './load.ts';
import { asksWholeBody } from './load.ts';
import type { WholeBodyStepsFile } from './schema.ts';

/**
 * The facts the whole-body questions ask (decision 086): a fever (one meaning everywhere), how many
 * days it has lasted, and what came before it. A place's own question or answer about one of them
 * asks it twice.
 */
const FEVER_QUESTION = /\bfever\b/i;
const SHARED_FACT = /^(a )?fever\b|38 °C|\bflood water\b|\bmosquito(es)?\b|\bstreet food\b|\buntreated water\b/i;

/**
 * A place that asks the whole-body questions may not ask their facts again in its own steps. Its
 * warning signs are left alone: they name a fever together with what makes it urgent there (a hot
 * swollen joint with a fever), a fact of their own.
 */
export function checkWholeBodyOverlap(
  loc: LocationContent,
  wholeBody: WholeBodyStepsFile | undefined,
  errors: string[],
): void {
  if (!asksWholeBody(loc.own.location, wholeBody)) return;
  const name = `locations/${loc.own.location}.json`;
  for (const step of loc.own.steps) {
    if (FEVER_QUESTION.test(step.question)) {
      errors.push(`${name}: step ${step.id} asks about a fever, which the whole-body questions ask`);
    }
    for (const o of step.step_options) {
      if (o.red_flag || !SHARED_FACT.test(o.label)) continue;
      errors.push(
        `${name}: ${step.id}.${o.key} ("${o.label}") asks what the whole-body questions ask; weight wb_ keys instead`,
      );
    }
  }
}
