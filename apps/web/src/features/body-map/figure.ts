import { BODY_REGIONS, type BodyView, type RegionId, type Side } from './regions.ts';

/**
 * The body map's figure: a standing mannequin built from the tappable regions themselves.
 *
 * Everything is computed from a few measurements per sex. One half of the body is described in
 * "half coordinates" [u, y]: u is the distance from the midline, y runs from the crown (≈4) to
 * the soles (≈398). Outlines are smooth curves through named key points; a region is a closed ring
 * of pieces of those outlines plus the cuts between neighbours. Two neighbours use the very same
 * sampled points for their shared edge, so regions never overlap and never leave a gap.
 *
 * Paths contain only absolute M and L commands and Z, so a test (or anything else) can read the
 * exact outline of every region without a geometry library.
 */

export type Sex = 'male' | 'female';

export interface RegionShape {
  id: RegionId;
  /** Closed SVG path: "M x y L x y … Z". */
  d: string;
  /** Where the "selected" mark is drawn: the area centroid, inside the region for these shapes. */
  cx: number;
  cy: number;
}

export interface Decoration {
  d: string;
  /** Hair is filled; lines (the bust line, the nape hairline) are only stroked. */
  kind: 'hair' | 'line';
  /** Under the regions (hair volume around the skull) or over them (never catching a tap). */
  layer: 'under' | 'over';
}

export interface FigureShapes {
  viewBox: string;
  regions: RegionShape[];
  decorations: Decoration[];
}

export const VIEW_WIDTH = 200;
export const VIEW_HEIGHT = 400;
/** The midline; the figure is centred in the view box. */
const CX = VIEW_WIDTH / 2;

type Pt = readonly [number, number];

/** Measurements in view-box units (1 unit ≈ 0.45 cm on a 175 cm adult); widths are full widths. */
interface Build {
  /** Half-width of the skull, and at the angle of the jaw. */
  head: number;
  jaw: number;
  /** Half-width of the neck under the jaw. */
  neck: number;
  /** Where the side of the neck turns into the slope of the shoulder: the neck/shoulder cut. */
  trapezius: number;
  /** The bony point of the shoulder, and the rounded muscle below it (half-widths). */
  shoulder: number;
  deltoid: number;
  /** Torso half-widths: at the armpit, waist and the widest point of the hips. */
  armpit: number;
  waist: number;
  hip: number;
  upperArm: number;
  elbow: number;
  forearm: number;
  wrist: number;
  hand: number;
  /**
   * How far the wrist swings out from where the arm leaves the armpit. The arms are held a little
   * away from the body so that each arm segment is wide enough to tap and clear of the hips.
   */
  spread: number;
  /** Outer half-width of the calf at its fullest. */
  calf: number;
  /** Decorations that tell the figures apart. */
  hair: 'short' | 'bob';
  bust: boolean;
}

const BUILDS: Record<Sex, Build> = {
  // Broader shoulders than hips, a straight waist, heavier limbs.
  male: {
    head: 17,
    jaw: 13,
    neck: 12,
    trapezius: 22,
    shoulder: 46,
    deltoid: 54,
    armpit: 36,
    waist: 30.5,
    hip: 36.5,
    upperArm: 21,
    elbow: 18,
    forearm: 19,
    wrist: 13,
    hand: 19,
    spread: 22,
    calf: 34.8,
    hair: 'short',
    bust: false,
  },
  // Narrower shoulders, a defined waist and hips wider than the shoulders, slimmer limbs; the
  // arms swing out a little more to clear the wider hips and keep the forearm easy to tap.
  female: {
    head: 15.8,
    jaw: 11.5,
    neck: 10.5,
    trapezius: 19.5,
    shoulder: 40,
    deltoid: 46.5,
    armpit: 31.5,
    waist: 25.5,
    hip: 40.5,
    upperArm: 18.5,
    elbow: 16,
    forearm: 16.5,
    wrist: 11.5,
    hand: 18,
    spread: 25,
    calf: 33.8,
    hair: 'bob',
    bust: true,
  },
};

