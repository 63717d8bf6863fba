import type { Page } from '@playwright/test';
import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import { assessmentHi } from '../apps/web/src/locales/assessment-hi.ts';
import { checkEn } from '../apps/web/src/locales/check-en.ts';
import { checkHi } from '../apps/web/src/locales/check-hi.ts';
import { clinicalCase, storedAnswers } from './cases.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * Issue 32, item 1: on a cheap phone (360×640) every emergency outcome starts with the numbers to
 * call. The warning screen and the results, in English and Hindi, for an adult, a small child, a
 * pregnancy and a baby: the ambulance (108) and 112 are full-width red phone links at least 56 px
 * tall inside the first 600 px, they stay on screen while the page scrolls, the reasons come under
 * them, and 102 (the ambulance for mothers and babies) is there for a pregnancy or a baby only.
 */

const PHONE = { width: 360, height: 640 };

/**
 * Each case answers emergency warning signs at `step` (two, the screen the audit measured worst,
 * where the case has them on one screen; the toddler's signs are now the shared danger signs).
 */
const PEOPLE = [
  { who: 'an adult', place: 'chest', id: 'chest_acs_classic_diabetic_man', step: 'red_flags', mother: false },
  { who: 'a child of 2', place: 'all-over', id: 'ao_meningitis_toddler', step: 'danger_child_1', mother: false },
  { who: 'a pregnancy', place: 'lower-abdomen-pelvis', id: 'la_abruption_34wk', step: 'la_preg_signs', mother: true },
  { who: 'a baby', place: 'lower-abdomen-pelvis', id: 'la_intussusception_infant', step: 'la_child', mother: true },
] as const;

const LANGUAGES = [
  { lang: 'en', locale: 'en-IN', t: { ...assessmentEn, ...checkEn } },
  { lang: 'hi', locale: 'hi-IN', t: { ...assessmentHi, ...checkHi } },
] as const;

async function expectCallsFirst(page: Page, t: typeof assessmentEn & typeof checkEn, mother: boolean, reasons: string) {
  const bar = page.getByRole('navigation', { name: t.emergency.callsLabel });
  const call108 = bar.getByRole('link', { name: t.emergency.call108 });
  const call112 = bar.getByRole('link', { name: t.emergency.call112, exact: true });
  await expect(call108).toHaveAttribute('href', 'tel:108');
  await expect(call112).toHaveAttribute('href', 'tel:112');
  const call102 = bar.getByRole('link', { name: t.emergency.call102 });
  if (mother) await expect(call102).toHaveAttribute('href', 'tel:102');
  else await expect(call102).toHaveCount(0);

  // The page opens at the top; the calls are the first thing under the site's own header.
  await page.evaluate(() => window.scrollTo(0, 0));
  const boxes = [await call108.boundingBox(), await call112.boundingBox()];
  if (mother) boxes.push(await call102.boundingBox());
  for (const box of boxes) {
    expect(box, 'the call button is drawn').not.toBeNull();
    if (!box) continue;
    expect(box.y + box.height, 'the button ends inside the first 600 px').toBeLessThanOrEqual(600);
    expect(box.height, 'the button is at least 56 px tall').toBeGreaterThanOrEqual(56);
    expect(box.width, 'the button spans the screen').toBeGreaterThanOrEqual(PHONE.width - 48);
  }
  const first = await call108.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(first, 'the call buttons are red').toBe('rgb(185, 28, 28)');

  // The reasons come under the buttons, and nothing from the flow's header comes before them.
  const reason = page.locator(reasons).first();
  await expect(reason).toBeVisible();
  const reasonBox = await reason.boundingBox();
  expect(reasonBox?.y ?? 0).toBeGreaterThan(boxes[boxes.length - 1]?.y ?? Infinity);
  const startAgain = page.getByRole('button', { name: t.flow.startAgain });
  if ((await startAgain.count()) > 0) {
    const startBox = await startAgain.first().boundingBox();
    expect(startBox?.y ?? Infinity, '"Start again" comes after the calls').toBeGreaterThan(boxes[0]?.y ?? 0);
  }

  // Scrolled to the end, the calls are still on the screen.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(async () => {
      const box = await call108.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
    }, 'the ambulance button stays on screen while the page scrolls')
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const { lang, locale, t } of LANGUAGES) {
  test.describe(`emergency on a 360×640 phone (${lang})`, () => {
    test.use({ viewport: PHONE, locale });

    for (const { who, place, id, step, mother } of PEOPLE) {
      test(`the warning screen for ${who} starts with the calls`, async ({ page }) => {
        const c = clinicalCase(place, id);
        await page.addInitScript(
          (a) => localStorage.setItem('userAnswers', JSON.stringify(a)),
          storedAnswers(place, c),
        );
        await page.goto(`/steps-by-location?alert=${step}`);
        await expect(page.getByRole('heading', { level: 1, name: t.emergency.emergencyTitle })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectCallsFirst(page, t, mother, '.alert-reason');
        if (lang === 'en' && place === 'chest') await expectNoAxeViolations(page);
      });

      test(`the results for ${who} start with the calls`, async ({ page }) => {
        const c = clinicalCase(place, id);
        await page.addInitScript(
          (a) => localStorage.setItem('userAnswers', JSON.stringify(a)),
          storedAnswers(place, c),
        );
        await page.goto('/suggested-diagnosis');
        await expect(page.locator('.triage-emergency')).toBeVisible();
        await expectCallsFirst(page, t, mother, '.result-headline');
        if (lang === 'en' && place === 'chest') await expectNoAxeViolations(page);
      });
    }
  });
}
