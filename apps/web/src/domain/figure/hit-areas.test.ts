import { describe, expect, it } from 'vitest';
import { figureShapes, type RegionShape } from './figure.ts';
import { TAP, ZONE_SIDE, choiceZones, clipToSquare, hitAreas, largestSquares, nearestPlaces } from './hit-areas.ts';

const FIGURES = [false, true].flatMap((child) =>
  (['male', 'female'] as const).flatMap((sex) =>
    (['front', 'back'] as const).map((view) => ({
      child,
      sex,
      view,
      name: `${child ? 'child' : 'adult'} ${sex} ${view}`,
    })),
  ),
);

const square = (id: string, x: number, y: number, side: number): RegionShape =>
  ({
    id,
    d: `M${x} ${y} L${x + side} ${y} L${x + side} ${y + side} L${x} ${y + side} Z`,
    cx: x + side / 2,
    cy: y + side / 2,
  }) as RegionShape;

describe("the space round the figure's places (decision 125)", () => {
  it('goes to the nearest place, up to the reach and no further', () => {
    // Two places 10 units apart: the gap is split down the middle.
    const grid = nearestPlaces([square('a', 50, 50, 20), square('b', 80, 50, 20)], 14);
    const at = (x: number, y: number) => grid.label[y * grid.cols + x];
    expect(at(60, 60)).toBe(0);
    expect(at(72, 60)).toBe(0);
    expect(at(77, 60)).toBe(1);
    expect(at(60, 80)).toBe(0); // 10 below a
    expect(at(60, 90)).toBe(-1); // 20 below: out of reach
    expect(at(30, 60)).toBe(-1);
  });

  it('gives every point within reach to one place, and draws it under that place', () => {
    const { regions } = figureShapes('male', 'front');
    const areas = hitAreas(regions);
    expect(areas.map((a) => a.id).sort()).toEqual(regions.map((r) => r.id).sort());
    for (const a of areas) expect(a.d).toMatch(/^(M[\d.]+ [\d.]+h[\d.]+v[\d.]+h-[\d.]+Z)+$/);
  });

  it('brings the shoulders, the groins and the thin parts of the arms to a finger’s tap', () => {
    for (const f of FIGURES) {
      const { regions } = figureShapes(f.sex, f.view, f.child);
      const sides = largestSquares(nearestPlaces(regions), regions.length);
      const ids = ['shoulder', 'upper-arm', 'elbow-forearm', 'wrist-hand'].map((p) => `${p}-left-${f.view}`);
      for (const id of f.view === 'front' ? [...ids, 'groin-left'] : ids) {
        const i = regions.findIndex((r) => r.id === id);
        expect(i, id).toBeGreaterThanOrEqual(0);
        expect(sides[i], `${f.name} ${id}`).toBeGreaterThanOrEqual(TAP);
      }
      // Without its share round the figure (no reach) the shoulder is too small: what the areas add.
      const bare = largestSquares(nearestPlaces(regions, 0), regions.length);
      expect(bare[regions.findIndex((r) => r.id === `shoulder-left-${f.view}`)], f.name).toBeLessThan(TAP);
    }
  });
});

describe('"Which part?" round a place too small for a finger (decision 125)', () => {
  it('cuts the part of an outline inside a square', () => {
    const area = (pts: readonly (readonly [number, number])[]) =>
      Math.abs(
        pts.reduce((n, [x, y], i) => {
          const [x2, y2] = pts[(i + 1) % pts.length] ?? [x, y];
          return n + x * y2 - x2 * y;
        }, 0),
      ) / 2;
    const big = clipToSquare(
      [
        [0, 0],
        [40, 0],
        [40, 40],
        [0, 40],
      ],
      10,
      10,
      10,
    );
    expect(area(big)).toBeCloseTo(100);
    for (const [x, y] of big) expect(x >= 10 && x <= 20 && y >= 10 && y <= 20).toBe(true);
    // A triangle whose long side crosses the square corner to corner keeps the half inside it.
    expect(
      area(
        clipToSquare(
          [
            [0, 0],
            [30, 0],
            [0, 30],
          ],
          10,
          10,
          10,
        ),
      ),
    ).toBeCloseTo(50);
    expect(
      clipToSquare(
        [
          [0, 0],
          [4, 0],
          [4, 4],
        ],
        10,
        10,
        10,
      ),
    ).toEqual([]);
  });

  it('asks round the lower belly and a child’s neck, and nowhere the places are large enough', () => {
    const asked = FIGURES.flatMap((f) =>
      choiceZones(figureShapes(f.sex, f.view, f.child).regions).map((z) => `${f.name} ${z.ids.join(' ')}`),
    );
    expect(asked).toEqual([
      'adult male front lower-abdomen mid-abdomen groin-left groin-right',
      'adult female front neck-front chest',
      'adult female front lower-abdomen mid-abdomen groin-left groin-right',
      'child male front neck-front head-front chest',
      'child male front lower-abdomen mid-abdomen groin-left groin-right',
      'child male back neck-back head-back upper-back',
      'child female front neck-front head-front chest',
      'child female front lower-abdomen mid-abdomen groin-left groin-right',
      'child female back neck-back head-back upper-back',
    ]);
  });

  it('is a square a finger wide with the small place cut out of it, so a tap on the place chooses it', () => {
    for (const f of FIGURES) {
      const { regions } = figureShapes(f.sex, f.view, f.child);
      const sides = largestSquares(nearestPlaces(regions), regions.length);
      for (const z of choiceZones(regions)) {
        const i = regions.findIndex((r) => r.id === z.id);
        expect(sides[i], `${f.name} ${z.id}`).toBeLessThan(TAP);
        expect(ZONE_SIDE).toBeGreaterThan(TAP);
        const [outer, hole] = z.d.split(' M');
        expect(outer).toMatch(new RegExp(`^M[\\d.]+ [\\d.]+h${ZONE_SIDE}v${ZONE_SIDE}h-${ZONE_SIDE}Z$`));
        expect(hole, `${f.name} ${z.id}: the place is cut out`).toMatch(/ L.* Z$/);
      }
    }
  });
});
