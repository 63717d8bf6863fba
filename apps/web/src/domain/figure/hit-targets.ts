import type { RegionShape } from './figure.ts';

/**
 * The side, in the figure's units, of the square every place takes a tap in: 44 CSS px on the
 * narrowest figure, 200 units drawn about 352 px wide on a 360 px phone (1.76 px a unit), with a
 * little to spare (decision 114).
 */
export const HIT_SIDE = 26;

export interface HitTarget {
  id: RegionShape['id'];
  x: number;
  y: number;
  side: number;
}

type Pt = readonly [number, number];

/** The corners of a region's outline ("M x y L x y … Z", absolute commands only). */
function pointsOf(d: string): Pt[] {
  const n = d.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  const out: Pt[] = [];
  for (let i = 0; i + 1 < n.length; i += 2) out.push([n[i] ?? 0, n[i + 1] ?? 0]);
  return out;
}

/** Where the row at height y is inside the outline: pairs of x, left to right (even-odd rule). */
function crossings(y: number, ring: readonly Pt[]): number[] {
  const xs: number[] = [];
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] ?? [0, 0];
    const [xj, yj] = ring[j] ?? [0, 0];
    if (yi > y !== yj > y) xs.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
  }
  return xs.sort((a, b) => a - b);
}

/**
 * The side of the largest upright square inside the outline, in whole units: the outline read
 * one row at a time on a 1-unit grid, then the largest all-inside square found row by row.
 */
export function largestSquare(d: string): number {
  const ring = pointsOf(d);
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const x0 = Math.floor(Math.min(...xs));
  const y0 = Math.floor(Math.min(...ys));
  const cols = Math.ceil(Math.max(...xs)) - x0;
  const rows = Math.ceil(Math.max(...ys)) - y0;
  let best = 0;
  let prev = new Array<number>(cols).fill(0);
  for (let r = 0; r < rows; r++) {
    const cur = new Array<number>(cols).fill(0);
    const cuts = crossings(y0 + r + 0.5, ring);
    for (let k = 0; k + 1 < cuts.length; k += 2) {
      const from = Math.max(0, Math.ceil((cuts[k] ?? 0) - x0 - 0.5));
      const to = Math.min(cols - 1, Math.floor((cuts[k + 1] ?? 0) - x0 - 0.5));
      for (let c = from; c <= to; c++) {
        cur[c] = 1 + Math.min(prev[c] ?? 0, cur[c - 1] ?? 0, prev[c - 1] ?? 0);
        best = Math.max(best, cur[c] ?? 0);
      }
    }
    prev = cur;
  }
  return best;
}

const cache = new WeakMap<readonly RegionShape[], HitTarget[]>();

/**
 * The invisible squares drawn under the figure's places so that a place too thin or too small to
 * take a finger's tap (an elbow, a wrist, a heel) takes one: a HIT_SIDE square at its centre,
 * catching the taps that land round it on no other place. The drawing is unchanged. Larger places
 * come first, so where two squares meet the smaller place, drawn later, keeps the tap.
 */
export function hitTargets(regions: readonly RegionShape[]): HitTarget[] {
  const known = cache.get(regions);
  if (known) return known;
  const targets = regions
    .map((r) => ({ r, side: largestSquare(r.d) }))
    .filter(({ side }) => side < HIT_SIDE)
    .sort((a, b) => b.side - a.side)
    .map(({ r }) => ({ id: r.id, x: r.cx - HIT_SIDE / 2, y: r.cy - HIT_SIDE / 2, side: HIT_SIDE }));
  cache.set(regions, targets);
  return targets;
}
