import { expect, test } from './fixtures.ts';

// The design pass's defects, each reproduced the way a visitor meets it.

test.describe('design', () => {
  test('the emergency call buttons are red however the page was reached (stylesheet order cannot matter)', async ({
    page,
  }) => {
    const backgroundOf = (number: string) =>
      page.locator(`a[href="tel:${number}"]`).evaluate((el) => getComputedStyle(el).backgroundColor);
    const expectCallButtonsRed = async () => {
      await expect(page.getByRole('link', { name: 'Call 112', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Call 108 for an ambulance' })).toBeVisible();
      expect(await backgroundOf('112')).toBe('rgb(185, 28, 28)');
      expect(await backgroundOf('108')).toBe('rgb(185, 28, 28)');
      // Secondary actions stay secondary: no brand-filled "Start again" beside the calls.
      const startAgain = await page
        .getByRole('button', { name: 'Start again' })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(startAgain).toBe('rgba(0, 0, 0, 0)');
    };

    // The usual way in: home → start → figure → chest → age and weight → the first warning sign.
    await page.goto('/');
    await page.getByRole('link', { name: 'Start the pain check' }).click();
    await page.getByRole('button', { name: 'Male', exact: true }).click();
    await page.locator('[data-region="chest"]').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Age (years)').fill('58');
    await page.getByLabel('Weight (kg)').fill('80');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.locator('form[data-step] input[type="checkbox"]').first().check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectCallButtonsRed();

    // The same screen loaded directly.
    await page.reload();
    await expectCallButtonsRed();
  });
});
