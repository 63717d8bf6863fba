import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * The body map for a check "for my child" (issue 35, decision 104), on the 360×640 phones many
 * people in India use: a child's figure, and what the parent of a baby can say beside it.
 */
test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

const baby = assessmentEn.bodyMap.baby;

test("'my child' shows a child's figure, and a still leg ticks what the parent said", async ({ page }) => {
  await page.goto('/man-body');
  await page.getByRole('button', { name: 'My child', exact: true }).click();
  await page.getByRole('button', { name: 'Boy', exact: true }).click();
  const map = page.getByRole('group', { name: /figure of a boy/ });
  await expect(map).toHaveAttribute('data-figure', 'child');
  // Every place of the child's figure is still a 44 px target at this width.
  for (const region of await map.locator('[data-region]').all()) {
    const box = (await region.boundingBox())!;
    expect(Math.min(box.width, box.height), (await region.getAttribute('data-region')) ?? '').toBeGreaterThanOrEqual(
      44,
    );
  }
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: baby.limb }).click();
  await expect(page.getByText(baby.limbTap)).toBeVisible();
  await page.locator('[data-region="thigh-left-front"]').click();
  await expect(page.getByText('You chose: Front of left thigh')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel("Your child's age (years)").fill('1');
  await page.getByLabel('I do not know the weight').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('form[data-step]')).toBeVisible();
  // The hip's question about the child comes with the parent's answer already ticked.
  await page.goto('/steps-by-location?step=child_signs');
  await expect(page.getByRole('checkbox', { name: /Will not put any weight on the leg/ })).toBeChecked();
});

test('the whole tummy for a baby, and an adult figure for anyone else', async ({ page }) => {
  await page.goto('/man-body');
  await page.getByRole('button', { name: 'My child', exact: true }).click();
  await page.getByRole('button', { name: 'Girl', exact: true }).click();
  await page.getByRole('button', { name: baby.crying }).click();
  await expect(page.getByText('You chose: The tummy: crying and pulling the legs up')).toBeVisible();
  await expect(page.locator('[data-region="mid-abdomen"]')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/man-body');
  await page.getByRole('button', { name: 'Someone else (for example an elderly parent)' }).click();
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await expect(page.getByRole('group', { name: /female figure/ })).toHaveAttribute('data-figure', 'adult');
  await expect(page.getByText(baby.title)).toBeHidden();
});
