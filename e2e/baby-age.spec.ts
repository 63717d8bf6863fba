import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import { assessmentHi } from '../apps/web/src/locales/assessment-hi.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { tapPlace } from './flow.ts';

/**
 * A baby's age in months (the phone audit of 2026-11-26, decision 118): a parent gives a
 * 3-month-old's or a 15-month-old's age in months on the age page, and the tummy's child question
 * offers what fits the age: the long crying spells of colic under one year, the bouts of
 * screaming of intussusception under five. The answers keep whole years for the contract and the
 * months beside them.
 */

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

const BABIES = [
  { months: 3, weight: '6', years: 0, colic: true },
  { months: 15, weight: '10', years: 1, colic: false },
] as const;

for (const { lang, locale, t } of [
  { lang: 'en', locale: 'en-IN', t: assessmentEn },
  { lang: 'hi', locale: 'hi-IN', t: assessmentHi as typeof assessmentEn },
] as const) {
  test.describe(`a baby's age in months (${lang})`, () => {
    test.use({ ...PHONE, locale });

    for (const baby of BABIES) {
      test(`a ${baby.months}-month-old gets the tummy's questions for the age`, async ({ page }) => {
        await page.goto('/man-body');
        await page.locator('[data-for="child"]').tap();
        await page.locator('[data-figure="female"]').tap();
        await tapPlace(page, 'mid-abdomen');
        await page.getByRole('button', { name: t.location.continue }).tap();

        const age = page.locator('input[name="age"]');
        await expect(age).toBeVisible();
        await page
          .getByRole('group', { name: t.profile.ageUnit.legend })
          .getByLabel(t.profile.ageUnit.months, { exact: true })
          .check();
        // The field says what it takes now.
        const inMonths = t.profile.ageUnit.labelChild.replace('{{unit}}', t.profile.ageUnit.monthsWord);
        await expect(page.getByLabel(inMonths, { exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
        // 24 months is two years: given in years, not months.
        await age.fill('24');
        await page.locator('input[name="weight"]').fill(baby.weight);
        await page.getByRole('button', { name: t.profile.continue, exact: true }).tap();
        await expect(page.getByText(t.profile.monthsRange)).toBeVisible();
        await age.fill(String(baby.months));
        await page.getByRole('button', { name: t.profile.continue, exact: true }).tap();
        await expect(page.locator('form[data-step]')).toBeVisible();

        const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userAnswers') ?? '{}') as unknown);
        expect(stored).toMatchObject({
          age_range: { min: baby.years, max: baby.years },
          age_range_key: `${baby.months}m`,
        });

        // The tummy's question for a child, whatever came before it.
        await page.goto('/steps-by-location?step=ma_child');
        const step = page.locator('form[data-step="ma_child"]');
        await expect(step).toBeVisible();
        await expect(step.locator('[data-option="ma_child_bouts"]')).toHaveCount(1);
        await expect(step.locator('[data-option="ma_child_long_crying"]')).toHaveCount(baby.colic ? 1 : 0);

        // Back on the age page, the age is shown as it was given: in months.
        await page.goto('/weight-age');
        await expect(page.locator('input[name="age"]')).toHaveValue(String(baby.months));
        await expect(
          page.getByRole('group', { name: t.profile.ageUnit.legend }).getByLabel(t.profile.ageUnit.months, {
            exact: true,
          }),
        ).toBeChecked();
      });
    }
  });
}
