import { NEXT_STEPS } from '@painpoint/engine';
import type { NextStep, RegionId } from './assessment-en.ts';

// Which keys the assessment catalogue has, without loading the English catalogue itself: a page in
// Hindi that only needs to know whether a region or a next step has words (the profile, a saved
// check) would otherwise load both catalogues.

/** Every region of the body map; the type check below keeps it equal to the catalogue's. */
export const REGION_IDS = [
  'head-front',
  'neck-front',
  'face-jaw',
  'mouth',
  'ear-left',
  'ear-right',
  'eye-left',
  'eye-right',
  'throat',
  'breast',
  'bottom',
  'genitals',
  'all-over',
  'tummy-crying',
  'skin',
  'shoulder-left-front',
  'shoulder-right-front',
  'chest',
  'upper-arm-left-front',
  'upper-arm-right-front',
  'upper-abdomen',
  'elbow-forearm-left-front',
  'elbow-forearm-right-front',
  'mid-abdomen',
  'lower-abdomen',
  'wrist-hand-left-front',
  'wrist-hand-right-front',
  'groin-left',
  'groin-right',
  'thigh-left-front',
  'thigh-right-front',
  'knee-left-front',
  'knee-right-front',
  'lower-leg-left-front',
  'lower-leg-right-front',
  'ankle-foot-left-front',
  'ankle-foot-right-front',
  'head-back',
  'neck-back',
  'shoulder-left-back',
  'shoulder-right-back',
  'upper-back',
  'upper-arm-left-back',
  'upper-arm-right-back',
  'mid-back',
  'lower-back',
  'elbow-forearm-left-back',
  'elbow-forearm-right-back',
  'wrist-hand-left-back',
  'wrist-hand-right-back',
  'buttock-left',
  'buttock-right',
  'thigh-left-back',
  'thigh-right-back',
  'knee-left-back',
  'knee-right-back',
  'calf-left',
  'calf-right',
  'heel-left',
  'heel-right',
] as const satisfies readonly RegionId[];
/** Fails to compile when the catalogue has a region this list lacks. */
export const REGION_IDS_COMPLETE: Exclude<RegionId, (typeof REGION_IDS)[number]> extends never ? true : never = true;

const REGIONS: ReadonlySet<string> = new Set(REGION_IDS);
export const isRegionId = (id: string): id is RegionId => REGIONS.has(id);

/** The engine's next-step codes (strings.test.tsx checks the catalogue has words for each). */
const NEXT: ReadonlySet<string> = new Set(Object.values(NEXT_STEPS).flat());
export const isNextStep = (code: string): code is NextStep => NEXT.has(code);
