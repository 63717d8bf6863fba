import { VIEW_HEIGHT, VIEW_WIDTH } from './figure-curves.ts';
import type { RegionShape } from './figure.ts';

/**
 * How far round the figure a tap still lands on a place, in the figure's units: 14 units is about
 * 25 CSS px on a 360 px phone (1.76 px a unit), half a finger's 44 px beyond the outline.
 */
export const HIT_REACH = 14;

/** The grid the space round the figure is shared out on, in cells per unit (1.76 px a cell on a 360 px phone). */
const RES = 1;

/**
 * A finger's tap, 44 CSS px, in the figure's units on the narrowest figure: 200 units drawn about
 * 352 px wide on a 360 px phone (1.76 px a unit).
 */
export const TAP = 25;
/** The side of the area that asks "Which part?" round a place smaller than a tap, with a little to spare. */
export const ZONE_SIDE = 26;

export interface HitArea {
  id: RegionShape['id'];
  /** The cells round the figure nearest to the place, as rectangles: "M x y h w v h h -w Z …". */
  d: string;
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

const FAR = 1e12;

/** The view box cut into cells: the place each is on, or the nearest within reach (-1: none). */
export interface Grid {
  cols: number;
  rows: number;
  label: Int32Array;
}

/**
 * One line of a labelled squared-distance transform (Felzenszwalb and Huttenlocher's lower
 * envelope of parabolas): for each cell, the smallest `cost[q] + (p - q)²` and which q gave it.
 */
function envelope(cost: Float64Array, from: Int32Array, n: number, outCost: Float64Array, outFrom: Int32Array) {
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  let k = -1;
  for (let q = 0; q < n; q++) {
    const fq = cost[q] ?? FAR;
    if (fq >= FAR) continue;
    let s = -Infinity;
    while (k >= 0) {
      const vk = v[k] ?? 0;
      s = (fq + q * q - ((cost[vk] ?? FAR) + vk * vk)) / (2 * q - 2 * vk);
      if (s > (z[k] ?? 0)) break;
      k--;
    }
    k++;
    v[k] = q;
    z[k] = k === 0 ? -Infinity : s;
    z[k + 1] = Infinity;
  }
  if (k < 0) {
    outCost.fill(FAR);
    outFrom.fill(-1);
    return;
  }
  let j = 0;
  for (let p = 0; p < n; p++) {
    while ((z[j + 1] ?? Infinity) < p) j++;
    const q = v[j] ?? 0;
    outCost[p] = (p - q) * (p - q) + (cost[q] ?? FAR);
    outFrom[p] = from[q] ?? -1;
  }
}

/** One grid a figure: its hit areas and its "Which part?" areas are read from the same one. */
const grids = new WeakMap<readonly RegionShape[], Grid>();

/**
 * Which place each cell of the view box is on (its index in `regions`), or the nearest place
 * within `reach` units for a cell on none (-1 beyond it): the space round the figure shared out
 * between the places by distance, as a Voronoi diagram of the places would share it.
 */
export function nearestPlaces(regions: readonly RegionShape[], reach = HIT_REACH): Grid {
  const known = reach === HIT_REACH ? grids.get(regions) : undefined;
  if (known) return known;
  const cols = VIEW_WIDTH * RES;
  const rows = VIEW_HEIGHT * RES;
  const label = new Int32Array(cols * rows).fill(-1);
  const own = new Uint8Array(cols * rows);
  regions.forEach((r, i) => {
    const ring = pointsOf(r.d);
    const ys = ring.map((p) => p[1]);
    const top = Math.max(0, Math.floor(Math.min(...ys) * RES));
    const bottom = Math.min(rows, Math.ceil(Math.max(...ys) * RES));
    for (let row = top; row < bottom; row++) {
      const cuts = crossings((row + 0.5) / RES, ring);
      for (let k = 0; k + 1 < cuts.length; k += 2) {
        const from = Math.max(0, Math.ceil((cuts[k] ?? 0) * RES - 0.5));
        const to = Math.min(cols - 1, Math.floor((cuts[k + 1] ?? 0) * RES - 0.5));
        for (let c = from; c <= to; c++) {
          label[row * cols + c] = i;
          own[row * cols + c] = 1;
        }
      }
    }
  });
  // Squared distance to the nearest cell of a place: down the columns, then along the rows.
  const cost = new Float64Array(cols * rows);
  const from = new Int32Array(cols * rows);
  const colCost = new Float64Array(rows);
  const colFrom = new Int32Array(rows);
  const outCost = new Float64Array(Math.max(rows, cols));
  const outFrom = new Int32Array(Math.max(rows, cols));
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const l = label[r * cols + c] ?? -1;
      colCost[r] = l >= 0 ? 0 : FAR;
      colFrom[r] = l;
    }
    envelope(colCost, colFrom, rows, outCost, outFrom);
    for (let r = 0; r < rows; r++) {
      cost[r * cols + c] = outCost[r] ?? FAR;
      from[r * cols + c] = outFrom[r] ?? -1;
    }
  }
  const rowCost = new Float64Array(cols);
  const rowFrom = new Int32Array(cols);
  const limit = (reach * RES) ** 2;
  for (let r = 0; r < rows; r++) {
    rowCost.set(cost.subarray(r * cols, (r + 1) * cols));
    rowFrom.set(from.subarray(r * cols, (r + 1) * cols));
    envelope(rowCost, rowFrom, cols, outCost, outFrom);
    for (let c = 0; c < cols; c++) {
      if (own[r * cols + c]) continue;
      label[r * cols + c] = (outCost[c] ?? FAR) <= limit ? (outFrom[c] ?? -1) : -1;
    }
  }
  const grid = { cols, rows, label };
  if (reach === HIT_REACH) grids.set(regions, grid);
  return grid;
}

