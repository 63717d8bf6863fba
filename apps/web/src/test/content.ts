import type { Disease } from '@painpoint/contracts';

/** A condition for a test, of any sex, age and weight unless the test says otherwise. */
export const testDisease = (
  d: Pick<Disease, 'disease_short_name' | 'disease_name' | 'triage' | 'symptoms'> & Partial<Disease>,
): Disease => ({
  description: `${d.disease_name}.`,
  age_range: { min_age: 0, max_age: 120 },
  gender: 'any',
  weight: { min_weight: 2, max_weight: 350 },
  ...d,
});
