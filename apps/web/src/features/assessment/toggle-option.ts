import { NONE_OF_THESE, NOT_SURE } from '@painpoint/contracts/constants';

const EXCLUSIVE = new Set([NOT_SURE, NONE_OF_THESE]);

/**
 * In a choose-all question, "Not sure" and "None of these" stand alone: picking one of them clears
 * the other answers, and picking an answer clears them.
 */
export function toggleOption(chosen: readonly string[], key: string, multiple: boolean): string[] {
  if (!multiple) return [key];
  if (chosen.includes(key)) return chosen.filter((k) => k !== key);
  if (EXCLUSIVE.has(key)) return [key];
  return [...chosen.filter((k) => !EXCLUSIVE.has(k)), key];
}
