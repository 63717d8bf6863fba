import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BODY_REGIONS, regionById } from '../../domain/figure/regions.ts';
import { isLimb, WILL_NOT_MOVE } from './baby-choices.ts';

interface Step {
  id: string;
  multiple: boolean;
  step_options: { key: string; label: string; audience?: string[] }[];
}

const stepsOf = (location: string): Step[] =>
  (
    JSON.parse(
      // The tests run from the repository's root (vitest.config.ts).
      readFileSync(join(process.cwd(), 'packages/content/data/locations', `${location}.json`), 'utf8'),
    ) as { steps: Step[] }
  ).steps;

describe('"will not move an arm or a leg" (decision 104)', () => {
  it.each(Object.entries(WILL_NOT_MOVE))('ticks an option the %s questions really have', (location, said) => {
    const step = stepsOf(location).find((s) => s.id === said!.step);
    expect(step, said!.step).toBeDefined();
    expect(step!.step_options.map((o) => o.key)).toContain(said!.key);
  });

  it.each(Object.entries(WILL_NOT_MOVE))(
    'adds to what is ticked at %s only in a multiple-choice step',
    (location, said) => {
      expect(stepsOf(location).find((s) => s.id === said!.step)!.multiple).toBe(true);
    },
  );

  // The arm's option says what the parent said and no more, and only for a young child.
  it.each([
    ['elbow-forearm', 'el_other', 'el_other_wont_use'],
    ['shoulder', 'sh_assoc', 'sh_assoc_wont_use'],
  ])('ticks "Will not use or move the arm" at the %s, for a child under 12', (location, step, key) => {
    expect(WILL_NOT_MOVE[location as keyof typeof WILL_NOT_MOVE]).toEqual({ step, key });
    const option = stepsOf(location)
      .find((s) => s.id === step)!
      .step_options.find((o) => o.key === key)!;
    expect(option.label).toBe('Will not use or move the arm');
    expect(option.audience).toEqual(['age_under_12']);
  });

  it('counts the arms and legs on both sides as limbs, and nothing else', () => {
    const limbs = BODY_REGIONS.filter(isLimb).map((r) => r.id);
    expect(limbs).toContain('shoulder-left-front');
    expect(limbs).toContain('wrist-hand-right-back');
    expect(limbs).toContain('heel-left');
    expect(limbs).toContain('buttock-right');
    for (const id of ['chest', 'mid-abdomen', 'head-back', 'lower-back', 'neck-front'])
      expect(isLimb(regionById(id)!), id).toBe(false);
  });
});
