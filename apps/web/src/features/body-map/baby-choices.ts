import type { LocationKey } from '@painpoint/contracts';
import type { BodyRegion } from '../../domain/figure/regions.ts';

/**
 * "Will not move an arm or a leg", said by the parent of a baby or young child (issue 35,
 * decision 104): after it, the parent taps the arm or leg, and where the tapped place's questions
 * already have an option that says the same thing, it is ticked for them (they can untick it).
 * The option must say what the parent said and no more, and sit in a multiple-choice step (it is
 * added to what is ticked there); places without one get none: the knee, the ankle and foot, and
 * the wrist and hand (the hand's option adds "since an injury" and "because of the pain"). Steps
 * outside the child's age are carried but ignored by the engine.
 */
export const WILL_NOT_MOVE: Partial<Record<LocationKey, { step: string; key: string }>> = {
  // "Will not put any weight on the leg, or will not stand or crawl" (under 16).
  'hip-groin': { step: 'child_signs', key: 'ch_no_weight' },
  // "The child will not stand or walk, or limps" (under 12).
  'lower-leg': { step: 'can_do', key: 'lc_child_limp' },
  // "Will not use or move the arm" (under 12), among the elbow's "any of these?" (a pulled elbow,
  // a broken elbow, a bone or joint infection).
  'elbow-forearm': { step: 'el_other', key: 'el_other_wont_use' },
  // The same words for the shoulder and upper arm (under 12): a broken collarbone or upper arm, a
  // bone or joint infection.
  shoulder: { step: 'sh_assoc', key: 'sh_assoc_wont_use' },
};

/** The places of the figure that are an arm or a leg. */
const LIMBS: ReadonlySet<LocationKey> = new Set([
  'shoulder',
  'elbow-forearm',
  'wrist-hand',
  'hip-groin',
  'knee',
  'lower-leg',
  'ankle-foot',
]);

/** An arm or a leg: the shoulder and upper arm down to the hand, the hip and thigh down to the foot. */
export const isLimb = (region: BodyRegion): boolean => LIMBS.has(region.key) && region.side !== undefined;