/** Heights shared by both figures (the same layout keeps the two maps equally easy to use). */
const Y = {
  crown: 4,
  chin: 50,
  skullBase: 46.5,
  jawAngle: 42,
  neckCut: 71,
  sternalNotch: 77, // front: the neck ends at the top of the breastbone …
  nape: 79, // … back: at the bony bump at the base of the neck
  acromion: 80,
  armpit: 110,
  ribs: 122, // chest / upper belly
  navel: 152, // upper / lower belly, and upper / lower back
  iliacCrest: 172, // the top of the hip bone: belly / groin at the front, back / buttock behind
  hipWidest: 194,
  crotch: 204,
  groinCut: 214,
  glutealFold: 222,
  wrist: 198,
  handLength: 42,
  kneeTop: 272,
  kneeBottom: 301,
  ankle: 362,
} as const;

// ---------------------------------------------------------------------------------------------
// Curves

const STEP = 3; // sampling distance along curves, in units (≈5 px): smooth at phone sizes

const dist = (a: Pt, b: Pt) => Math.hypot(b[0] - a[0], b[1] - a[1]);
const reflect = (about: Pt, p: Pt): Pt => [2 * about[0] - p[0], 2 * about[1] - p[1]];
const mirrorPt = (p: Pt): Pt => [-p[0], p[1]];

function at<T>(list: readonly T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new Error(`figure: index ${i} out of range`);
  return v;
}

/**
 * Centripetal Catmull–Rom through every point (unlike the uniform kind it makes no cusps or
 * loops where key points are unevenly spaced), sampled about every STEP units. `before`/`after`
 * are phantom neighbours that set the end tangents; a mirrored neighbour makes a curve meet the
 * midline square, so the two mirrored halves join smoothly.
 */
