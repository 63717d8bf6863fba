import { BUILDS, CHILD, CHILD_HEIGHTS, Y, type Build, type Sex } from './figure-builds.ts';
import {
  Contour,
  VIEW_HEIGHT,
  VIEW_WIDTH,
  centroid,
  lerp,
  line,
  mirrorPt,
  reverse,
  ring,
  spline,
  symmetric,
  toPath,
  toSvg,
  type Pt,
} from './figure-curves.ts';
import { FINGERTIPS, details, type Anchors, type Decoration } from './figure-details.ts';
import { BODY_REGIONS, type BodyView, type RegionId, type Side } from './regions.ts';

/**
 * The body map's figure: a standing man or woman, or a child, built from the tappable regions
 * themselves.
 *
 * Everything is computed from a few measurements per sex (figure-builds.ts); the child's figure
 * is the same drawing with a child's measurements and its heights moved (CHILD_HEIGHTS). One half
 * of the body is described in "half coordinates" [u, y]: u is the distance from the midline, y runs
 * from the crown (≈4) to the soles (≈398). Outlines are smooth curves through named key points; a region
 * is a closed ring of pieces of those outlines plus the cuts between neighbours. Two neighbours
 * use the very same sampled points for their shared edge, so regions never overlap and never
 * leave a gap. Hair and a few anatomical lines (figure-details.ts) are drawn round and over the
 * regions without catching a tap.
 *
 * Paths contain only absolute M and L commands and Z, so a test (or anything else) can read the
 * exact outline of every region without a geometry library.
 */

export type { Decoration, Sex };

export interface RegionShape {
  id: RegionId;
  /** Closed SVG path: "M x y L x y … Z". */
  d: string;
  /** Where the "selected" mark is drawn: the area centroid, inside the region for these shapes. */
  cx: number;
  cy: number;
}

export interface FigureShapes {
  viewBox: string;
  regions: RegionShape[];
  decorations: Decoration[];
}

// ---------------------------------------------------------------------------------------------
// The outlines

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
  const top: Pt = [b.head * 0.7, 6.6];
  const under: Pt = view === 'front' ? [b.chin, 48.8] : [b.jaw * 0.55, 45.6];
  return new Contour(
    [
      ['crown', [0, Y.crown]],
      top,
      [b.head, 17],
      [b.head + 0.2, 22],
      [b.head + 2.4, 24.5], // the ear
      [b.head + 2.3, 31],
      [b.head - 0.4, 35.5],
      ['jaw', [b.jaw, Y.jawAngle]],
      under,
      ['base', [0, view === 'front' ? Y.chin : Y.skullBase]],
    ],
    mirrorPt(top),
    mirrorPt(under),
  );
}

/** Where the arm hangs: a straight axis from the armpit to the wrist, swung out by `spread`. */
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
  const w = centre(Y.wrist);
  /** A point of the hand: `a` units on from the wrist, `off` across (+ = the thumb's side). */
  const hand = (a: number, off: number): Pt => [
    w[0] + along[0] * a + across[0] * off,
    w[1] + along[1] * a + across[1] * off,
  ];
  return { atArm, hand };
}

/** The hand from the wrist's outer side round to its inner side: the thumb, then the fingertips. */
function handOutline(hand: (a: number, off: number) => Pt, b: Build): Pt[] {
  const h = b.hand / 2;
  const w = b.wrist / 2;
  return [
    hand(4.5, lerp(w, h, 0.6) + 0.6),
    hand(10.5, h + 2.4), // the ball of the thumb
    hand(17, h + 4.2),
    hand(23, h + 5.4),
    hand(27.6, h + 4.9),
    hand(29.8, h + 3.9),
    hand(30.4, h + 2.6), // the thumb's tip, level with the first joints of the fingers
    hand(29.4, h + 1.5),
    hand(23, h + 0.9),
    hand(18.2, h - 0.1), // the web between thumb and index
    hand(25, h - 0.3),
    hand(33.5, h * 0.92),
    ...FINGERTIPS.map(([along, off]) => hand(along, h * off)),
    hand(31, -h * 0.97),
    hand(20, -h),
    hand(10, -h + 0.3),
    hand(4.5, -lerp(w, h, 0.5)),
  ];
}

/**
 * From the angle of the jaw down the neck, over the shoulder, down the outer arm, round the hand
 * and back up the inner arm to the armpit.
 */
