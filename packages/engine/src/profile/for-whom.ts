import type { ProfileFact } from './fact.ts';

/** Who answers (decision 068 §1): `for_self`, `for_child`, `for_other`. */
export const forWhom: ProfileFact = {
  owns: (key) => key.startsWith('for_'),
  holds: (key, profile) => profile.for === undefined || key === `for_${profile.for}`,
  states: (profile) => profile.for !== undefined,
};
