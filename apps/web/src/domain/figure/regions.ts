import type { LocationKey } from '@painpoint/contracts';
import type { RegionId } from '../../locales/assessment-en.ts';

export type { RegionId };

export type BodyView = 'front' | 'back';
/** Always the person's own side, never the viewer's: the figure mirrors it in the front view. */
export type Side = 'left' | 'right';

/**
 * One tappable part of the body map. Several regions can share a knowledge-base location (the
 * upper arm counts as the shoulder, the calf as the ankle and foot) because the knowledge base is
 * coarser than what a person wants to point at.
 */
export interface BodyRegion {
  /** One of the labels' keys in the catalogue, so every region has a label (checked when compiled). */
  id: RegionId;
  key: LocationKey;
  view: BodyView;
  side?: Side;
}

const SIDES: readonly Side[] = ['left', 'right'];

/**
 * A part of the body with a region on each side; `suffix` keeps ids unique across the two views.
 * The ids' type is spelt out from the arguments, so BODY_REGIONS checks them against RegionId.
 */
function paired<B extends string, S extends string>(base: B, key: LocationKey, view: BodyView, suffix: S) {
  return SIDES.map((side) => ({ id: `${base}-${side}${suffix}` as const, key, view, side }));
}

/** Ordered head to feet, so the keyboard (Tab) order and the list read the way the body does. */
export const BODY_REGIONS: readonly BodyRegion[] = [
  { id: 'head-front', key: 'head', view: 'front' },
  { id: 'neck-front', key: 'neck', view: 'front' },
  ...paired('shoulder', 'shoulder', 'front', '-front'),
  { id: 'chest', key: 'chest', view: 'front' },
  ...paired('upper-arm', 'shoulder', 'front', '-front'),
  { id: 'upper-abdomen', key: 'upper-abdomen', view: 'front' },
  ...paired('elbow-forearm', 'elbow-forearm', 'front', '-front'),
  { id: 'mid-abdomen', key: 'mid-abdomen', view: 'front' },
  { id: 'lower-abdomen', key: 'lower-abdomen-pelvis', view: 'front' },
  ...paired('wrist-hand', 'wrist-hand', 'front', '-front'),
  ...paired('groin', 'hip-groin', 'front', ''),
  ...paired('thigh', 'hip-groin', 'front', '-front'),
  ...paired('knee', 'knee', 'front', '-front'),
  ...paired('lower-leg', 'lower-leg', 'front', '-front'),
  ...paired('ankle-foot', 'ankle-foot', 'front', '-front'),

  { id: 'head-back', key: 'head', view: 'back' },
  { id: 'neck-back', key: 'neck', view: 'back' },
  ...paired('shoulder', 'shoulder', 'back', '-back'),
  { id: 'upper-back', key: 'upper-back', view: 'back' },
  ...paired('upper-arm', 'shoulder', 'back', '-back'),
  { id: 'mid-back', key: 'mid-back', view: 'back' },
  { id: 'lower-back', key: 'lower-back', view: 'back' },
  ...paired('elbow-forearm', 'elbow-forearm', 'back', '-back'),
  ...paired('wrist-hand', 'wrist-hand', 'back', '-back'),
  ...paired('buttock', 'hip-groin', 'back', ''),
  ...paired('thigh', 'hip-groin', 'back', '-back'),
  ...paired('knee', 'knee', 'back', '-back'),
  ...paired('calf', 'lower-leg', 'back', ''),
  ...paired('heel', 'ankle-foot', 'back', ''),
];

/**
 * Places too small to tap on the figure at a phone's width (44 × 44 px), chosen after tapping the
 * part they are in: the head (face and teeth, the mouth, ears, eyes), the front of the neck (the throat), the
 * chest (the breast, in anyone: the figure's chest is one region for both sexes), and the lower
 * back or either buttock (the bottom, which lies between them), and the lower belly or either
 * groin (the private parts, between them). `parent` is the figure's region that stays marked once
 * the part is chosen; `alsoUnder` lists other regions that offer it. Each also appears in the list
 * alternative.
 */
