import { Y, type Build } from './figure-builds.ts';
import { across, at, loop, reverse, spline, toPath, toSvg, type Pt } from './figure-curves.ts';
import type { BodyView } from './regions.ts';

/**
 * What makes the figure read as a person rather than a set of buttons: hair, and a few quiet
 * anatomical lines in the style of a medical illustration (collarbones, the chest or the bust,
 * the navel, knee caps, shoulder blades and spine, the creases between fingers and toes). None of
 * them is a region or catches a tap; the regions' own outlines stay the strongest lines.
 */

/** Points of the body the details are placed from, in half coordinates (see figure.ts). */
export interface Anchors {
  /** A point of the hand: `a` units on from the wrist, `off` across (+ = the thumb's side). */
  hand(a: number, off: number): Pt;
  acromion: Pt;
  armpit: Pt;
  /** The knee's inner top and outer bottom corners. */
  knee: readonly [Pt, Pt];
}

export interface Decoration {
  d: string;
  /**
   * `hair` is a fill without an outline; `outline` is the hair's edge, as strong as the regions'
   * outlines; a `line` (collarbones, the chest, shoulder blades) and a `crease` (between fingers
   * and toes, a knee cap, the spine) are quieter strokes.
   */
  kind: 'hair' | 'outline' | 'line' | 'crease';
  /** Under the regions (hair behind the neck) or over them (never catching a tap). */
  layer: 'under' | 'over';
}

/**
 * The fingertips, held together: [along the hand from the wrist, across as a share of half the
 * palm's width], from the index (on the thumb's side) to the little finger. The middle finger is
 * the longest; the outline runs through these and creases between them mark the fingers.
 */
export const FINGERTIPS: readonly Pt[] = [
  [39.4, 0.7],
  [42, 0.22],
  [41.2, -0.28],
  [37.6, -0.72],
];

type Layer = Decoration['layer'];

/** Paths of one kind, on one side (+u) or mirrored onto both. */
function draw(
  pts: readonly Pt[],
  kind: Decoration['kind'],
  opts: { both?: boolean; closed?: boolean; layer?: Layer } = {},
) {
  const { both = true, closed = false, layer = 'over' } = opts;
  return (both ? [1, -1] : [1]).map((dir): Decoration => ({ d: toPath(pts.map(toSvg(dir)), closed), kind, layer }));
}

/** A lock of hair drawn whole: its fill and its edge all round. */
const lock = (pts: readonly Pt[], layer: Layer): Decoration[] => [
  ...draw(pts, 'hair', { both: false, closed: true, layer }),
  ...draw(pts, 'outline', { both: false, closed: true, layer }),
];

/**
 * His hair is short: a cap above the forehead and the ears, to the nape behind. Hers is long and
 * parted in the middle: from the front it frames the face and falls behind the neck onto the
 * shoulders (drawn under the regions, so the neck and shoulders stay in front of it); from behind
 * it covers the back of the head and the top of the neck.
 */
function hair(b: Build, view: BodyView): Decoration[] {
  const h = b.head;
  if (b.hair === 'short') {
    const cap = across([
      [h + 0.7, view === 'front' ? 23.5 : 31],
      [h + 1.5, 13],
      [h * 0.66, 2.2],
      [0, 1.4],
    ]);
    const edge =
      view === 'front'
        ? across([
            [h - 0.3, 23.5], // the sideburn
            [h - 1.3, 15.5],
            [h * 0.55, 12.2],
            [0, 11.4],
          ])
        : across([
            [h + 0.4, 31],
            [h * 0.6, 38.5],
            [0, 40],
          ]);
    return lock([...cap, ...reverse(edge)], 'over');
  }

  // Her hair over the crown, down to where it falls straight, as a +u half (see across()).
  const crown: Pt[] = [
    [h + 4.8, 34],
    [h + 3.4, 12],
    [h * 0.7, 1.6],
    [0, 0.6],
  ];
  if (view === 'back') {
    // From behind it hangs from the widest part of the head to just below the jaw, the ends
    // falling in a shallow curve, longest in the middle.
    const back = across([[h + 3.9, 60], [h + 3.3, 51], ...crown]);
    const ends = across([
      [h + 3.9, 60],
      [h * 0.6, 63],
      [0, 63.6],
    ]);
    return lock([...back, ...reverse(ends).slice(1, -1)], 'over');
  }
  // Behind the neck: only what shows between the neck and the shoulders is seen.
  const behind = across([[h + 3.6, 76], [h + 3.8, 64], ...crown]);
  // In front: the hair over the head, down to the angle of the jaw, parted in the middle. Its
  // outer edge is the same curve as the hair behind, so the two fills join without a seam.
  const jawLevel = Y.jawAngle + 0.6;
  const start = behind.findIndex((p) => p[1] <= jawLevel);
  const top = behind.slice(start, behind.length - start);
  const face = across([
    [b.jaw + 0.3, jawLevel],
    [h - 0.5, 34],
    [h - 1.4, 25],
    [h * 0.72, 15],
    [h * 0.3, 11.2],
    [0, 12.4], // the parting
  ]);
  return [
    ...lock(behind, 'under'),
    ...draw([...top, ...reverse(face)], 'hair', { both: false, closed: true }),
    ...draw(top, 'outline', { both: false }),
    ...draw(face, 'outline', { both: false }),
  ];
}

