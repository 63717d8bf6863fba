import { afterEach, expect } from 'vitest';

/**
 * No web test reaches a network: a call outside mockApi (test/api-mocks.ts) fails the test that
 * made it, even when the page swallows the failure, so no test passes by accident on an
 * unanswered load.
 */
let stray: string[] = [];
globalThis.fetch = (input: RequestInfo | URL) => {
  stray.push(String(input));
  return Promise.reject(new Error(`${String(input)}: a call made without mockApi`));
};
afterEach(() => {
  const made = stray;
  stray = [];
  expect(made, 'API calls made without mockApi').toEqual([]);
});
