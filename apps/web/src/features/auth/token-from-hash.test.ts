import { expect, it } from 'vitest';
import { tokenFromHash } from './token-from-hash.ts';

it('takes the token from the fragment of an e-mailed link, with or without the #', () => {
  expect(tokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
  expect(tokenFromHash('token=abc&x=1')).toBe('abc');
  expect(tokenFromHash('#token=')).toBeUndefined();
  expect(tokenFromHash('')).toBeUndefined();
  expect(tokenFromHash('#other=abc')).toBeUndefined();
});
