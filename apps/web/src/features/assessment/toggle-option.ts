import { NONE_OF_THESE, NOT_SURE } from '@painpoint/contracts/constants';

const EXCLUSIVE = new Set([NOT_SURE, NONE_OF_THESE]);

/**
 * In a choose-all question, "Not sure" and "None of these" stand alone: picking one of them clears
 * the other answers, and picking an answer clears them. On a list of warning signs (`warningList`)
 * "Not sure" may go with ticked signs ("this one yes, the others I cannot tell"); only "None of
 * these" stands alone there.
 */
export function toggleOption(chosen: readonly string[], key: string, multiple: boolean, warningList = false): string[] {
  if (!multiple) return [key];
  if (chosen.includes(key)) return chosen.filter((k) => k !== key);
  const alone = (k: string) => (warningList ? k === NONE_OF_THESE : EXCLUSIVE.has(k));
  if (alone(key)) return [key];
  return [...chosen.filter((k) => !alone(k)), key];
}
