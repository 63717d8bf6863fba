import type { Locator, Page } from '@playwright/test';
import { WEB_ROUTES } from '@painpoint/contracts/routes';
import { clinicalCase, storedAnswers } from './cases.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { answerShown, toFirstQuestion } from './flow.ts';

/**
 * The layout at a desktop's width and a phone's: the questions use a wide screen's room (the
 * question on the left, a panel of where, who, how far and the answers so far on the right) and
 * stay one column on a phone; and no page shows more than one primary button (docs/design.md).
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 412, height: 900 };

/**
 * The sixth question of a left knee, whichever the interview chooses: "none" of the knee's warning
 * signs, of the two screens of danger signs (decision 076) and of the whole-body screen (086)
 * every place asks, then "none" to the fifth question. Which question comes sixth is the model's
 * choice and moves with the content; the layout under test does not depend on it.
 */
async function toSixthQuestion(page: Page) {
  await toFirstQuestion(page, { sex: 'Female', region: 'knee-left-front', age: 34, weight: 61 });
  const first = ['red_flags', 'danger_adult_1', 'danger_adult_2', 'wb_along'];
  for (let n = 0; n < 5; n++) {
    const stepId = await answerShown(page, '[data-option="none"] input, [data-option="not_sure"] input');
    if (n < first.length) expect(stepId).toBe(first[n]);
  }
  await expect(page.locator('form[data-step]')).toBeVisible();
}

const question = (page: Page) => page.locator('form[data-step]');
const panel = (page: Page) => page.getByRole('complementary', { name: 'Your pain check so far' });
const progress = (page: Page) => page.getByRole('progressbar');

/**
 * Where an element is, measured at once: the page has settled (the question is shown), so a
 * missing element fails the test rather than being waited for.
 */
async function box(l: Locator) {
  expect(await l.count()).toBe(1);
  const b = await l.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

test.describe('the questions on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the question and the progress panel sit side by side, the panel lists the answers and goes back to one', async ({
    page,
  }) => {
    await toSixthQuestion(page);
    const q = await box(question(page));
    for (const right of [panel(page), progress(page)]) {
      const p = await box(right);
      // Beside the question, not under it: to its right, and starting above its end.
      expect(p.x).toBeGreaterThanOrEqual(q.x + q.width);
      expect(p.y).toBeLessThan(q.y + q.height);
    }
    // The page uses the width: the two columns together fill most of a 1280 px screen.
    const p = await box(panel(page));
    expect(p.x + p.width - q.x).toBeGreaterThan(0.7 * DESKTOP.width);

    await expect(panel(page)).toContainText('Where it hurts');
    await expect(panel(page)).toContainText('Left knee');
    await expect(panel(page)).toContainText('Female, 34 years, 61 kg');
    await expect(progress(page)).toHaveAccessibleName(/^Question 6 of about \d+$/);
    const answers = panel(page).getByRole('listitem');
    await expect(answers).toHaveCount(5);
    await expect(answers.nth(0)).toContainText('Do you have any of these right now?');
    await expect(answers.nth(0)).toContainText('None of these');
    await expect(answers.nth(1)).toContainText('Is any of these happening now?');
    await expect(answers.nth(3)).toContainText('Along with the pain, any of these?');
    await expectNoAxeViolations(page);

    // "Change" goes back to that question with its answer still chosen.
    await answers
      .nth(3)
      .getByRole('link', { name: 'Change your answer to “Along with the pain, any of these?”' })
      .click();
    await expect(page).toHaveURL(/\?step=wb_along$/);
    await expect(page.locator('form[data-step="wb_along"] [data-option="none"] input')).toBeChecked();
  });
});

test.describe('the questions on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the progress, the question and the panel stack in one column', async ({ page }) => {
    await toSixthQuestion(page);
    const bar = await box(progress(page));
    const q = await box(question(page));
    const p = await box(panel(page));
    // Progress first, the question under it, the panel under that; each the column's width.
    expect(q.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    expect(p.y).toBeGreaterThanOrEqual(q.y + q.height);
    expect(Math.abs(p.x - q.x)).toBeLessThan(2);
    expect(Math.abs(p.width - q.width)).toBeLessThan(2);
    await expectNoAxeViolations(page);
  });
});