/**
 * The side, in units, of the largest upright square all on one place (on it, or on its share of
 * the space round it), per place of `nearestPlaces`.
 */
export function largestSquares({ cols, rows, label }: Grid, places: number): number[] {
  const best = new Array<number>(places).fill(0);
  let prev = new Int32Array(cols);
  let cur = new Int32Array(cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const l = label[i] ?? -1;
      let side = 0;
      if (l >= 0) {
        const grows = r > 0 && c > 0 && label[i - cols] === l && label[i - 1] === l && label[i - cols - 1] === l;
        side = grows ? 1 + Math.min(prev[c] ?? 0, cur[c - 1] ?? 0, prev[c - 1] ?? 0) : 1;
        if (side / RES > (best[l] ?? 0)) best[l] = side / RES;
      }
      cur[c] = side;
    }
    [prev, cur] = [cur, prev];
  }
  return best;
}

const cache = new WeakMap<readonly RegionShape[], HitArea[]>();

/**
 * The invisible areas drawn under the figure's places (decision 125): every point round the figure
 * within HIT_REACH of it takes a tap for the place nearest to it, so a place at the edge of the
 * figure (a shoulder, the neck, a groin, an elbow, a heel) takes a finger's tap that lands just
 * beside it, and no place takes a tap from its neighbour's side. Each area takes in the place's own
 * cells too, so no sliver between an outline and the grid is left without a tap. The drawing is
 * unchanged; the places themselves, drawn over these, keep every tap on them.
 */
export function hitAreas(regions: readonly RegionShape[]): HitArea[] {
  const known = cache.get(regions);
  if (known) return known;
  const { cols, rows, label } = nearestPlaces(regions);
  const parts: string[][] = regions.map(() => []);
  // Runs of one place's cells on a row (place, first column, column after), each grown down while
  // the row below repeats it exactly, then drawn as one rectangle.
  type Run = { l: number; x0: number; x1: number; y0: number };
  let open: Run[] = [];
  const draw = (run: Run, y1: number) => {
    const w = (run.x1 - run.x0) / RES;
    parts[run.l]?.push(`M${run.x0 / RES} ${run.y0 / RES}h${w}v${(y1 - run.y0) / RES}h${-w}Z`);
  };
  for (let r = 0; r < rows; r++) {
    const next: Run[] = [];
    let k = 0; // the open runs and this row's both go left to right
    for (let c = 0; c < cols;) {
      const l = label[r * cols + c] ?? -1;
      let end = c + 1;
      while (end < cols && label[r * cols + end] === l) end++;
      if (l >= 0) {
        while (k < open.length && (open[k]?.x0 ?? 0) < c) draw(open[k++] as Run, r);
        const same = open[k];
        if (same && same.x0 === c && same.x1 === end && same.l === l) {
          next.push(same);
          k++;
        } else next.push({ l, x0: c, x1: end, y0: r });
      }
      c = end;
    }
    while (k < open.length) draw(open[k++] as Run, r);
    open = next;
  }
  for (const run of open) draw(run, rows);
  const areas = regions.map((reg, i) => ({ id: reg.id, d: (parts[i] ?? []).join('') })).filter((a) => a.d !== '');
  cache.set(regions, areas);
  return areas;
}

