import { expect, it } from 'vitest';
import { mapSearchUrl } from './map-search-url.ts';

it('the map search is a fixed address that carries no position', () => {
  expect(mapSearchUrl()).toBe(
    'https://www.google.com/maps/search/?api=1&query=diagnostic%20labs%20and%20clinics%20near%20me',
  );
});
