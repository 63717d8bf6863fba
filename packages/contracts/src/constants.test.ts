import { describe, expect, it } from 'vitest';
import {
  ALSO_PARTS,
  ALSO_PLACES,
  ALSO_PLACES_COMPLETE,
  LOCATION_KEYS,
  NOT_BODY_PARTS,
  alsoPlacesAt,
  isAlsoPlace,
  type AlsoPlace,
  type EveryPlaceListed,
} from './constants.ts';

describe('the places "it also hurts in" offers (decision 093)', () => {
  it('are every place but all-over and the skin, and the parts named on their own, each once', () => {
    expect(ALSO_PLACES_COMPLETE).toBe(true);
    expect(NOT_BODY_PARTS).toEqual(['all-over', 'skin']);
    expect([...ALSO_PLACES].sort()).toEqual(
      [
        ...LOCATION_KEYS.filter((k) => !(NOT_BODY_PARTS as readonly string[]).includes(k)),
        ...Object.keys(ALSO_PARTS),
      ].sort(),
    );
    expect(isAlsoPlace('knee')).toBe(true);
    expect(isAlsoPlace('skin')).toBe(false);
    expect(isAlsoPlace('all-over')).toBe(false);
  });

  it('offer at a place every other one but the parts the figure counts under it (decision 120)', () => {
    expect(alsoPlacesAt('lower-leg')).not.toContain('calf');
    expect(alsoPlacesAt('lower-leg')).not.toContain('lower-leg');
    expect(alsoPlacesAt('hip-groin')).not.toContain('thigh');
    expect(alsoPlacesAt('hip-groin')).not.toContain('buttock');
    expect(alsoPlacesAt('lower-back')).toEqual(expect.arrayContaining(['buttock', 'thigh', 'calf', 'upper-arm']));
    expect(alsoPlacesAt('lower-back')).toHaveLength(ALSO_PLACES.length - 1);
    expect(alsoPlacesAt('skin')).toEqual([]);
    expect(alsoPlacesAt('all-over')).toEqual([]);
  });

  it('fail to compile when a place is left out (tsc checks this file)', () => {
    // @ts-expect-error: a list without the eye is not every place
    const withoutEye: EveryPlaceListed<Exclude<AlsoPlace, 'eye'>> = true;
    expect(withoutEye).toBe(true);
    // The skin is not a part of the body: a list without it is still every place.
    const withoutSkin: EveryPlaceListed<AlsoPlace> = true;
    expect(withoutSkin).toBe(true);
    // @ts-expect-error: naming the skin does not excuse leaving the knee out
    const skinForKnee: EveryPlaceListed<Exclude<AlsoPlace, 'knee'> | 'skin'> = true;
    expect(skinForKnee).toBe(true);
  });
});