function armOutline(b: Build): Contour {
  const { atArm, hand } = armFrame(b);
  return new Contour([
    ['jaw', [b.jaw, Y.jawAngle]],
    [b.neck, 50],
    [b.neck + 0.4, 58],
    [b.neckBase, 66],
    ['neckCut', [b.trapezius, Y.neckCut]],
    [lerp(b.trapezius, b.shoulder, 0.55), 75.4], // the slope of the trapezius
    ['acromion', [b.shoulder, Y.acromion]],
    [lerp(b.shoulder, b.deltoid, 0.72), 86],
    [b.deltoid, 96],
    ['shoulderOut', atArm(Y.armpit, b.upperArm / 2)],
    atArm(128, b.upperArm / 2 + 0.3), // biceps
    ['elbowOut', atArm(151, b.elbow / 2)],
    atArm(164, b.forearm / 2),
    atArm(183, (b.forearm + b.wrist) / 4),
    ['wristOut', atArm(Y.wrist, b.wrist / 2)],
    ...handOutline(hand, b),
    ['wristIn', atArm(Y.wrist, -b.wrist / 2)],
    atArm(183, -(b.forearm + b.wrist) / 4),
    atArm(164, -b.forearm / 2 - 0.3),
    ['elbowIn', atArm(151, -b.elbow / 2)],
    atArm(128, -b.upperArm / 2),
    ['armpit', atArm(Y.armpit, -b.upperArm / 2)],
  ]);
}

/**
 * The foot, from the outer ankle bone round to the inner one: from the front its top, the toes
 * turned a little out, the big toe lowest; from behind the heel, with the outer edge of the foot
 * showing beyond it.
 */
function foot(b: Build, view: BodyView): Pt[] {
  const o = b.ankle;
  // Beyond the ankle both feet are the same size: a foot must stay at least 44 px wide to tap.
  return view === 'front'
    ? [
        [o + 1.2, 367.5], // the outer ankle bone sits lower than the inner one
        [o + 3.4, 375.5],
        [31.8, 383.4],
        [34.9, 389.6],
        [35.8, 393.8], // the little toe
        [33.2, 395.8],
        [26.8, 397],
        [22.6, 397.8],
        [16, 398.4], // the big toe
        [11.6, 397.6],
        [9.6, 394.5],
        [9.4, 388], // the joint of the big toe
        [10, 379],
        [10.8, 370],
      ]
    : [
        [o + 0.6, 369],
        [o + 2.6, 379],
        [31, 386.5],
        [34.8, 391.2],
        [35.6, 393.4], // the outer edge of the foot, turned out
        [33, 395],
        [25.5, 396.2],
        [20.5, 397.6], // the heel
        [15.5, 398.3],
        [11.4, 396.8],
        [9, 392],
        [9.2, 384],
        [10.6, 373],
      ];
}

/** From the armpit down the side of the body and the outer leg, round the foot, up to the crotch. */
function lowerOutline(b: Build, view: BodyView, armpit: Pt): Contour {
  return new Contour(
    [
      ['armpit', armpit],
      [b.chest, Y.bust],
      ['ribs', [b.ribs, Y.ribs]],
      [b.waist, b.waistY],
      ['navel', [b.waist + (Y.navel - b.waistY) * 0.12, Y.navel]],
      ['iliac', [lerp(b.waist, b.hip, 0.55), Y.iliacCrest]],
      [b.hip, b.hipY],
      ['groinOut', [b.hip - 0.7, Y.groinCut]],
      ['foldOut', [b.hip - 1.4, Y.glutealFold]],
      [b.thigh, Y.thigh],
      ['kneeTopOut', [b.knee - 0.3, Y.kneeTop]],
      [b.knee + 0.3, 286],
      ['kneeBottomOut', [b.knee - 0.5, Y.kneeBottom]],
      [b.calf, Y.calf],
      [lerp(b.calf, b.ankle, 0.62), 343],
      ['ankleOut', [b.ankle, Y.ankle]],
      ...foot(b, view),
      ['ankleIn', [11.8, Y.ankle]],
      [10.2, 343],
      [b.calfIn, Y.calf + 2],
      ['kneeBottomIn', [7.4, Y.kneeBottom]],
      [6.8, 287],
      ['kneeTopIn', [7.2, Y.kneeTop]],
      [b.innerThigh, Y.thigh],
      ['foldIn', [lerp(b.innerThigh, 2.4, 0.6), Y.glutealFold]],
      ['groinIn', [2.2, Y.groinCut]],
      ['crotch', [0, Y.crotch]],
    ],
    undefined,
    [-2.2, Y.groinCut], // the other leg's inner thigh, so the crotch rounds over into it
  );
}

/** A gently curved cut from a side point to the midline, meeting it square. */
function toMidline(side: Pt, midY: number): Pt[] {
  const mid: Pt = [side[0] * 0.5, lerp(side[1], midY, 0.85)];
  return spline([side, mid, [0, midY]], undefined, mirrorPt(mid));
}

