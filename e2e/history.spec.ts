import type { Page } from '@playwright/test';
import { clinicalCase } from './cases.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { answerAnyway, assessFromList, confirmByMail, logInAt } from './flow.ts';

const PASSWORD = 'two checks of one headache';
const MIGRAINE = clinicalCase('head', 'head_migraine_before_periods');
/** The same headache a few weeks on: milder, and feeling like a band rather than throbbing. */
const MILDER = { ...MIGRAINE, answers: { ...MIGRAINE.answers, severity: ['sev_moderate'], feel: ['char_band'] } };

// Opening a deleted check is a 404, which Chromium logs as a console error.
test.use({ allowedConsoleErrors: [/status of 404/] });

const savedChecks = (page: Page) => page.getByRole('region', { name: 'My saved checks' });

test('a registered person saves two checks with consent, reopens and compares them, deletes them and withdraws', async ({
  page,
}) => {
  test.slow();
  const email = `meera.${Date.now()}@example.org`;

  // Sign up, confirm the address, log in.
  await page.goto('/register');
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('Confirm password').fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Get started' }).click();
  await confirmByMail(page, email, PASSWORD);
  await logInAt(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(savedChecks(page)).toContainText('You are not keeping a history of your checks.');

  // The first check; saving asks for consent in place, and says "saved" once the server has.
  await assessFromList(page, MIGRAINE, 'Head and face');
  // How bad it is, which the interview need not ask, is added for the comparison below.
  await answerAnyway(page, 'severity', MIGRAINE.answers.severity!);
  await answerAnyway(page, 'feel', MIGRAINE.answers.feel!);
  await expect(page.locator('.ranked-item').first()).toHaveAttribute('data-condition', 'migraine');
  await page.getByRole('button', { name: 'Save to my history' }).click();
  const consent = page.getByRole('form', { name: 'Keep a history of your checks?' });
  await expect(consent).toContainText('the version of our medical information');
  await expect(consent).toContainText('withdraw your consent, at any time on your profile page');
  await expectNoAxeViolations(page);
  await consent.getByRole('button', { name: 'Agree and save' }).click();
  await expect(consent.getByText('Tick the box to agree before we keep your checks.')).toBeVisible();
  await consent.getByRole('checkbox', { name: /I agree to PainPoint keeping the checks I save/ }).check();
  await consent.getByRole('button', { name: 'Agree and save' }).click();
  await expect(page.getByText(/^Saved on /)).toBeVisible();
  await expect(page.getByText('Saved to your history.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to my history' })).toHaveCount(0);

  // The second check of the same place, with other answers: saved at once, consent being given.
  // (Afresh, as someone checking again weeks later: the stored answers cleared.)
  await page.evaluate(() => localStorage.removeItem('userAnswers'));
  await assessFromList(page, MILDER, 'Head and face');
  await answerAnyway(page, 'severity', MILDER.answers.severity);
  await answerAnyway(page, 'feel', MILDER.answers.feel);
  await page.getByRole('button', { name: 'Save to my history' }).click();
  await expect(page.getByText(/^Saved on /)).toBeVisible();

  // Both on the profile, newest first.
  await page.goto('/profile');
  const items = savedChecks(page).locator('.saved-item');
  await expect(items).toHaveCount(2);
  await expect(savedChecks(page)).toContainText(/You agreed on .+ to keep a history of your checks/);
  await expect(items.first()).toContainText('Head');
  await expect(items.last()).toContainText('Migraine');
  await expectNoAxeViolations(page);
  const [newer, older] = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-saved') ?? ''));

  // Reopen the older one as it was saved.
  await items.last().getByRole('link', { name: /^Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`/profile\\?saved=${older}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your saved check' })).toBeVisible();
  await expect(page.getByText(/^Saved on /)).toBeVisible();
  await expect(page.getByText('This is the result as it was shown that day.')).toBeVisible();
  await expect(page.locator('.ranked-item').first()).toHaveAttribute('data-condition', 'migraine');
  await expect(page.locator('.saved-answers')).toContainText('zigzag lines');
  await expectNoAxeViolations(page);

  // Compare it with the newer one.
  await expect(page.getByLabel(/Compare with another check of the same place/)).toHaveValue(newer!);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`saved=${older}&compare=${newer}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your checks compared' })).toBeVisible();
  const row = (question: string) =>
    page.locator('.compare-row', { has: page.getByRole('heading', { name: new RegExp(`^${question}`) }) });
  await expect(row('How bad is the pain at its worst')).toHaveAttribute('data-verdict', 'better');
  await expect(row('How bad is the pain at its worst')).toContainText('Better');
  await expect(row('What does the pain feel like')).toHaveAttribute('data-verdict', 'changed');
  // The answers that stayed the same are folded away under one line.
  await page.getByText(/answers stayed the same$/).click();
  await expect(row('Do you have any of these with the headache')).toHaveAttribute('data-verdict', 'same');
  await expect(row('Warning signs')).toHaveAttribute('data-verdict', 'same');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(row('How bad is the pain at its worst')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // Delete one, confirmed first; its address then finds nothing.
  await page.getByRole('link', { name: 'Back to my profile' }).click();
  await savedChecks(page)
    .locator(`[data-saved="${newer}"]`)
    .getByRole('button', { name: /^Delete/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this saved check?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete it' }).click();
  await expect(page.getByText('The saved check is deleted.').first()).toBeVisible();
  await expect(items).toHaveCount(1);
  await page.goto(`/profile?saved=${newer}`);
  await expect(page.getByText('There is no saved check at this address.')).toBeVisible();

  // Delete all: the consent stays.
  await page.goto('/profile');
  await savedChecks(page).getByRole('button', { name: 'Delete all my saved checks' }).click();
  await page
    .getByRole('dialog', { name: 'Delete all your saved checks?' })
    .getByRole('button', { name: 'Delete all' })
    .click();
  await expect(page.getByText('All your saved checks are deleted.').first()).toBeVisible();
  await expect(savedChecks(page)).toContainText('You have no saved checks.');
  await expect(savedChecks(page)).toContainText(/You agreed on/);

  // Withdraw: the dialog says what happens to saved checks; then nothing is kept.
  await savedChecks(page).getByRole('button', { name: 'Withdraw consent' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Stop keeping a history?' });
  await expect(withdraw).toContainText('We keep only a record of when you agreed and withdrew.');
  await withdraw.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(page.getByText('Your consent is withdrawn and your saved checks are deleted.').first()).toBeVisible();
  await expect(savedChecks(page)).toContainText('You are not keeping a history of your checks.');
  await expect(savedChecks(page).getByRole('button', { name: 'Withdraw consent' })).toHaveCount(0);
});
