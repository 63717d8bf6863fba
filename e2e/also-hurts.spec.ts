import type { Page } from '@playwright/test';
import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import { assessmentHi } from '../apps/web/src/locales/assessment-hi.ts';
import { checkEn } from '../apps/web/src/locales/check-en.ts';
import { checkHi } from '../apps/web/src/locales/check-hi.ts';
import { clinicalCase, type ClinicalCase } from './cases.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { answerQuestions, enterProfile } from './flow.ts';

/**
 * "It also hurts in…" answers the spread question (decision 120): the places ticked on the place
 * page are not asked about again, and a question they answer in part opens with them ticked.
 */

type Words = typeof assessmentEn & typeof checkEn;
const english: Words = { ...assessmentEn, ...checkEn };

/** A woman of 66 with a heavy chest on effort, told by someone who ticks places instead of answering where it spreads. */
function chestCase(): ClinicalCase {
  const c = clinicalCase('chest', 'chest_acs_atypical_older_woman');
  const { spread: _, ...answers } = c.answers;
  return { ...c, answers };
}

/** From the start to the place page with the place chosen from the list, then the places ticked. */
async function choosePlace(page: Page, t: Words, sex: 'male' | 'female', region: string, also: string[]) {
  await page.goto('/man-body');
  await page.getByRole('button', { name: t.figure.forSelf, exact: true }).click();
  await page.getByRole('button', { name: sex === 'male' ? t.figure.male : t.figure.female, exact: true }).click();
  await page.locator('summary.region-list-summary').click();
  await page.locator(`input[name="body-region"][value="${region}"]`).check();
  if (also.length === 0) return;
  await page.locator('details.also-choice > summary').click();
  for (const place of also) {
    const box = page.getByRole('checkbox', { name: t.history.places[place as keyof Words['history']['places']] });
    await box.check();
    await expect(box).toBeChecked();
  }
}

test('ticking the jaw and the upper arm answers the chest question "does it spread?"', async ({ page }) => {
  const c = chestCase();
  await choosePlace(page, english, 'female', 'chest', []);
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterProfile(page, c, 'mouse');
  const plain = await answerQuestions(page, c, 'mouse');
  expect(plain.filter((s) => s.startsWith('spread: '))).toHaveLength(1);
  // A new visit: the check kept on the phone is wiped first.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  await choosePlace(page, english, 'female', 'chest', ['face-jaw', 'upper-arm']);
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterProfile(page, c, 'mouse');
  const ticked = await answerQuestions(page, c, 'mouse');
  expect(ticked.filter((s) => s.startsWith('spread: '))).toEqual([]);
  expect(ticked.length).toBeLessThan(plain.length);
  // The heart attack heads the list.
  const first = page.locator('[data-condition]').first();
  await expect(first).toHaveAttribute('data-condition', 'acute_coronary_syndrome');
});

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
for (const { lang, locale, t } of [
  { lang: 'en', locale: 'en-IN', t: english },
  { lang: 'hi', locale: 'hi-IN', t: { ...assessmentHi, ...checkHi } as Words },
]) {
  test.describe(`on a phone at 360×640 (${lang})`, () => {
    test.use({ ...PHONE, locale });

    test('the open list is grouped and short, and the lower back opens with the ticked answers', async ({ page }) => {
      await choosePlace(page, t, 'male', 'lower-back', []);
      await page.locator('details.also-choice > summary').click();
      const list = page.locator('details.also-choice');
      // Four named groups, 27 places (all but the lower back). In one column of boxes the open list
      // was 1,370 px with 22 places (would be about 1,650 px with 26): now about 1,020 px.
      for (const group of Object.values(t.location.alsoGroups)) {
        await expect(page.getByRole('group', { name: group, exact: true })).toBeVisible();
      }
      await expect(list.getByRole('checkbox')).toHaveCount(27);
      const height = await list.evaluate((el) => el.getBoundingClientRect().height);
      console.log(`${lang}: the open list is ${Math.round(height)} px tall`);
      expect(height).toBeLessThan(1100);
      await expectNoAxeViolations(page);
      // Keyboard: a tick box takes the focus and Space ticks it.
      const buttock = list.getByRole('checkbox', { name: t.history.places.buttock, exact: true });
      await buttock.focus();
      await page.keyboard.press('Space');
      await expect(buttock).toBeChecked();
      // Touch.
      await list.getByRole('checkbox', { name: t.history.places.calf, exact: true }).tap();

      await page.getByRole('button', { name: t.location.continue }).click();
      await page.getByLabel(t.profile.age).fill('38');
      await page.getByLabel(t.profile.weight).fill('70');
      await page.getByRole('button', { name: t.profile.continue }).click();
      const spread = page.locator('form[data-step="spread"]');
      for (let guard = 0; guard < 40; guard++) {
        const form = page.locator('form[data-step]');
        await expect(form).toBeVisible();
        if (await spread.isVisible()) break;
        const step = (await form.getAttribute('data-step')) ?? '';
        await form.locator('[data-option="not_sure"] input').check();
        await form.getByRole('button', { name: t.steps.next, exact: true }).click();
        await expect(page.locator(`form[data-step="${step}"]`)).toHaveCount(0);
      }
      // "Both legs" has no place in the list, so the question is asked, with the ticks filled in.
      await expect(spread).toBeVisible();
      await expect(page.getByText(t.steps.fromAlso)).toBeVisible();
      await expect(spread.locator('[data-option="spread_buttock_thigh"] input')).toBeChecked();
      await expect(spread.locator('[data-option="spread_below_knee"] input')).toBeChecked();
      await expect(spread.locator('[data-option="spread_groin"] input')).not.toBeChecked();
    });
  });
}
