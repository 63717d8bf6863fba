import type { LocationKey } from '@painpoint/contracts';
import type { BodyRegion } from '../../domain/figure/regions.ts';

/**
 * "Will not move an arm or a leg", said by the parent of a baby or young child (issue 35,
 * decision 104): after it, the parent taps the arm or leg, and where the tapped place's questions
 * already have an option that says the same thing, it is ticked for them (they can untick it).
 * The option must say what the parent said and no more; places without one get none:
 * the knee, the ankle and foot, and the whole arm (the shoulder's, elbow's and hand's options
 * all add "because of the pain" or "since an injury"). Steps outside the child's age are carried
 * but ignored by the engine.
 */
export const WILL_NOT_MOVE: Partial<Record<LocationKey, { step: string; key: string }>> = {
  // "Will not put any weight on the leg, or will not stand or crawl" (under 16).
  'hip-groin': { step: 'child_signs', key: 'ch_no_weight' },
  // "The child will not stand or walk, or limps" (under 12).
  'lower-leg': { step: 'can_do', key: 'lc_child_limp' },
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
