import type { DiagnosisStep, Sex } from '@painpoint/contracts';
import { inAudience, walkSteps, type ProfileFacts } from '@painpoint/engine';
import type { LocationContent } from './load.ts';
import { CHILDBEARING_AGES, SAMPLE_AGES } from './profile-checks.ts';

/** The most warning signs one screen may show a person (issue 35), "None of these" and "Not sure" aside. */
export const MAX_SIGNS = 4;

/**
 * Screens that still show more than MAX_SIGNS, with the most they show one person today (decision
 * 103). They may shrink, never grow, and no other screen may join them; one brought to MAX_SIGNS
 * or fewer should be taken off. Shared screens (danger signs, whole-body) are named by their step id.
 */
export const LONG_SCREENS_LEFT: Readonly<Record<string, number>> = {
  danger_child_1: 5,
  danger_adult_1: 5,
  danger_adult_2: 5,
  // Pre-eclampsia's signs asked together, so that a bad headache with any of them is an emergency
  // on the first screen (decision 117).
  'head/pregnancy_signs': 5,
  // A snake bite named on the first screen, beside the other bites, stings and burns (decision 117).
  'skin/sk_red_flags': 5,
  'lower-leg/red_flags': 5,
};

const SEXES: readonly Sex[] = ['female', 'male'];

/** The people each place is walked for: both sexes at every age, and a pregnant woman and a mother of a newborn. */
function visitors(ages: readonly number[]): ProfileFacts[] {
  const people: ProfileFacts[] = [];
  for (const sex of SEXES)
    for (const age of ages) {
      people.push({ sex, age, pregnancy: { status: 'no' } });
      if (sex === 'female' && age >= CHILDBEARING_AGES.min && age <= CHILDBEARING_AGES.max) {
        people.push({ sex, age, pregnancy: { status: 'yes', months: 5 } });
        people.push({ sex, age, pregnancy: { status: 'postpartum' } });
      }
    }
  return people;
}

const signsShown = (step: DiagnosisStep, person: ProfileFacts): number =>
  step.step_options.filter((o) => o.red_flag !== undefined && inAudience(o.audience, person)).length;

/** The most warning signs each screen of a place shows one person, by step id. */
export function longestScreens(loc: LocationContent, ages: readonly number[] = SAMPLE_AGES): Map<string, number> {
  const most = new Map<string, number>();
  // Every option of every step taken as chosen, so each screen any answer can open is reached.
  const all = new Map(loc.file.steps.map((s) => [s.id, s.step_options.map((o) => o.key)] as const));
  for (const person of visitors(ages)) {
    for (const { step, visible } of walkSteps(loc.file.steps, all, person)) {
      if (!visible) continue;
      const n = signsShown(step, person);
      if (n > (most.get(step.id) ?? 0)) most.set(step.id, n);
    }
  }
  return most;
}

/**
 * Fails a screen of warning signs that shows one person more than MAX_SIGNS (issue 35: a long
 * list of signs over several phone screens is read badly), unless it is one of LONG_SCREENS_LEFT
 * and shows no more than it does there.
 */
export function checkWarningScreens(
  loc: LocationContent,
  errors: string[],
  left: Readonly<Record<string, number>> = LONG_SCREENS_LEFT,
  ages: readonly number[] = SAMPLE_AGES,
): void {
  const place = loc.file.location;
  const shared = new Set(loc.file.steps.map((s) => s.id).filter((id) => !loc.own.steps.some((s) => s.id === id)));
  for (const [id, n] of longestScreens(loc, ages)) {
    const name = shared.has(id) ? id : `${place}/${id}`;
    const allowed = left[name];
    if (n > MAX_SIGNS && allowed === undefined)
      errors.push(`${name}: a screen of ${n} warning signs; at most ${MAX_SIGNS} a screen (issue 35)`);
    else if (allowed !== undefined && n > allowed)
      errors.push(`${name}: ${n} warning signs, more than the ${allowed} it is allowed until it is split`);
  }
}
