import { describe, expect, it } from 'vitest';
import { youTubeId } from './youtube-id.ts';

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
