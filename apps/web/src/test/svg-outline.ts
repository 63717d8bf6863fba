/**
 * Reading the figures' outlines in tests. The figure's paths use only absolute M and L commands
 * and Z (domain/figure/figure-curves.ts), so a few lines read them without a geometry library.
 */

export type Pt = [number, number];

/** Reads a path of absolute M/L commands and Z as one list per closed or open subpath. */
export function subpaths(d: string): Pt[][] {
  const tokens = d
    .trim()
    .split(/\s+|(?=[A-Za-z])|(?<=[A-Za-z])/)
    .filter(Boolean);
  const out: Pt[][] = [];
  for (let i = 0; i < tokens.length;) {
    const cmd = tokens[i++];
    if (cmd === 'Z') continue;
    if (cmd !== 'M' && cmd !== 'L') throw new Error(`unexpected path command ${cmd}`);
    const x = Number(tokens[i++]);
    const y = Number(tokens[i++]);
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new Error(`bad coordinates in ${d}`);
    if (cmd === 'M') out.push([]);
    out.at(-1)?.push([x, y]);
  }
  return out;
}

/** Reads a path of one subpath; anything but M, L and Z fails, so the format stays simple. */
export function polygon(d: string): Pt[] {
  return subpaths(d).flat();
}

export function bbox(pts: Pt[]) {
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  return { minX, maxX, minY, maxY, cx: (minX + maxX) / 2, cy: (minY + maxY) / 2 };
}

/** Even–odd ray casting. */
export function inside([x, y]: Pt, poly: Pt[]): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Where a horizontal line at height y crosses a polygon's edges. */
export function crossings(poly: Pt[], y: number): number[] {
  const xs: number[] = [];
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y) xs.push(xi + ((y - yi) * (xj - xi)) / (yj - yi));
  }
  return xs;
}
