import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { clinicalCase } from './cases.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { assessFromList, logInAt, registerThroughApi } from './flow.ts';

/**
 * A check made with no account on a shared phone (decision 112): it can be removed at once, it goes
 * by itself a day after its last answer, and it stays when its person chose to keep it.
 */

const THRUSH = clinicalCase('genitals', 'gn_thrush_after_antibiotics_28');
const PROFILE = /For: Female, 28 years.*Private parts/;
const HOUR = 60 * 60 * 1000;

/** The whole check, from the list of places, up to its results. */
async function checkPrivateParts(page: Page) {
  await assessFromList(page, THRUSH, /Private parts/);
  await expect(page.getByText(PROFILE)).toBeVisible();
}

/** What the check left in local storage. */
const stored = (page: Page) =>
  page.evaluate(() => ({
    answers: localStorage.getItem('userAnswers'),
    diseases: localStorage.getItem('diseases'),
    changedAt: Number(localStorage.getItem('painpoint.answersChangedAt')),
  }));

/** Opens the results again, `hours` after the check's last answer, as the phone's clock has it. */
async function reopenAfter(page: Page, hours: number) {
  const { changedAt } = await stored(page);
  expect(changedAt).toBeGreaterThan(0);
  await page.clock.setSystemTime(changedAt + hours * HOUR);
  await page.goto('/suggested-diagnosis');
}

/** Without answers the results page sends the visitor to the start of the check. */
async function expectNoCheck(page: Page) {
  await expect(page).toHaveURL(/\/man-body$/);
  await expect(page.getByText(PROFILE)).toHaveCount(0);
  expect(await stored(page)).toMatchObject({ answers: null, diseases: null });
}

test('“Remove this check from this phone” forgets it and goes home', async ({ page }) => {
  await checkPrivateParts(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Remove this check from this phone' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('This check was removed from this phone.')).toBeVisible();
  expect(await stored(page)).toMatchObject({ answers: null, diseases: null });
  await page.goto('/suggested-diagnosis');
  await expectNoCheck(page);
});

test('a check made with no account is gone a day after its last answer', async ({ page }) => {
  await page.clock.install();
  await checkPrivateParts(page);
  await reopenAfter(page, 23);
  await expect(page.getByText(PROFILE)).toBeVisible();
  await reopenAfter(page, 25);
  await expectNoCheck(page);
});

test('a check its person chose to keep is still there a day later', async ({ page }) => {
  await page.clock.install();
  await checkPrivateParts(page);
  const keep = page.getByRole('checkbox', { name: 'Keep this check on this phone' });
  await expect(keep).toHaveAccessibleDescription(/^Anyone who uses this phone can see it\./);
  await keep.check();
  await reopenAfter(page, 25);
  await expect(page.getByText(PROFILE)).toBeVisible();
  await expect(keep).toBeChecked();
});

test('a logged-in person removes the check from the phone, and their saved history stays', async ({ page }) => {
  const email = `shared.${randomUUID().slice(0, 8)}@example.org`;
  const password = 'thrush after the antibiotics';
  await registerThroughApi(page.request, email, password);
  await logInAt(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  await checkPrivateParts(page);
  await page.getByRole('button', { name: 'Save to my history' }).click();
  await page.getByRole('checkbox', { name: /I agree to PainPoint keeping the checks I save/ }).check();
  await page.getByRole('button', { name: 'Agree and save' }).click();
  await expect(page.getByText(/^Saved on /)).toBeVisible();
  // Their check goes at logout: there is nothing to keep.
  await expect(page.getByRole('checkbox', { name: 'Keep this check on this phone' })).toHaveCount(0);
  const remove = page.getByRole('button', { name: 'Remove this check from this phone' });
  await expect(remove).toHaveAccessibleDescription(
    'Only this phone’s copy is removed. Checks saved in your account stay there.',
  );
  await remove.click();
  await expect(page).toHaveURL(/\/$/);
  expect(await stored(page)).toMatchObject({ answers: null, diseases: null });
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'My saved checks' }).locator('.saved-item')).toHaveCount(1);
});
