import type { ProfileFact } from './fact.ts';

const PLUS = /^age_(\d+)_plus$/;
const UNDER = /^age_under_(\d+)$/;

/** `age_N_plus` (N or over) and `age_under_N` (younger than N), in whole years. */
export const age: ProfileFact = {
  owns: (key) => PLUS.test(key) || UNDER.test(key),
  holds(key, { age }) {
    if (age === undefined) return true;
    const plus = PLUS.exec(key);
    return plus ? age >= Number(plus[1]) : age < Number(UNDER.exec(key)![1]);
  },
  states: (profile) => profile.age !== undefined,
};