/** What a route needs to show its own page (rather than send the visitor on); the rest need nothing. */
interface Need {
  /**
   * Stored answers: `started` has the place, sex, age and weight and no answers yet (the
   * questions' first screen), `finished` a whole assessment (the results' pages).
   */
  state?: 'started' | 'finished';
  /** Gets there through a form. */
  reach?: (page: Page) => Promise<void>;
  /** What the page logs as an error on purpose (a link the server refuses is a 400). */
  consoleErrors?: RegExp[];
}
const NEEDS: Partial<Record<string, Need>> = {
  '/pain-loaction-body': { state: 'started' },
  '/gender-age-weight': { state: 'started' },
  '/weight-age': { state: 'started' },
  '/steps-by-location': { state: 'started' },
  '/suggested-diagnosis': { state: 'finished' },
  '/test-result': { state: 'finished' },
  '/video-test-result': { state: 'finished' },
  '/reset-password-confirmation-phone': {
    // The code page follows any well-formed number: whether it has an account is not told.
    reach: async (page) => {
      await page.goto('/reset-password-phone');
      await page.getByLabel('Country code').selectOption('IN');
      await page.getByLabel('Phone number').fill('9876543210');
      await page.getByRole('button', { name: 'Send the code' }).click();
      await expect(page).toHaveURL(/\/reset-password-confirmation-phone$/);
    },
  },
};
/** Only an account gets to these: its profile, and the step after a code texted to its phone. */
const ACCOUNT_ONLY: readonly string[] = ['/profile', '/reset-password-reset-password'];

/** Every route of docs/product.md §2 a visitor reaches without an account. */
const ROUTES: ({ path: string } & Need)[] = [
  ...WEB_ROUTES.filter((path) => !ACCOUNT_ONLY.includes(path)).map((path) => ({ path, ...NEEDS[path] })),
  // A link cut short: the page says so without asking the server.
  { path: '/set-password/an-old-link' },
  // The tests and treatments page twice: cold, and after an assessment.
  { path: '/test-and-treatment', state: 'finished' },
];

function stored(state: 'started' | 'finished') {
  const finished = storedAnswers('knee', clinicalCase('knee', 'knee_meniscus_shopkeeper'));
  return state === 'finished' ? finished : { ...finished, symptoms: {}, flags: {} };
}

/** The primary buttons in view: `.button` with no modifier (by class, whatever their colour). */
const PRIMARY = '.button:not(.button-secondary):not(.button-quiet):not(.button-danger)';

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test.describe(() => {
        test.use({ allowedConsoleErrors: route.consoleErrors ?? [] });
        test(`${route.path}${route.state ? ` (${route.state})` : ''} shows at most one primary button`, async ({
          page,
        }) => {
          const { state } = route;
          if (state) {
            await page.addInitScript((a) => localStorage.setItem('userAnswers', JSON.stringify(a)), stored(state));
          }
          await (route.reach ? route.reach(page) : page.goto(route.path));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('p.loading')).toHaveCount(0);
          await page.waitForLoadState('networkidle');
          // The route itself, not a page it sent the visitor on to. Read once the page has settled:
          // the heading above may be the frame drawn at build time, shown before a page that needs
          // answers or a session decides to send the visitor elsewhere.
          expect(new URL(page.url()).pathname).toBe(route.path);
          const names = await page
            .locator(PRIMARY)
            .evaluateAll((els) =>
              els.filter((e) => e.checkVisibility({ visibilityProperty: true })).map((e) => e.textContent?.trim()),
            );
          expect(names.length, `primary buttons: ${names.join(', ')}`).toBeLessThanOrEqual(1);
        });
      });
    }
  });
}
