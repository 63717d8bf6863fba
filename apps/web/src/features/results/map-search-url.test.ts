import { expect, it } from 'vitest';
import { mapSearchUrl } from './map-search-url.ts';

it('the map search is rounded to about 10 m and works without a position', () => {
  expect(mapSearchUrl({ latitude: 12.971598, longitude: 77.594566 })).toBe(
    'https://www.google.com/maps/search/diagnostic+lab+clinic/@12.9716,77.5946,14z',
  );
  expect(mapSearchUrl()).toBe('https://www.google.com/maps/search/diagnostic+lab+clinic/');
});
