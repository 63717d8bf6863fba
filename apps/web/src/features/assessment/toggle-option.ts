import { NONE_OF_THESE } from '@painpoint/contracts/constants';

/**
 * In a choose-all question "None of these" stands alone: picking it clears the other answers, and
 * picking an answer clears it. "Not sure" may go with ticked answers ("this one yes, the others I
 * cannot tell", decision 131): beside them it leaves the unticked ones unknown.
 */
export function toggleOption(chosen: readonly string[], key: string, multiple: boolean): string[] {
  if (!multiple) return [key];
  if (chosen.includes(key)) return chosen.filter((k) => k !== key);
  if (key === NONE_OF_THESE) return [key];
  return [...chosen.filter((k) => k !== NONE_OF_THESE), key];
}