export interface DetailRegion extends BodyRegion {
  parent: RegionId;
  alsoUnder?: readonly RegionId[];
}

export const DETAIL_REGIONS: readonly DetailRegion[] = [
  { id: 'face-jaw', key: 'face-jaw', view: 'front', parent: 'head-front' },
  // The mouth and tongue (issue 51, decision 124): a toddler's mouth sores are not the throat.
  { id: 'mouth', key: 'mouth', view: 'front', parent: 'head-front' },
  { id: 'ear-left', key: 'ear', view: 'front', side: 'left', parent: 'head-front' },
  { id: 'ear-right', key: 'ear', view: 'front', side: 'right', parent: 'head-front' },
  { id: 'eye-left', key: 'eye', view: 'front', side: 'left', parent: 'head-front' },
  { id: 'eye-right', key: 'eye', view: 'front', side: 'right', parent: 'head-front' },
  { id: 'throat', key: 'throat', view: 'front', parent: 'neck-front' },
  { id: 'breast', key: 'breast', view: 'front', parent: 'chest' },
  // Between the buttocks, below the lower back: a person may tap any of the three (decision 098).
  { id: 'bottom', key: 'bottom', view: 'back', parent: 'lower-back', alsoUnder: ['buttock-left', 'buttock-right'] },
  // Below the lower belly, between the groins: offered from all three, for both sexes (decision 099).
  { id: 'genitals', key: 'genitals', view: 'front', parent: 'lower-abdomen', alsoUnder: ['groin-left', 'groin-right'] },
];

/**
 * Pain in many places, or all over (fever with body aches): a place of the knowledge base but not
 * a part of the body, so it is a button beside the figure and an entry in the list, never a
 * region drawn on the figure (decision 024).
 */
export const ALL_OVER: BodyRegion = { id: 'all-over', key: 'all-over', view: 'front' };

/**
 * For a check "for my child", beside the figure (issue 35, decision 104): a baby who cries and
 * pulls the legs up. It is the middle of the tummy (marked there on the figure), named by what
 * the parent sees; the tummy's own questions then ask about it. Never offered after a tap.
 */
export const TUMMY_CRYING: DetailRegion = {
  id: 'tummy-crying',
  key: 'mid-abdomen',
  view: 'front',
  parent: 'mid-abdomen',
};

/**
 * On the skin, anywhere (a boil, burn, bite or painful rash): like "all over", a place of the
 * knowledge base offered beside the figure and in the list, never drawn on it (decision 100). Where
 * on the body is asked by the place's own questions.
 */
export const SKIN: BodyRegion = { id: 'skin', key: 'skin', view: 'front' };

/** The choices beside the figure that are not a part of the body, in the order they are shown. */
export const NOT_ON_FIGURE: readonly BodyRegion[] = [ALL_OVER, SKIN];

/**
 * Every choice a visitor can make: the figure's regions, the detail regions, "all over", the skin
 * and a crying baby's tummy.
 */
export const ALL_REGIONS: readonly BodyRegion[] = [...BODY_REGIONS, ...DETAIL_REGIONS, ...NOT_ON_FIGURE, TUMMY_CRYING];

/** The figure region a choice belongs to (itself for the figure's own regions). */
export const figureRegionOf = (region: BodyRegion): RegionId | undefined =>
  NOT_ON_FIGURE.includes(region) ? undefined : 'parent' in region ? (region as DetailRegion).parent : region.id;

/** The detail choices inside a figure region (empty for most). */
export const detailsOf = (id: RegionId | undefined): DetailRegion[] =>
  id === undefined ? [] : DETAIL_REGIONS.filter((d) => d.parent === id || (d.alsoUnder?.includes(id) ?? false));

const BY_ID = new Map<string, BodyRegion>(ALL_REGIONS.map((r) => [r.id, r]));

export function regionById(id: string): BodyRegion | undefined {
  return BY_ID.get(id);
}
