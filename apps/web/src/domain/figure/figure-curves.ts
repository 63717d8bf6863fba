/**
 * The plane geometry the body map's figure is drawn with: smooth curves through key points,
 * sampled into straight segments, so that every path is made of absolute M and L commands and Z
 * only (a test can read any outline without a geometry library).
 *
 * Points are in "half coordinates" [u, y]: u is the distance from the body's midline (negative on
 * the other side), y runs down the view box.
 */

export type Pt = readonly [number, number];

export const VIEW_WIDTH = 200;
export const VIEW_HEIGHT = 400;
/** The midline; the figure is centred in the view box. */
const CX = VIEW_WIDTH / 2;

const STEP = 3; // sampling distance along curves, in units (≈5 px): smooth at phone sizes

export const dist = (a: Pt, b: Pt) => Math.hypot(b[0] - a[0], b[1] - a[1]);
const reflect = (about: Pt, p: Pt): Pt => [2 * about[0] - p[0], 2 * about[1] - p[1]];
export const mirrorPt = (p: Pt): Pt => [-p[0], p[1]];
export const lerp = (a: number, b: number, w: number) => a + (b - a) * w;
export const reverse = (pts: readonly Pt[]): Pt[] => [...pts].reverse();
export const line = (a: Pt, b: Pt): Pt[] => [a, b];

export function at<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new Error(`figure: index ${i} out of range`);
  return v;
}

/**
 * Centripetal Catmull–Rom through every point (unlike the uniform kind it makes no cusps or
 * loops where key points are unevenly spaced), sampled about every `step` units. `before`/`after`
 * are phantom neighbours that set the end tangents; a mirrored neighbour makes a curve meet the
 * midline square, so the two mirrored halves join smoothly.
 */
export function spline(pts: readonly Pt[], before?: Pt, after?: Pt, step = STEP): Pt[] {
  if (pts.length < 2) return [...pts];
  const first = at(pts, 0);
  const last = at(pts, pts.length - 1);
  const p = [before ?? reflect(first, at(pts, 1)), ...pts, after ?? reflect(last, at(pts, pts.length - 2))];
  const out: Pt[] = [first];
  for (let i = 1; i < p.length - 2; i++) {
    const p0 = at(p, i - 1);
    const p1 = at(p, i);
    const p2 = at(p, i + 1);
    const p3 = at(p, i + 2);
    const t1 = Math.sqrt(Math.max(dist(p0, p1), 1e-6));
    const t2 = t1 + Math.sqrt(Math.max(dist(p1, p2), 1e-6));
    const t3 = t2 + Math.sqrt(Math.max(dist(p2, p3), 1e-6));
    const n = Math.max(1, Math.ceil(dist(p1, p2) / step));
    for (let k = 1; k < n; k++) {
      const t = t1 + ((t2 - t1) * k) / n;
      const mix = (a: Pt, b: Pt, ta: number, tb: number): Pt => {
        const w = (t - ta) / (tb - ta);
        return [a[0] + (b[0] - a[0]) * w, a[1] + (b[1] - a[1]) * w];
      };
      const a1 = mix(p0, p1, 0, t1);
      const a2 = mix(p1, p2, t1, t2);
      const a3 = mix(p2, p3, t2, t3);
      const b1 = mix(a1, a2, 0, t2);
      const b2 = mix(a2, a3, t1, t3);
      out.push(mix(b1, b2, t1, t2));
    }
    out.push(p2); // key points are hit exactly, so cuts meet the outline at known vertices
  }
  return out;
}

/** A smooth closed loop through the points (the first point is not repeated at the end). */
export function loop(pts: readonly Pt[], step = STEP): Pt[] {
  const closed = spline([...pts, at(pts, 0)], at(pts, pts.length - 1), at(pts, 1), step);
  return closed.slice(0, -1);
}

/** A curve given by its +u half (midline last), mirrored into a whole, symmetric curve. */
export function across(half: readonly Pt[], step = STEP): Pt[] {
  return spline([...half, ...half.slice(0, -1).reverse().map(mirrorPt)], undefined, undefined, step);
}

/** A smooth outline through named key points; pieces between two names are shared by neighbours. */
export class Contour {
  readonly pts: Pt[];
  private readonly index = new Map<string, number>();

  constructor(keys: readonly (readonly [string, Pt] | Pt)[], before?: Pt, after?: Pt) {
    const points = keys.map((k) => (typeof k[0] === 'string' ? (k[1] as Pt) : (k as Pt)));
    this.pts = [];
    // spline() returns the key points themselves among its samples, so identity finds each key.
    const all = spline(points, before, after);
    let ki = 0;
    for (const p of all) {
      const key = keys[ki];
      this.pts.push(p);
      if (key !== undefined && p === at(points, ki)) {
        if (typeof key[0] === 'string') this.index.set(key[0], this.pts.length - 1);
        ki++;
      }
    }
  }

  point(name: string): Pt {
    return at(this.pts, this.indexOf(name));
  }

  /** The samples from one key to another, in that direction. */
  piece(from: string, to: string): Pt[] {
    const a = this.indexOf(from);
    const b = this.indexOf(to);
    return a <= b ? this.pts.slice(a, b + 1) : this.pts.slice(b, a + 1).reverse();
  }

  private indexOf(name: string): number {
    const i = this.index.get(name);
    if (i === undefined) throw new Error(`figure: no key point "${name}"`);
    return i;
  }
}

/** Joins pieces end to start, dropping the repeated joints. */
export function ring(...pieces: readonly Pt[][]): Pt[] {
  const out: Pt[] = [];
  for (const piece of pieces) {
    for (const p of piece) {
      const prev = out[out.length - 1];
      if (!prev || dist(prev, p) > 1e-9) out.push(p);
    }
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && out.length > 1 && dist(first, last) < 1e-9) out.pop();
  return out;
}

/** A region on the midline: `half` runs from one midline point round the +u side to another. */
export function symmetric(half: readonly Pt[]): Pt[] {
  return [...half, ...half.slice(1, -1).reverse().map(mirrorPt)];
}

// ---------------------------------------------------------------------------------------------
// Output

const round = (n: number) => Math.round(n * 10) / 10;

/** Half coordinates to view-box coordinates; `dir` -1 draws the mirror image (the other side). */
export const toSvg =
  (dir: number) =>
  ([u, y]: Pt): Pt => [round(CX + dir * u), round(y)];

/** An SVG path of absolute M/L commands, closed with Z when `closed`. Consecutive repeats are dropped. */
export function toPath(pts: readonly Pt[], closed: boolean): string {
  const cmds: string[] = [];
  let prev = '';
  for (const [x, y] of pts) {
    const xy = `${x} ${y}`;
    if (xy !== prev) cmds.push(`${cmds.length === 0 ? 'M' : 'L'}${xy}`);
    prev = xy;
  }
  const body = cmds.join(' ');
  return closed ? `${body} Z` : body;
}

/** Area centroid of a simple polygon (shoelace formula). */
export function centroid(pts: readonly Pt[]): Pt {
  let a = 0;
  let x = 0;
  let y = 0;
  pts.forEach((p, i) => {
    const q = at(pts, (i + 1) % pts.length);
    const cross = p[0] * q[1] - q[0] * p[1];
    a += cross;
    x += (p[0] + q[0]) * cross;
    y += (p[1] + q[1]) * cross;
  });
  return [round(x / (3 * a)), round(y / (3 * a))];
}
