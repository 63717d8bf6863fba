import { AGE_RANGES } from '@painpoint/contracts/account-constants';
import { expect, it } from 'vitest';
import { ageRangeLabel } from './age-range-label.ts';

it('writes every age range with an en dash, and 80+ as it is', () => {
  expect(AGE_RANGES.map(ageRangeLabel)).toEqual(['18–29', '30–39', '40–49', '50–59', '60–69', '70–79', '80+']);
});
