import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import { assessmentHi } from '../apps/web/src/locales/assessment-hi.ts';
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
  // Every place of the child's figure takes a 44 px tap once a finger's first tap has drawn the part
  // round it larger: measured in next-step-in-view.spec.ts (decision 147).
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

/**
 * Decision 125: a tap close to the lower belly, too small for a finger, but on its neighbour asks
 * "Which part?" where it landed; a tap on the lower belly itself, or with the keyboard, chooses it
 * at once. In English and Hindi, for the adult and the child figures.
 */
for (const { locale, t } of [
  { locale: 'en-IN', t: assessmentEn },
  { locale: 'hi-IN', t: assessmentHi as typeof assessmentEn },
]) {
  test.describe(`"Which part?" at the finger (${locale})`, () => {
    test.use({ locale });

    test('beside the lower belly, for a woman and a boy', async ({ page }) => {
      for (const [who, sex] of [
        ['self', 'female'],
        ['child', 'male'],
      ] as const) {
        // A new visitor each time: nothing chosen before.
        await page.goto('/man-body');
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        await page.goto('/man-body');
        await page.locator(`[data-for="${who}"]`).tap();
        await page.locator(`[data-figure="${sex}"]`).tap();
        const zone = page.locator('[data-choose^="lower-abdomen "]');
        // The whole figure fits the phone: a first tap draws the part round the finger larger
        // (decision 147), where the lower belly's area asks.
        const whole = (await page.locator('[data-region="lower-abdomen"]').boundingBox())!;
        await page.touchscreen.tap(whole.x + whole.width / 2, whole.y + whole.height / 2);
        await expect(page.locator('svg.body-map')).toHaveAttribute('data-zoomed', 'true');
        await zone.scrollIntoViewIfNeeded();
        // Just above the lower belly, on the bottom of the tummy: the area's top middle.
        const box = (await zone.boundingBox())!;
        const finger = { x: box.x + box.width / 2, y: box.y + 3 };
        expect(
          await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('data-choose'), finger),
        ).toBe('lower-abdomen mid-abdomen groin-left groin-right');
        const fingerOnPage = finger.y + (await page.evaluate(() => window.scrollY));
        await page.touchscreen.tap(finger.x, finger.y);
        const asked = page.getByRole('group', { name: t.bodyMap.whichPart }).and(page.locator('.finger-choice'));
        await expect(asked.getByRole('button')).toHaveText([
          t.bodyMap.regions['lower-abdomen'],
          t.bodyMap.regions.genitals,
          t.bodyMap.regions['mid-abdomen'],
          t.bodyMap.regions['groin-left'],
          t.bodyMap.regions['groin-right'],
        ]);
        // At the finger, on the page: its near edge just below or above the tap, whatever the page
        // scrolled (above when it would reach under the sticky Continue).
        const panel = await asked.evaluate((el) => {
          const b = el.getBoundingClientRect();
          return { top: b.top + window.scrollY, bottom: b.bottom + window.scrollY };
        });
        const gap = panel.top > fingerOnPage ? panel.top - fingerOnPage : fingerOnPage - panel.bottom;
        expect(gap).toBeGreaterThan(0);
        expect(gap).toBeLessThan(60);
        await expectNoAxeViolations(page);
        // Escape, or a tap elsewhere, leaves it with nothing chosen.
        await page.keyboard.press('Escape');
        await expect(asked).toBeHidden();
        await expect(page.locator('[data-region][aria-pressed="true"]')).toHaveCount(0);
        await page.locator('[data-choose^="lower-abdomen "]').scrollIntoViewIfNeeded();
        const again = (await zone.boundingBox())!;
        await page.touchscreen.tap(again.x + again.width / 2, again.y + 3);
        await asked.getByRole('button', { name: t.bodyMap.regions.genitals }).tap();
        await expect(asked).toBeHidden();
        await expect(page.getByText(t.location.chosen.replace('{{region}}', t.bodyMap.regions.genitals))).toBeVisible();
        await expect(page.locator('[data-region="lower-abdomen"]')).toHaveAttribute('aria-pressed', 'true');
        // The lower belly itself takes its own tap at once, as does the keyboard.
        await page.locator('[data-region="mid-abdomen"]').focus();
        await page.keyboard.press('Tab');
        await expect(page.locator('[data-region="lower-abdomen"]')).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(asked).toBeHidden();
        await expect(
          page.getByText(t.location.chosen.replace('{{region}}', t.bodyMap.regions['lower-abdomen'])),
        ).toBeVisible();
      }
    });
  });
}
