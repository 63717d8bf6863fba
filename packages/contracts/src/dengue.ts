/**
 * The dengue guard (decision 094).
 * In dengue, anti-inflammatory painkillers (ibuprofen, aspirin, diclofenac and the like) can cause
 * dangerous bleeding. Whenever a result ranks dengue or severe dengue, the advice it shows leaves
 * out every treatment and self-care line that suggests one, and says "paracetamol only" instead.
 * Free of zod: the browser imports it.
 */
import type { NsaidAdvice } from './diagnosis.ts';

/** The conditions whose possibility switches the guard on. */
export const DENGUE_CONDITIONS: readonly string[] = ['dengue', 'severe_dengue'];

/** True when dengue or severe dengue is among the ranked conditions. */
export const dengueIsPossible = (ranked: readonly { disease_short_name: string }[]): boolean =>
  ranked.some((r) => DENGUE_CONDITIONS.includes(r.disease_short_name));

interface Advice {
  treatments: string[];
  self_care?: string[];
  nsaid_advice?: NsaidAdvice | undefined;
}

/** The condition without the lines that suggest an anti-inflammatory painkiller. */
export function withoutNsaidAdvice<T extends Advice>(c: T): T {
  const marked = c.nsaid_advice;
  if (!marked) return c;
  const keep = (lines: string[], drop: number[]) => lines.filter((_, i) => !drop.includes(i));
  return {
    ...c,
    treatments: keep(c.treatments, marked.treatments),
    ...(c.self_care ? { self_care: keep(c.self_care, marked.self_care) } : {}),
  };
}
