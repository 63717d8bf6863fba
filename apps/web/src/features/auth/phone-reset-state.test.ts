import { expect, it } from 'vitest';
import { readPhoneState } from './phone-reset-state.ts';

it('reads the country and phone handed to the next step, and nothing else', () => {
  expect(readPhoneState({ country: 'IN', phone: '98765 43210', restarted: 'no-phone', extra: 1 })).toEqual({
    country: 'IN',
    phone: '98765 43210',
  });
  for (const bad of [null, undefined, 'IN', {}, { country: 'IN' }, { country: 'IN', phone: 9876543210 }]) {
    expect(readPhoneState(bad)).toBeUndefined();
  }
});
