import { expect, it } from 'vitest';
import { firstSentence } from './first-sentence.ts';

it('the one-line description is the first sentence', () => {
  expect(firstSentence('A sore knee. It gets worse.')).toBe('A sore knee.');
  expect(firstSentence('No full stop')).toBe('No full stop');
  expect(firstSentence('Uses e.g. words. Then more.')).toBe('Uses e.g. words.');
});