function front(b: Build, a: Anchors): Decoration[] {
  const [acromionU, acromionY] = a.acromion;
  const collarbone = spline([
    [3.2, Y.sternalNotch + 3.2],
    [acromionU * 0.36, Y.sternalNotch + 4.8],
    [acromionU * 0.7, Y.sternalNotch + 3.6],
    [acromionU - 5, acromionY - 0.4],
  ]);
  const chest = b.bust
    ? // the lower curve of each breast
      spline([
        [3.6, 105],
        [6.6, 113.6],
        [13.4, 119],
        [21.4, 118.6],
        [26.8, 113],
        [28.6, 105],
      ])
    : // the lower edge of the chest muscle, up towards the armpit
      spline([
        [2.4, 108.5],
        [10, 113.4],
        [19, 113],
        [a.armpit[0] - 4.5, 104.5],
      ]);
  const navel = loop(
    [
      [0, 161.4],
      [1.2, 163.6],
      [0, 166],
      [-1.2, 163.6],
    ],
    0.8,
  );
  const [kneeIn, kneeOut] = a.knee;
  const k = (kneeIn[0] + kneeOut[0]) / 2;
  const kneeCap = loop(
    [
      [k, 277],
      [k + 4.8, 281.4],
      [k + 4.2, 290],
      [k, 293.4],
      [k - 4.2, 290],
      [k - 4.8, 281.4],
    ],
    1,
  );
  return [
    ...draw(collarbone, 'line'),
    ...(b.child ? [] : draw(chest, b.bust ? 'line' : 'crease')), // his chest muscle quieter than her bust
    ...draw(navel, 'line', { both: false, closed: true }),
    ...draw(kneeCap, 'crease', { closed: true }),
    ...toes(),
  ];
}

/** Short creases between the toes, up from their tips (front only; the feet are in figure.ts). */
function toes(): Decoration[] {
  return [
    [19.4, 398.1],
    [24, 397.5],
    [28.2, 396.7],
  ].flatMap(([u = 0, y = 0]) =>
    draw(
      [
        [u, y],
        [u - 0.3, y - 3.8],
      ],
      'crease',
    ),
  );
}

function back(b: Build, a: Anchors): Decoration[] {
  const s = b.armpit / 36; // her shoulder blades are smaller and closer together
  // The inner edge of the shoulder blade and its lower corner; then the ridge across its top.
  const blade = spline([
    [10.6 * s, 86.5],
    [10.4 * s, 100],
    [14 * s, 117],
    [18.4 * s, 112.6],
  ]);
  const ridge = spline([
    [10.5 * s, 92],
    [19 * s, 88.6],
    [a.acromion[0] - 4, a.acromion[1] + 1],
  ]);
  const spine: Pt[] = [
    [0, Y.nape + 6],
    [0, 184],
  ];
  const [kneeIn, kneeOut] = a.knee;
  const k = (kneeIn[0] + kneeOut[0]) / 2;
  const kneeCrease = spline([
    [k - 6, 288.6],
    [k, 290.2],
    [k + 6, 288.6],
  ]);
  return [
    ...draw(blade, 'line'),
    ...draw(ridge, 'crease'),
    ...draw(spine, 'crease', { both: false }),
    ...draw(kneeCrease, 'crease'),
  ];
}

/** Creases between the fingers, from the fingertips' arc back to the knuckles. */
function fingers(b: Build, a: Anchors): Decoration[] {
  const h = b.hand / 2;
  return FINGERTIPS.slice(1).flatMap((tip, i) => {
    const prev = at(FINGERTIPS, i);
    const off = h * ((prev[1] + tip[1]) / 2);
    return draw([a.hand((prev[0] + tip[0]) / 2 - 0.3, off), a.hand(27, off * 0.94)], 'crease');
  });
}

/** Hair, then the lines of the view; the order is the drawing order. */
export function details(b: Build, view: BodyView, a: Anchors): Decoration[] {
  return [...hair(b, view), ...(view === 'front' ? front(b, a) : back(b, a)), ...fingers(b, a)];
}
