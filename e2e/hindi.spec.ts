import { assessmentHi } from '../apps/web/src/locales/assessment-hi.ts';
import { clinicalCase } from './cases.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { expectHindiMain } from './latin-words.ts';

/**
 * The site in Hindi (issue 19), as a visitor whose phone is set to Hindi meets it: the whole pain
 * check with the knowledge base's own texts, the results, the best match and the legal pages,
 * each with no English left in its main region but names, bracketed terms and text marked English.
 */
test.use({ locale: 'hi-IN' });

test('the whole pain check in Hindi, to the results and the best match, ranked as in English', async ({ page }) => {
  const c = clinicalCase('knee', 'knee_meniscus_shopkeeper');
  const t = assessmentHi;
  await page.goto('/man-body');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectHindiMain(page);
  await page.getByRole('button', { name: t.figure.male, exact: true }).click();
  await page.locator('[data-region="knee-left-front"]').click();
  await expectHindiMain(page);
  await page.getByRole('button', { name: t.location.continue }).click();
  await page.getByLabel(t.profile.age).fill(String(c.age));
  await page.getByLabel(t.profile.weight).fill(String(c.weight));
  await expectHindiMain(page);
  await page.getByRole('button', { name: t.profile.continue }).click();

  const results = page.getByRole('heading', { level: 1, name: t.suggested.title, exact: true });
  for (let guard = 0; guard < 40; guard++) {
    const form = page.locator('form[data-step]');
    await expect(form.or(results)).toBeVisible();
    if (await results.isVisible()) break;
    // Every question, its help and its options come from the knowledge base, in Hindi.
    await expectHindiMain(page);
    const step = (await form.getAttribute('data-step')) ?? '';
    for (const key of c.answers[step] ?? ['not_sure']) await form.locator(`[data-option="${key}"] input`).check();
    await form.getByRole('button', { name: new RegExp(`^(${t.steps.next}|${t.steps.finish})$`) }).click();
    await expect(page.locator(`form[data-step="${step}"]`)).toHaveCount(0);
  }
  await expect(results).toBeVisible();
  await expectHindiMain(page);
  await expectNoAxeViolations(page);
  // The language never changes scoring: the best match is the case's own, as in English.
  await expect(page.locator('[data-condition]').first()).toHaveAttribute('data-condition', c.expected);

  await page.goto('/test-result');
  await expect(page.getByRole('heading', { level: 2, name: t.result.whatToDo })).toBeVisible();
  await expectHindiMain(page);
  await expectNoAxeViolations(page);
});

test('the legal pages in Hindi say the English text governs', async ({ page }) => {
  for (const path of ['/terms-condition', '/privacy-policy', '/cookie-policy']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('main')).toContainText('अंग्रेजी');
    await expectHindiMain(page);
  }
  await expectNoAxeViolations(page);
});