function buildHalf(b: Build, view: BodyView): { half: Half; anchors: Anchors } {
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
  const anchors: Anchors = {
    hand: armFrame(b).hand,
    acromion: arm.point('acromion'),
    armpit,
    knee: [low.point('kneeTopIn'), low.point('kneeBottomOut')],
  };

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
    // The band round the belly button (the whole tummy for a parent who cannot point) ends where
    // the hip bones are; what is left below, down to the groin creases, is the lower belly.
    const belly = toMidline(iliac, Y.belly);
    // The groin crease runs from the hip bone down to the pubic bone, then the V to the crotch.
    const inguinal = spline([iliac, [8.5, 192], low.point('crotch')]);
    const half: Half = {
      centre: {
        'head-front': headRing,
        'neck-front': neck,
        chest: symmetric(ring(reverse(neckBottom), deltoidEdge, low.piece('armpit', 'ribs'), ribs)),
        'upper-abdomen': symmetric(ring(reverse(ribs), low.piece('ribs', 'navel'), navel)),
        'mid-abdomen': symmetric(ring(reverse(navel), low.piece('navel', 'iliac'), belly)),
        'lower-abdomen': symmetric(ring(reverse(belly), inguinal)),
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
    return { half, anchors };
  }

  const waist = toMidline(low.point('navel'), Y.navel + 2);
  // The middle of the back: from below the shoulder blades (level with the lower ribs) to the waist.
  const midBack = toMidline(low.point('ribs'), Y.ribs + 3);
  // The top of the buttock follows the hip bone, dipping to the sacrum at the top of the cleft.
  const sacrum: Pt = [0, 196];
  const crest = spline([low.point('iliac'), [20, 176.5], [6, 189], sacrum], undefined, [-6, 189]);
  const foldOut = low.point('foldOut');
  const fold = spline([foldOut, [foldOut[0] * 0.52, Y.glutealFold + 4.5], low.point('foldIn')]);
  const half: Half = {
    centre: {
      'head-back': headRing,
      'neck-back': neck,
      'upper-back': symmetric(ring(reverse(neckBottom), deltoidEdge, low.piece('armpit', 'ribs'), midBack)),
      'mid-back': symmetric(ring(reverse(midBack), low.piece('ribs', 'navel'), waist)),
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
  return { half, anchors };
}

// ---------------------------------------------------------------------------------------------
// Output

/** Moves heights through [from, to] knots, straight between them (CHILD_HEIGHTS). */
function stretch(knots: readonly (readonly [number, number])[]) {
  return (y: number): number => {
    const i = knots.findIndex(([from]) => from >= y);
    const hi = knots[i];
    const lo = knots[i - 1];
    if (!hi || !lo) return y;
    return Math.round(lerp(lo[1], hi[1], (y - lo[0]) / (hi[0] - lo[0])) * 10) / 10;
  };
}

type Warp = (y: number) => number;

function shape(pts: readonly Pt[], dir: number, warp: Warp): Omit<RegionShape, 'id'> {
  const abs = pts.map(toSvg(dir)).map(([x, y]): Pt => [x, warp(y)]);
  const [cx, cy] = centroid(abs);
  return { d: toPath(abs, true), cx, cy };
}

/** The id suffix that keeps a sided part's id unique across the two views (see regions.ts). */
function sidedId(part: string, side: Side, view: BodyView): string {
  const plain = ['groin', 'buttock', 'calf', 'heel'];
  return `${part}-${side}${plain.includes(part) ? '' : `-${view}`}`;
}

/** A decoration's heights moved like the regions' (its path is absolute M/L commands and Z only). */
const warpPath = (d: string, warp: Warp) =>
  d.replace(/([ML])(-?[\d.]+) (-?[\d.]+)/g, (_, cmd: string, x: string, y: string) => `${cmd}${x} ${warp(Number(y))}`);

const cache = new Map<string, FigureShapes>();

/**
 * The regions and decorations of one figure: a man or a woman, or with `child` a boy or a girl
 * (the child's build, with the adults' heights moved by CHILD_HEIGHTS; decision 104). In the
 * front view the person faces us, so their left side is on the viewer's right; in the back view
 * their left is on the viewer's left.
 */
export function figureShapes(sex: Sex, view: BodyView, child = false): FigureShapes {
  const cacheKey = `${sex}:${view}:${child}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;

  const b: Build = child ? { ...CHILD, hair: BUILDS[sex].hair } : BUILDS[sex];
  const warp: Warp = child ? stretch(CHILD_HEIGHTS) : (y) => y;
  const { half, anchors } = buildHalf(b, view);
  // The +u half is on the viewer's right: the person's left from the front, their right from behind.
  const sideOf = (dir: number): Side => (dir > 0 === (view === 'front') ? 'left' : 'right');
  const byId = new Map<string, Omit<RegionShape, 'id'>>();
  for (const [id, pts] of Object.entries(half.centre)) byId.set(id, shape(pts, 1, warp));
  for (const [part, pts] of Object.entries(half.sided)) {
    for (const dir of [1, -1]) byId.set(sidedId(part, sideOf(dir), view), shape(pts, dir, warp));
  }
  // Document order is the keyboard order: head to feet, as in BODY_REGIONS.
  const regions = BODY_REGIONS.filter((r) => r.view === view).map((r) => {
    const s = byId.get(r.id);
    if (!s) throw new Error(`figure: no shape for region "${r.id}"`);
    return { id: r.id, ...s };
  });
  const decorations = details(b, view, anchors).map((d) => (child ? { ...d, d: warpPath(d.d, warp) } : d));
  const result = { viewBox: `0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`, regions, decorations };
  cache.set(cacheKey, result);
  return result;
}
