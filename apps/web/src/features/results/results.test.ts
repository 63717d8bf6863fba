import type { ConditionDetail } from '@painpoint/contracts';
import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from './components/nearby-button.tsx';
import { firstSentence } from './components/suggested-page.tsx';
import { gatherTests, matches } from './components/tests-page.tsx';
import { youTubeId } from './components/video-player.tsx';

describe('video addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=2iB8pcKzJgo', '2iB8pcKzJgo'],
    ['https://youtu.be/2iB8pcKzJgo', '2iB8pcKzJgo'],
    ['https://m.youtube.com/watch?v=2iB8pcKzJgo&t=3', '2iB8pcKzJgo'],
  ])('%s embeds as %s', (url, id) => expect(youTubeId(url)).toBe(id));
  it.each([
    'https://www.mayoclinic.org/diseases-conditions/migraine-headache/multimedia/vid-20535928',
    'https://www.youtube.com/watch?v=short',
    'https://evil.example/watch?v=2iB8pcKzJgo',
    'not a url',
  ])('%s is shown as a link, not embedded', (url) => expect(youTubeId(url)).toBeUndefined());
});

describe('tests and treatments', () => {
  const c = (name: string, tests: ConditionDetail['tests']) => ({ disease_name: name, tests }) as ConditionDetail;
  it('merges a test advised for several conditions into one row', () => {
    const rows = gatherTests([
      c('Gout', [{ name: 'Blood count', category: 'blood-test', purpose: 'infection' }]),
      c('Septic arthritis', [
        { name: 'blood count', category: 'blood-test', purpose: 'infection' },
        { name: 'X-ray', category: 'imaging', purpose: 'bones' },
      ]),
    ]);
    expect(rows.map((r) => [r.name, r.conditions])).toEqual([
      ['Blood count', ['Gout', 'Septic arthritis']],
      ['X-ray', ['Septic arthritis']],
    ]);
  });
  it('search matches every word, ignoring case and accents', () => {
    expect(matches('blood COUNT', 'Full blood count')).toBe(true);
    expect(matches('count xray', 'Full blood count')).toBe(false);
    expect(matches('cafe', 'Café')).toBe(true);
    expect(matches('', 'anything')).toBe(true);
  });
  it('the map search is rounded to about 10 m and works without a position', () => {
    expect(mapSearchUrl({ latitude: 12.971598, longitude: 77.594566 })).toBe(
      'https://www.google.com/maps/search/diagnostic+lab+clinic/@12.9716,77.5946,14z',
    );
    expect(mapSearchUrl()).toBe('https://www.google.com/maps/search/diagnostic+lab+clinic/');
  });
});

it('the one-line description is the first sentence', () => {
  expect(firstSentence('A sore knee. It gets worse.')).toBe('A sore knee.');
  expect(firstSentence('No full stop')).toBe('No full stop');
  expect(firstSentence('Uses e.g. words. Then more.')).toBe('Uses e.g. words.');
});
