import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import { assessmentHi } from '../apps/web/src/locales/assessment-hi.ts';
import { expect, test } from './fixtures.ts';
import { tapPlace, tapUntilAnswered } from './flow.ts';

/**
 * A fever in a baby under 3 months (decision 154): a parent who reports a fever for a baby under 1
 * is asked how old the baby is, and "under 3 months" brings the call screen at once, in both
 * languages, on a phone. A baby of 3 to 11 months goes on with the questions.
 */

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

for (const { lang, locale, t, reason } of [
  { lang: 'en', locale: 'en-IN', t: assessmentEn, reason: /Take the baby to a hospital now/ },
  { lang: 'hi', locale: 'hi-IN', t: assessmentHi as typeof assessmentEn, reason: /शिशु को अभी अस्पताल ले जाएँ/ },
] as const) {
  test.describe(`a baby with a fever (${lang})`, () => {
    test.use({ ...PHONE, locale });

    for (const { option, call } of [
      { option: 'wb_baby_under_3m', call: true },
      { option: 'wb_baby_3m_plus', call: false },
    ] as const) {
      test(`${call ? 'under 3 months: the call screen at once' : '3 to 11 months: the questions go on'}`, async ({
        page,
      }) => {
        await page.goto('/man-body');
        await page.locator('[data-for="child"]').tap();
        await page.locator('[data-figure="male"]').tap();
        await tapPlace(page, 'mid-abdomen');
        await page.getByRole('button', { name: t.location.continue }).tap();
        await expect(page.locator('input[name="age"]')).toBeVisible();
        await page
          .getByRole('group', { name: t.profile.ageUnit.legend })
          .getByLabel(t.profile.ageUnit.months, { exact: true })
          .check();
        await page.locator('input[name="age"]').fill('0');
        await page.locator('input[name="weight"]').fill('4');
        await page.getByRole('button', { name: t.profile.continue, exact: true }).tap();

        const callTitle = page.getByRole('heading', { level: 1, name: t.emergency.emergencyTitle });
        const form = page.locator('form[data-step]');
        const asked = await tapUntilAnswered(page, t.steps.next, 'wb_fever_baby_age', {
          wb_along: 'wb_fever',
          wb_fever_baby_age: option,
        });
        expect(asked, 'the baby-age screen was asked').toBe(true);
        if (call) {
          await expect(callTitle).toBeVisible();
          await expect(page.locator('.alert-screen')).toContainText(reason);
        } else {
          await expect(form).toBeVisible();
          await expect(callTitle).toHaveCount(0);
        }
      });
    }
  });
}
