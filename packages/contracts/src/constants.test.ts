import { describe, expect, it } from 'vitest';
import {
  ALSO_PLACES,
  ALSO_PLACES_COMPLETE,
  LOCATION_KEYS,
  type AlsoPlace,
  type EveryPlaceListed,
} from './constants.ts';

describe('the places "it also hurts in" offers (decision 093)', () => {
  it('are every place but all-over, each once', () => {
    expect(ALSO_PLACES_COMPLETE).toBe(true);
    expect([...ALSO_PLACES].sort()).toEqual(LOCATION_KEYS.filter((k) => k !== 'all-over').sort());
  });

  it('fail to compile when a place is left out (tsc checks this file)', () => {
    // @ts-expect-error: a list without the eye is not every place
    const withoutEye: EveryPlaceListed<Exclude<AlsoPlace, 'eye'>> = true;
    expect(withoutEye).toBe(true);
  });
});
