import { clinicalCase, storedAnswers } from './cases.ts';
import { expect, test } from './fixtures.ts';
import { toFirstQuestion } from './flow.ts';

// The design pass's defects, each reproduced the way a visitor meets it.

test.describe('design', () => {
  test('the emergency call buttons are red however the page was reached (stylesheet order cannot matter)', async ({
    page,
  }) => {
    const backgroundOf = (number: string) =>
      page.locator(`a[href="tel:${number}"]`).evaluate((el) => getComputedStyle(el).backgroundColor);
    const expectCallButtonsRed = async () => {
      await expect(page.getByRole('link', { name: 'Call 112', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Call 108 — ambulance' })).toBeVisible();
      expect(await backgroundOf('112')).toBe('rgb(185, 28, 28)');
      expect(await backgroundOf('108')).toBe('rgb(185, 28, 28)');
      // Nothing competes with the calls: the flow's header and its "Start again" give way.
      await expect(page.getByRole('button', { name: 'Start again' })).toHaveCount(0);
    };

    // The usual way in: home → start → figure → chest → age and weight → the first warning sign.
    await page.goto('/');
    await page.getByRole('link', { name: 'Start the pain check' }).click();
    await page.getByRole('button', { name: 'Me', exact: true }).click();
    await page.getByRole('button', { name: 'Male', exact: true }).click();
    await page.locator('[data-region="chest"]').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Age (years)').fill('58');
    await page.getByLabel('Weight (kg)').fill('80');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Pressing pain with a cold sweat: two heart signs of the first screen (decision 117).
    await page.locator('form[data-step] [data-option="hs_pressing"] input').check();
    await page.locator('form[data-step] [data-option="hs_cold_sweat"] input').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectCallButtonsRed();

    // The same screen loaded directly.
    await page.reload();
    await expectCallButtonsRed();
  });

  test('"Start again" asks first, can be cancelled, and keeps sex, age and weight', async ({ page }) => {
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('userAnswers') ?? '{}') as object);
    await toFirstQuestion(page, { sex: 'Female', region: 'knee-left-front', age: 34, weight: 61 });
    // "Not sure": never a warning sign, whose emergency screen has no "Start again" (decision 070).
    const first = await page.locator('form[data-step]').getAttribute('data-step');
    await page.locator('form[data-step] [data-option="not_sure"] input').check();
    await page.getByRole('button', { name: 'Next' }).click();
    // The next question, once it has replaced the first (both have a "Start again").
    await expect(page.locator(`form[data-step="${first}"]`)).toHaveCount(0);
    await expect(page.locator('form[data-step]')).toBeVisible();
    const before = await stored();

    // One tap does not wipe anything: it asks, and Cancel (focused first) leaves all as it was.
    await page.getByRole('button', { name: 'Start again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start again?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('age (34) and weight (61 kg) are kept');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await stored()).toEqual(before);

    // Confirmed: the place and answers go, the profile stays, and the next place is one tap away.
    await page.getByRole('button', { name: 'Start again' }).click();
    await dialog.getByRole('button', { name: 'Start again' }).click();
    await expect(page).toHaveURL(/\/pain-loaction-body$/);
    await expect(page.getByText('Your age and weight are kept.')).toBeVisible();
    expect(await stored()).toEqual({
      sex: 'female',
      age_range: { min: 34, max: 34 },
      age_range_key: '34',
      weight: 61,
      for: 'self',
      pregnancy: { status: 'no' },
      breastfeeding: false,
      symptoms: {},
      flags: {},
    });
    await page.locator('[data-region="chest"]').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/steps-by-location$/);
  });

  test('"Start again?" stays open when the questions finish loading under it', async ({ page }) => {
    await toFirstQuestion(page, { sex: 'Female', region: 'knee-left-front', age: 34, weight: 61 });
    // The questions are held back on the next load, so the question is asked over the loading page.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/diagnosis/get-diagnosis-step/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await page.getByRole('button', { name: 'Start again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start again?' });
    await expect(dialog).toBeVisible();
    release();
    await expect(page.locator('form[data-step]')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test.describe('on a 412 px phone', () => {
    test.use({ viewport: { width: 412, height: 900 }, hasTouch: true, isMobile: true });
    test('a toast is 90% of the width, under the header, in the site colours', async ({ page }) => {
      await page.goto('/man-body');
      await page.getByRole('button', { name: 'Me', exact: true }).tap();
      await page.getByRole('button', { name: 'Female', exact: true }).tap();
      // The figure's page has a "Start again" too once the figure is chosen, and stays on screen a
      // moment: press the body map's.
      await expect(page.locator('svg.body-map')).toBeVisible();
      await page.getByRole('button', { name: 'Start again' }).tap();
      await page.getByRole('dialog').getByRole('button', { name: 'Start again' }).tap();
      const toast = page.locator('.Toastify__toast').filter({ hasText: 'Your answers were cleared.' });
      await expect(toast).toBeVisible();
      const headerBottom = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
      // Where it rests once its entrance animation is over.
      await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
      const box = (await toast.boundingBox())!;
      expect(Math.abs(box.width - 0.9 * 412)).toBeLessThan(2);
      expect(Math.abs(box.x - 0.05 * 412)).toBeLessThan(2);
      expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
    });
  });

  test('each urgency has its own colour and icon on the results, the same for every cause of that level', async ({
    page,
  }) => {
    // A case whose list spans all four levels, as asked and with every answer, so that a change of
    // content elsewhere at the knee does not leave this test with too few levels to compare.
    const answers = storedAnswers('knee', clinicalCase('knee', 'knee_calf_strain_badminton'));
    await page.addInitScript((a) => localStorage.setItem('userAnswers', JSON.stringify(a)), answers);
    await page.goto('/suggested-diagnosis');
    await expect(page.locator('.ranked-item').first()).toBeVisible();
    const looks = await page.locator('.badge').evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return {
          level: el.getAttribute('data-level') ?? '',
          look: `${style.color} on ${style.backgroundColor}`,
          icon: el.querySelector('svg path')?.getAttribute('d') ?? '',
        };
      }),
    );
    const byLevel = new Map<string, Set<string>>();
    for (const { level, look, icon } of looks)
      byLevel.set(level, (byLevel.get(level) ?? new Set()).add(`${look} ${icon}`));
    expect(byLevel.size, 'the knee results show causes of several urgencies').toBeGreaterThanOrEqual(3);
    // One look per level, and no two levels alike.
    for (const [level, seen] of byLevel) expect(seen.size, level).toBe(1);
    expect(new Set([...byLevel.values()].map((s) => [...s][0])).size).toBe(byLevel.size);
  });
});
