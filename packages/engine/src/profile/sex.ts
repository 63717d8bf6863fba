import type { ProfileFact } from './fact.ts';

/** `sex_male` and `sex_female`. */
export const sex: ProfileFact = {
  owns: (key) => key === 'sex_male' || key === 'sex_female',
  holds: (key, profile) => profile.sex === undefined || key === `sex_${profile.sex}`,
  states: (profile) => profile.sex !== undefined,
};
