import { TRIAGE_LEVELS, type Sex } from '@painpoint/contracts';
import { assessModel, walkSteps, warningLevel } from '@painpoint/engine';
import type { LocationContent } from './load.ts';
import { SAMPLE_AGES } from './profile-checks.ts';

const SEXES: readonly Sex[] = ['female', 'male'];
const rank = (level: string) => TRIAGE_LEVELS.indexOf(level as (typeof TRIAGE_LEVELS)[number]);

/**
 * The safety net under the ranking (decision 076): at every place, for both sexes at every age
 * from birth to 100, the danger signs are on the visitor's path before any answer opens them, and
 * each one chosen alone (and the urgent ones of a screen chosen together) raises the result to at
 * least its own level, whatever the conditions of the place are. Fails when a place or an age is
 * left without them, or a sign is hidden behind another answer.
 */
export function checkDangerSigns(loc: LocationContent, errors: string[], ages: readonly number[] = SAMPLE_AGES): void {
  const name = `locations/${loc.file.location}.json`;
  const { steps } = loc.file;
  for (const sex of SEXES) {
    for (const age of ages) {
      const profile = { sex, age };
      const shown = walkSteps(steps, new Map(), profile).filter((s) => s.visible);
      const screens = shown
        .map(({ step }) => ({ step, signs: step.step_options.filter((o) => o.danger_sign && o.red_flag) }))
        .filter((s) => s.signs.length > 0);
      if (screens.length === 0) {
        errors.push(`${name}: a ${sex} aged ${age} is asked no danger signs`);
        continue;
      }
      const triageOf = (stepId: string, keys: string[]) =>
        assessModel({ steps, diseases: loc.diseases, profile, selections: new Map([[stepId, keys]]) }).triage;
      for (const { step, signs } of screens) {
        for (const sign of signs) {
          const got = triageOf(step.id, [sign.key]);
          if (rank(got) < rank(sign.red_flag!))
            errors.push(
              `${name}: danger sign ${step.id}.${sign.key} gives ${got} for a ${sex} aged ${age}, below ${sign.red_flag}`,
            );
        }
        const urgent = signs.filter((o) => o.red_flag === 'urgent');
        if (urgent.length >= 2 && warningLevel(urgent) === 'emergency') {
          const got = triageOf(
            step.id,
            urgent.map((o) => o.key),
          );
          if (got !== 'emergency')
            errors.push(
              `${name}: the urgent danger signs of ${step.id} together give ${got} for a ${sex} aged ${age}, not emergency`,
            );
        }
      }
    }
  }
}
