import type { UserAnswers } from '@painpoint/engine';
import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCatalogue } from '../../lib/i18n.ts';
import { assessmentEn } from '../../locales/assessment-en.ts';
import { useProfileWords } from './use-profile-line.ts';

beforeAll(() => addCatalogue('assessment', assessmentEn));

/** Who the answers are for, as the panel and the summary for a doctor say it. */
const who = (age: number, key: string, extra: Partial<UserAnswers> = {}) =>
  renderHook(() =>
    useProfileWords({
      sex: 'male',
      weight: 5,
      age_range: { min: age, max: age },
      age_range_key: key,
      symptoms: {},
      flags: {},
      ...extra,
    } as UserAnswers),
  ).result.current.who;

describe('the age in the line that says who the answers are for', () => {
  it('says one year and one month as one, and a baby under a month so', () => {
    expect(who(34, '34')).toBe('Male, 34 years, 5 kg');
    expect(who(1, '1')).toBe('Boy, 1 year, 5 kg');
    expect(who(0, '0')).toBe('Boy, under 1 year, 5 kg');
    expect(who(0, '1m')).toBe('Boy, 1 month, 5 kg');
    expect(who(0, '0m')).toBe('Boy, under 1 month, 5 kg');
    expect(who(1, '15m')).toBe('Boy, 15 months, 5 kg');
  });
});