function spline(pts: readonly Pt[], before?: Pt, after?: Pt): Pt[] {
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
    const n = Math.max(1, Math.ceil(dist(p1, p2) / STEP));
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

/** A smooth outline through named key points; pieces between two names are shared by neighbours. */
class Contour {
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
function ring(...pieces: readonly Pt[][]): Pt[] {
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
function symmetric(half: readonly Pt[]): Pt[] {
  return [...half, ...half.slice(1, -1).reverse().map(mirrorPt)];
}

const reverse = (pts: readonly Pt[]): Pt[] => [...pts].reverse();
const line = (a: Pt, b: Pt): Pt[] => [a, b];
const lerp = (a: number, b: number, w: number) => a + (b - a) * w;

// ---------------------------------------------------------------------------------------------
// The body

interface Half {
  /** Regions on the midline, as whole rings in half coordinates. */
  centre: Record<string, Pt[]>;
  /** One side's regions (on the +u side), keyed by the part name used in the region ids. */
  sided: Record<string, Pt[]>;
}

/**
 * The skull, the ears and the line where the head meets the neck: the jaw and chin from the
 * front, the flatter base of the skull from behind (there is no chin to see).
 */
function head(b: Build, view: BodyView): Contour {
  const top: Pt = [b.head * 0.72, 7];
  const under: Pt = view === 'front' ? [b.jaw * 0.5, 48.5] : [b.jaw * 0.5, 45.8];
  return new Contour(
    [
      ['crown', [0, Y.crown]],
      top,
      [b.head, 18],
      [b.head + 2.3, 24], // the ear
      [b.head + 2, 32],
      [b.head - 0.8, 35.5],
      ['jaw', [b.jaw, Y.jawAngle]],
      under,
      ['base', [0, view === 'front' ? Y.chin : Y.skullBase]],
    ],
    mirrorPt(top),
    mirrorPt(under),
  );
}

/** Perpendicular to the arm's axis, pointing away from the body. */
function armFrame(b: Build) {
  const dy = Y.wrist - Y.armpit;
  const slope = b.spread / dy;
  const len = Math.hypot(1, slope);
  const across: Pt = [1 / len, -slope / len];
  const along: Pt = [slope / len, 1 / len];
  const top = b.armpit + b.upperArm / 2; // the arm's axis where it leaves the armpit
  const centre = (y: number): Pt => [top + (b.spread * (y - Y.armpit)) / dy, y];
  /** A point on the axis at height y, moved `off` across the arm (+ = outer side). */
  const atArm = (y: number, off: number): Pt => {
    const c = centre(y);
    return [c[0] + across[0] * off, c[1] + across[1] * off];
  };
  return { atArm, along, across, centre };
}

/**
 * From the angle of the jaw down the neck, over the shoulder, down the outer arm, round the hand
 * and back up the inner arm to the armpit. In the front and back views alike the palm faces
 * forward, so the thumb is on the outer side.
 */
function armOutline(b: Build): Contour {
  const { atArm, along, across, centre } = armFrame(b);
  const w = centre(Y.wrist);
  const hand = (a: number, off: number): Pt => [
    w[0] + along[0] * a + across[0] * off,
    w[1] + along[1] * a + across[1] * off,
  ];
  const h = b.hand / 2;
  return new Contour([
    ['jaw', [b.jaw, Y.jawAngle]],
    [b.neck, 50],
    [b.neck + 0.5, 59],
    [b.neck + 3, 66],
    ['neckCut', [b.trapezius, Y.neckCut]],
    [b.shoulder - 9, 76.5],
    [b.shoulder, Y.acromion],
    [lerp(b.shoulder, b.deltoid, 0.72), 88],
    [b.deltoid, 98],
    ['shoulderOut', atArm(Y.armpit, b.upperArm / 2)],
    atArm(128, b.upperArm / 2 + 0.4), // biceps
    ['elbowOut', atArm(151, b.elbow / 2)],
    atArm(166, b.forearm / 2),
    atArm(184, (b.forearm + b.wrist) / 4),
    ['wristOut', atArm(Y.wrist, b.wrist / 2)],
    hand(8, h),
    hand(14, h + 4.6), // the thumb, held a little away from the palm
    hand(21, h + 6.6),
    hand(25, h + 1.2),
    hand(31, h - 0.4),
    hand(38, h - 2.6),
    hand(Y.handLength, 0.5), // fingertips
    hand(38, -h + 2),
    hand(28, -h),
    hand(12, -h + 0.3),
    ['wristIn', atArm(Y.wrist, -b.wrist / 2)],
    atArm(184, -(b.forearm + b.wrist) / 4),
    atArm(166, -b.forearm / 2),
    ['elbowIn', atArm(151, -b.elbow / 2)],
    atArm(128, -b.upperArm / 2),
    ['armpit', atArm(Y.armpit, -b.upperArm / 2)],
  ]);
}

/** The two feet as seen from the front (toes turned slightly out) and from behind (the heel). */
function foot(view: BodyView): Pt[] {
  return view === 'front'
    ? [
        [26, 369],
        [28.5, 379],
        [33.5, 388],
        [35.2, 393],
        [31, 397],
        [20, 397.6],
        [11, 396.6],
        [7.8, 392],
        [9.4, 382],
        [10.5, 371],
      ]
    : [
        [25.8, 370],
        [28, 380],
        [34.2, 388],
        [35.4, 392.5],
        [30, 395.3],
        [23.5, 396.8],
        [17.5, 397.8],
        [11.8, 396.6],
        [8, 392],
        [9.2, 383],
        [10.6, 372],
      ];
}

/** From the armpit down the side of the body and the outer leg, round the foot, up to the crotch. */
function lowerOutline(b: Build, view: BodyView, armpit: Pt): Contour {
  const thigh = b.hip - (b.hip - 33.5) * 0.45; // a woman's thigh tapers more from the wider hip
  return new Contour(
    [
      ['armpit', armpit],
      ['ribs', [lerp(b.armpit, b.waist, 0.22), Y.ribs]],
      [b.waist, 144],
      ['navel', [b.waist + 0.4, Y.navel]],
      ['iliac', [lerp(b.waist, b.hip, 0.5), Y.iliacCrest]],
      [b.hip, Y.hipWidest],
      ['groinOut', [b.hip - 0.8, Y.groinCut]],
      ['foldOut', [b.hip - 1.3, Y.glutealFold]],
      [thigh, 242],
      ['kneeTopOut', [33.6, Y.kneeTop]],
      [34.3, 286],
      ['kneeBottomOut', [33.4, Y.kneeBottom]],
      [b.calf, 318],
      [29, 345],
      ['ankleOut', [25, Y.ankle]],
      ...foot(view),
      ['ankleIn', [11.5, Y.ankle]],
      [9.5, 345],
      [7.6, 318],
      ['kneeBottomIn', [7, Y.kneeBottom]],
      [6.6, 286],
      ['kneeTopIn', [7, Y.kneeTop]],
      [5, 242],
      ['foldIn', [3.1, Y.glutealFold]],
      ['groinIn', [2.4, Y.groinCut]],
      ['crotch', [0, Y.crotch]],
    ],
    undefined,
    [-2.4, Y.groinCut], // the other leg's inner thigh, so the crotch rounds over into it
  );
}

/** A gently curved cut from a side point to the midline, meeting it square. */
function toMidline(side: Pt, midY: number): Pt[] {
  const mid: Pt = [side[0] * 0.5, lerp(side[1], midY, 0.85)];
  return spline([side, mid, [0, midY]], undefined, mirrorPt(mid));
}

function buildHalf(b: Build, view: BodyView): Half {
  const hd = head(b, view);
  const arm = armOutline(b);
  const low = lowerOutline(b, view, arm.point('armpit'));
  const neckCut = arm.point('neckCut');
  const armpit = arm.point('armpit');
  const neckBottom = toMidline(neckCut, view === 'front' ? Y.sternalNotch : Y.nape);
  // The front of the deltoid bulges towards the chest; behind, the same line is its back edge.
  const deltoidEdge = spline([
    neckCut,
    [lerp(neckCut[0], armpit[0], 0.5) - 2, lerp(neckCut[1], armpit[1], 0.5)],
    armpit,
  ]);
  const armCut = (a: string, b2: string) => line(arm.point(a), arm.point(b2));
  const legCut = (a: string, b2: string) => line(low.point(a), low.point(b2));

  const sided: Record<string, Pt[]> = {
    shoulder: ring(arm.piece('neckCut', 'shoulderOut'), armCut('shoulderOut', 'armpit'), reverse(deltoidEdge)),
    'upper-arm': ring(
      arm.piece('shoulderOut', 'elbowOut'),
      armCut('elbowOut', 'elbowIn'),
      arm.piece('elbowIn', 'armpit'),
    ),
    'elbow-forearm': ring(
      arm.piece('elbowOut', 'wristOut'),
      armCut('wristOut', 'wristIn'),
      arm.piece('wristIn', 'elbowIn'),
    ),
    'wrist-hand': arm.piece('wristOut', 'wristIn'),
    knee: ring(
      low.piece('kneeTopOut', 'kneeBottomOut'),
      legCut('kneeBottomOut', 'kneeBottomIn'),
      low.piece('kneeBottomIn', 'kneeTopIn'),
    ),
  };
  const lowerLeg = ring(
    low.piece('kneeBottomOut', 'ankleOut'),
    legCut('ankleOut', 'ankleIn'),
    low.piece('ankleIn', 'kneeBottomIn'),
  );
  const ankle = low.piece('ankleOut', 'ankleIn');
  const headRing = symmetric(ring(hd.piece('crown', 'base')));
  const neck = symmetric(ring(hd.piece('base', 'jaw'), arm.piece('jaw', 'neckCut'), neckBottom));

  if (view === 'front') {
    const ribs = toMidline(low.point('ribs'), Y.ribs + 3);
    const navel = toMidline(low.point('navel'), Y.navel + 3);
    const iliac = low.point('iliac');
    // The groin crease runs from the hip bone down to the pubic bone, then the V to the crotch.
    const inguinal = spline([iliac, [8.5, 192], low.point('crotch')]);
    return {
      centre: {
        'head-front': headRing,
        'neck-front': neck,
        chest: symmetric(ring(reverse(neckBottom), deltoidEdge, low.piece('armpit', 'ribs'), ribs)),
        'upper-abdomen': symmetric(ring(reverse(ribs), low.piece('ribs', 'navel'), navel)),
        'lower-abdomen': symmetric(ring(reverse(navel), low.piece('navel', 'iliac'), inguinal)),
      },
      sided: {
        ...sided,
        groin: ring(
          low.piece('iliac', 'groinOut'),
          legCut('groinOut', 'groinIn'),
          low.piece('groinIn', 'crotch'),
          reverse(inguinal),
        ),
        thigh: ring(
          low.piece('groinOut', 'kneeTopOut'),
          legCut('kneeTopOut', 'kneeTopIn'),
          low.piece('kneeTopIn', 'groinIn'),
        ),
        'lower-leg': lowerLeg,
        'ankle-foot': ankle,
      },
    };
  }

  const waist = toMidline(low.point('navel'), Y.navel + 2);
  // The top of the buttock follows the hip bone, dipping to the sacrum at the top of the cleft.
  const sacrum: Pt = [0, 196];
  const crest = spline([low.point('iliac'), [20, 176.5], [6, 189], sacrum], undefined, [-6, 189]);
  const fold = spline([low.point('foldOut'), [19, 226], low.point('foldIn')]);
  return {
    centre: {
      'head-back': headRing,
      'neck-back': neck,
      'upper-back': symmetric(ring(reverse(neckBottom), deltoidEdge, low.piece('armpit', 'navel'), waist)),
      'lower-back': symmetric(ring(reverse(waist), low.piece('navel', 'iliac'), crest)),
    },
    sided: {
      ...sided,
      buttock: ring(
        low.piece('iliac', 'foldOut'),
        fold,
        low.piece('foldIn', 'crotch'),
        line(low.point('crotch'), sacrum),
        reverse(crest),
      ),
      thigh: ring(
        low.piece('foldOut', 'kneeTopOut'),
        legCut('kneeTopOut', 'kneeTopIn'),
        low.piece('kneeTopIn', 'foldIn'),
        reverse(fold),
      ),
      calf: lowerLeg,
      heel: ankle,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Decorations

function hair(b: Build, view: BodyView): Decoration[] {
  const h = b.head;
  const closed = (pts: readonly Pt[], layer: Decoration['layer']): Decoration => ({
    d: toPath(pts.map(toSvg(1)), true),
    kind: 'hair',
    layer,
  });
  /** A curve given by its +u half (midline last), mirrored to a full, symmetric curve. */
  const across = (half: readonly Pt[]): Pt[] => spline([...half, ...half.slice(0, -1).reverse().map(mirrorPt)]);

  if (b.hair === 'bob') {
    // Volume round the skull, falling to the jaw beside the neck.
    const bob = across([
      [h + 2, 55.5],
      [h + 5, 50],
      [h + 5.5, 34],
      [h + 4, 15],
      [h * 0.75, 2.5],
      [0, 0.8],
    ]);
    if (view === 'back') {
      const ends = across([
        [h + 2, 55.5],
        [h * 0.5, 56.8],
        [0, 57],
      ]);
      return [closed([...bob, ...reverse(ends).slice(1, -1)], 'over')];
    }
    // From the front the bob lies behind the face and neck, with a fringe swept to one side.
    const top = across([
      [h + 1, 36],
      [h + 1.8, 18],
      [h * 0.7, 2.2],
      [0, 1.2],
    ]);
    const fringe = spline([
      [-(h - 0.5), 36],
      [-(h - 1.2), 24],
      [-h * 0.7, 19],
      [-h * 0.2, 15.5],
      [h * 0.45, 12.5],
      [h - 1.8, 22],
      [h - 0.5, 36],
    ]);
    return [closed(bob, 'under'), closed([...top, ...fringe], 'over')];
  }

  const cap = across([
    [h + 0.8, view === 'front' ? 25 : 33],
    [h + 1.4, 15],
    [h * 0.66, 2.6],
    [0, 1.6],
  ]);
  // The cap's lower edge: the hairline on the forehead, or the nape seen from behind.
  const edge =
    view === 'front'
      ? across([
          [h - 0.2, 25],
          [h - 1.2, 16.5],
          [h * 0.55, 12.5],
          [0, 11.5],
        ])
      : across([
          [h + 0.2, 33],
          [h * 0.5, 37.5],
          [0, 38.5],
        ]);
  return [closed([...cap, ...reverse(edge)], 'over')];
}

/** A gentle line under each breast on the female front. */
function bustLines(): Decoration[] {
  const curve = spline([
    [4, 106],
    [9, 114],
    [16, 117.2],
    [24, 114.5],
    [28.5, 106.5],
  ]);
  return [1, -1].map((s) => ({ d: toPath(curve.map(toSvg(s)), false), kind: 'line' as const, layer: 'over' as const }));
}

// ---------------------------------------------------------------------------------------------
// Output

const round = (n: number) => Math.round(n * 10) / 10;
const toSvg =
  (dir: number) =>
  ([u, y]: Pt): Pt => [round(CX + dir * u), round(y)];

function toPath(pts: readonly Pt[], closed: boolean): string {
  const body = pts.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  return closed ? `${body} Z` : body;
}

/** Area centroid of a simple polygon (shoelace formula). */
function centroid(pts: readonly Pt[]): Pt {
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

function shape(pts: readonly Pt[], dir: number): Omit<RegionShape, 'id'> {
  const abs = pts.map(toSvg(dir));
  const [cx, cy] = centroid(abs);
  return { d: toPath(abs, true), cx, cy };
}

/** The id suffix that keeps a sided part's id unique across the two views (see regions.ts). */
function sidedId(part: string, side: Side, view: BodyView): string {
  const plain = ['groin', 'buttock', 'calf', 'heel'];
  return `${part}-${side}${plain.includes(part) ? '' : `-${view}`}`;
}

const cache = new Map<string, FigureShapes>();

/**
 * The regions and decorations of one figure. In the front view the person faces us, so their left
 * side is on the viewer's right; in the back view their left is on the viewer's left.
 */
export function figureShapes(sex: Sex, view: BodyView): FigureShapes {
  const cacheKey = `${sex}:${view}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;

  const b = BUILDS[sex];
  const half = buildHalf(b, view);
  // The +u half is on the viewer's right: the person's left from the front, their right from behind.
  const sideOf = (dir: number): Side => (dir > 0 === (view === 'front') ? 'left' : 'right');
  const byId = new Map<string, Omit<RegionShape, 'id'>>();
  for (const [id, pts] of Object.entries(half.centre)) byId.set(id, shape(pts, 1));
  for (const [part, pts] of Object.entries(half.sided)) {
    for (const dir of [1, -1]) byId.set(sidedId(part, sideOf(dir), view), shape(pts, dir));
  }
  // Document order is the keyboard order: head to feet, as in BODY_REGIONS.
  const regions = BODY_REGIONS.filter((r) => r.view === view).map((r) => {
    const s = byId.get(r.id);
    if (!s) throw new Error(`figure: no shape for region "${r.id}"`);
    return { id: r.id, ...s };
  });
  const decorations = [...hair(b, view), ...(b.bust && view === 'front' ? bustLines() : [])];
  const result = { viewBox: `0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`, regions, decorations };
  cache.set(cacheKey, result);
  return result;
}
