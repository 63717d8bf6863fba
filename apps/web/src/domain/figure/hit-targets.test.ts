import { describe, expect, it } from 'vitest';
import { figureShapes } from './figure.ts';
import { HIT_SIDE, hitTargets, largestSquare } from './hit-targets.ts';

describe("the figure's hit squares (decision 114)", () => {
  it('measures the largest square inside an outline', () => {
    expect(largestSquare('M0 0 L30 0 L30 10 L0 10 Z')).toBe(10);
    expect(largestSquare('M0 0 L40 0 L40 40 L0 40 Z')).toBe(40);
  });

  it('gives a square to each place too small for a tap, and none to the large ones', () => {
    const { regions } = figureShapes('female', 'front');
    const ids = hitTargets(regions).map((h) => h.id);
    expect(ids).toContain('elbow-forearm-left-front');
    expect(ids).toContain('lower-abdomen');
    expect(ids).not.toContain('chest');
    for (const h of hitTargets(regions)) expect(h.side).toBe(HIT_SIDE);
  });
});
