import type { Page } from '@playwright/test';
import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import { clinicalCase, readSteps } from './cases.ts';
import { expect, test } from './fixtures.ts';
import { answerQuestions, assessFromList, enterProfile } from './flow.ts';

/**
 * The mouth and tongue (issue 51, decision 124): a part of the head on the figure and an entry in
 * the list of places, each leading to the mouth's own questions and a result from its conditions.
 */
const mouth = assessmentEn.bodyMap.regions.mouth;

/** The first condition on the results page. */
async function firstCondition(page: Page) {
  const first = page.locator('.ranked-item').first();
  await expect(first).toBeVisible();
  return first.getAttribute('data-condition');
}

test('from the figure: the head, then "mouth or tongue", through to the results', async ({ page }) => {
  const c = clinicalCase('mouth', 'mt_aphthous_student');
  await page.goto('/man-body');
  await page.getByRole('button', { name: 'Me', exact: true }).click();
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await page.locator('[data-region="head-front"]').click();
  await page.getByRole('button', { name: mouth }).click();
  await expect(page.getByText(`You chose: ${mouth}`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterProfile(page, c, 'mouse');
  const shown = await answerQuestions(page, c, 'mouse');
  // The mouth's own questions were asked, not the throat's or the face's.
  expect(shown.some((s) => s.startsWith('mt_seen:'))).toBe(true);
  expect(shown.some((s) => s.startsWith('throat_') || s.startsWith('fj_'))).toBe(false);
  await expect(page).toHaveURL(/\/suggested-diagnosis$/);
  expect(await firstCondition(page)).toBe(c.expected);
});

test('from the list of places, through to the results', async ({ page }) => {
  const c = clinicalCase('mouth', 'mt_osmf_gutka_driver');
  const shown = await assessFromList(page, c, mouth);
  // The interview stops once no answer could change the result: fewer questions than the place has.
  const asked = shown.filter((s) => /^[a-z0-9_]+: /.test(s)).length;
  expect(asked).toBeGreaterThan(4);
  expect(asked).toBeLessThan(readSteps('locations/mouth.json').length);
  expect(await firstCondition(page)).toBe(c.expected);
});
