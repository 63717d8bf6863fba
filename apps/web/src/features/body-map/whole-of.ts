import type { RegionId } from '../../domain/figure/regions.ts';

type WholeKey =
  'wholeHead' | 'wholeNeck' | 'wholeChest' | 'wholeLowerBack' | 'wholeButtock' | 'wholeLowerBelly' | 'wholeGroin';

const WHOLE_OF: Partial<Record<RegionId, WholeKey>> = {
  'neck-front': 'wholeNeck',
  chest: 'wholeChest',
  'lower-back': 'wholeLowerBack',
  'buttock-left': 'wholeButtock',
  'buttock-right': 'wholeButtock',
  'lower-abdomen': 'wholeLowerBelly',
  'groin-left': 'wholeGroin',
  'groin-right': 'wholeGroin',
};

/**
 * The `bodyMap` key of what choosing a place with parts of its own means, beside its parts ("The
 * chest (inside it, or the ribs)"); the head's is the default. Below the figure and at the finger.
 */
export const wholeOf = (id: RegionId): WholeKey => WHOLE_OF[id] ?? 'wholeHead';
