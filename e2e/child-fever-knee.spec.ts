import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import { assessmentHi } from '../apps/web/src/locales/assessment-hi.ts';
import { expect, test } from './fixtures.ts';
import { tapPlace, tapUntilAnswered } from './flow.ts';

/**
 * A child with knee pain and a fever who will not put any weight on the leg: after the fever, the
 * parent is asked whether the child bears weight, and "will not put any weight on the leg" brings
 * the call screen at once, in both languages, on a phone. Why, and its sources:
 * docs/content-review/irritable-hip-at-the-knee-2026-11-28.md
 */

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

for (const { lang, locale, t, reason } of [
  { lang: 'en', locale: 'en-IN', t: assessmentEn, reason: /infection of the hip, knee or bone/ },
  { lang: 'hi', locale: 'hi-IN', t: assessmentHi as typeof assessmentEn, reason: /कूल्हे, घुटने या हड्डी का संक्रमण/ },
] as const) {
  test.describe(`a child with a fever and knee pain (${lang})`, () => {
    test.use({ ...PHONE, locale });

    test('who will not put weight on the leg gets the call screen at once', async ({ page }) => {
      await page.goto('/man-body');
      await page.locator('[data-for="child"]').tap();
      await page.locator('[data-figure="female"]').tap();
      await tapPlace(page, 'knee-left-front');
      await page.getByRole('button', { name: t.location.continue }).tap();
      await page.locator('input[name="age"]').fill('4');
      await page.locator('input[name="weight"]').fill('15');
      await page.getByRole('button', { name: t.profile.continue, exact: true }).tap();

      const asked = await tapUntilAnswered(page, t.steps.next, 'kn_child_fever_walk', {
        wb_along: 'wb_fever',
        kn_child_fever_walk: 'kn_ch_no_stand',
      });
      expect(asked, 'the weight-bearing screen was asked').toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: t.emergency.emergencyTitle })).toBeVisible();
      await expect(page.locator('.alert-screen')).toContainText(reason);
    });
  });
}
