/**
 * Rounds to 2 decimals, half away from zero, on the number as it is written in decimal: 1.005
 * becomes 1.01 (a plain `Math.round(x * 100) / 100` gives 1 because 1.005 * 100 is 100.4999…).
 */
export function round2(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${value}`);
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e2`));
  const result = sign * Number(`${shifted}e-2`);
  return result === 0 ? 0 : result;
}