/**
 * The part of an outline inside an upright square (Sutherland–Hodgman, one side of the square at
 * a time). A concave outline may come back with edges along the square's sides, which the even-odd
 * fill of a zone ignores.
 */
export function clipToSquare(ring: readonly Pt[], x0: number, y0: number, side: number): Pt[] {
  const edges: ((p: Pt) => number)[] = [
    (p) => p[0] - x0,
    (p) => x0 + side - p[0],
    (p) => p[1] - y0,
    (p) => y0 + side - p[1],
  ];
  let out: Pt[] = [...ring];
  for (const inside of edges) {
    const from = out;
    out = [];
    from.forEach((p, i) => {
      const q = from[(i + 1) % from.length] ?? p;
      const a = inside(p);
      const b = inside(q);
      if (a >= 0) out.push(p);
      if (a >= 0 !== b >= 0) {
        const w = a / (a - b);
        out.push([p[0] + (q[0] - p[0]) * w, p[1] + (q[1] - p[1]) * w]);
      }
    });
  }
  return out;
}

const pathOf = (pts: readonly Pt[]) =>
  `M${pts.map(([x, y]) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`).join(' L')} Z`;

export interface ChoiceZone {
  /** The place too small for a tap, even with its share of the space round it. */
  id: RegionShape['id'];
  /** A ZONE_SIDE square round it and the place's outline inside it, a hole by the even-odd rule. */
  d: string;
  /** Every place the square covers, drawn or round the figure: the small place first, then head to feet. */
  ids: RegionShape['id'][];
}

const zoneCache = new WeakMap<readonly RegionShape[], ChoiceZone[]>();

/**
 * Round each place still too small for a finger with its hit area (the lower belly between the
 * tummy and the groins, a child's neck between the head and the chest), a square a finger's tap
 * wide that asks "Which part?" at the finger, offering the places it covers (decision 125). The
 * place itself is left out of the square, so a tap that lands on it still chooses it at once; only
 * a tap on a neighbour close to it asks.
 */
export function choiceZones(regions: readonly RegionShape[]): ChoiceZone[] {
  const known = zoneCache.get(regions);
  if (known) return known;
  const grid = nearestPlaces(regions);
  const { cols, rows, label } = grid;
  const sides = largestSquares(grid, regions.length);
  const zones = regions.flatMap((r, i): ChoiceZone[] => {
    if ((sides[i] ?? 0) >= TAP) return [];
    const x0 = Math.round((r.cx - ZONE_SIDE / 2) * RES);
    const y0 = Math.round((r.cy - ZONE_SIDE / 2) * RES);
    const covered = new Set<number>([i]);
    for (let y = Math.max(0, y0); y < Math.min(rows, y0 + ZONE_SIDE * RES); y++)
      for (let x = Math.max(0, x0); x < Math.min(cols, x0 + ZONE_SIDE * RES); x++) {
        const l = label[y * cols + x] ?? -1;
        if (l >= 0) covered.add(l);
      }
    const square = `M${x0 / RES} ${y0 / RES}h${ZONE_SIDE}v${ZONE_SIDE}h${-ZONE_SIDE}Z`;
    const hole = clipToSquare(pointsOf(r.d), x0 / RES, y0 / RES, ZONE_SIDE);
    const ids = [...covered].sort((a, b) => (a === i ? -1 : b === i ? 1 : a - b)).map((l) => regions[l]?.id ?? r.id);
    return [{ id: r.id, d: `${square} ${pathOf(hole)}`, ids }];
  });
  zoneCache.set(regions, zones);
  return zones;
}
