import { expect, it } from 'vitest';
import { canSend } from './can-send.ts';

it('docs/product.md §5: sending needs a name, an e-mail and a message, blanks not counting', () => {
  expect(canSend({ name: 'Asha', email: 'a@example.com', msg: 'Hello' })).toBe(true);
  expect(canSend({ name: ' ', email: 'a@example.com', msg: 'Hello' })).toBe(false);
  expect(canSend({ name: 'Asha', email: '', msg: 'Hello' })).toBe(false);
  expect(canSend({ name: 'Asha', email: 'a@example.com', msg: '\n' })).toBe(false);
});
