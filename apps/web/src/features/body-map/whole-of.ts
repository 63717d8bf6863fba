import type { RegionId } from '../../domain/figure/regions.ts';

/** What choosing the tapped region itself means, beside its parts (the head's is the default). */
export const WHOLE_OF: Partial<
  Record<
    RegionId,
    'wholeHead' | 'wholeNeck' | 'wholeChest' | 'wholeLowerBack' | 'wholeButtock' | 'wholeLowerBelly' | 'wholeGroin'
  >
> = {
  'neck-front': 'wholeNeck',
  chest: 'wholeChest',
  'lower-back': 'wholeLowerBack',
  'buttock-left': 'wholeButtock',
  'buttock-right': 'wholeButtock',
  'lower-abdomen': 'wholeLowerBelly',
  'groin-left': 'wholeGroin',
  'groin-right': 'wholeGroin',
};
