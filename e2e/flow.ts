/** The walks through the pain check that several specs share. */
import { expect, type Page } from '@playwright/test';
import type { ClinicalCase } from './cases.ts';

export type Input = 'mouse' | 'keyboard';

/** Answers the case's questions; returns the text of every question and option shown. */
export async function answerQuestions(
  page: Page,
  c: ClinicalCase,
  input: Input,
  onRedFlag?: () => Promise<void>,
): Promise<string[]> {
  const shown: string[] = [];
  for (let guard = 0; guard < 40; guard++) {
    const alert = page.getByRole('button', { name: 'Continue the questions' });
    const form = page.locator('form[data-step]');
    await expect(
      form.or(alert).or(page.getByRole('heading', { level: 1, name: 'Possible causes', exact: true })),
    ).toBeVisible();
    if (await alert.isVisible()) {
      if (onRedFlag) await onRedFlag();
      if (input === 'keyboard') {
        await alert.focus();
        await page.keyboard.press('Enter');
      } else await alert.click();
      // The next question replaces the screen a moment after the click (the navigation is a
      // transition): until then the old screen must not be taken for a new one.
      await expect(alert).toBeHidden();
      continue;
    }
    if (!(await form.isVisible())) return shown;
    const stepId = (await form.getAttribute('data-step')) ?? '';
    shown.push(`${stepId}: ${await form.innerText()}`);
    for (const key of await form
      .locator('[data-option]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-option'))))
      shown.push(`${stepId}.${key}`);
    const keys = c.answers[stepId] ?? ['not_sure'];
    for (const key of keys) {
      const option = form.locator(`[data-option="${key}"] input`);
      if (input === 'keyboard') {
        await option.focus();
        await page.keyboard.press('Space');
      } else await option.check();
      await expect(option).toBeChecked();
    }
    const next = form.getByRole('button', { name: /^(Next|See my results)$/ });
    if (input === 'keyboard') {
      await next.focus();
      await page.keyboard.press('Enter');
    } else await next.click();
    await expect(page.locator(`form[data-step="${stepId}"]`)).toHaveCount(0);
  }
  throw new Error('the interview did not end');
}

/**
 * The age page's pregnancy question, where it is asked (a female of child-bearing age): the case's
 * answer, else "No".
 */
export async function answerPregnancy(
  page: Page,
  pregnancy: ClinicalCase['pregnancy'] = { status: 'no' },
  input: Input = 'mouse',
): Promise<void> {
  const group = page.getByRole('group', { name: /pregnant/ });
  if (!(await group.isVisible())) return;
  const option = group.locator(`input[value="${pregnancy.status}"]`);
  if (input === 'keyboard') {
    await option.focus();
    await page.keyboard.press('Space');
  } else await option.check();
  if (pregnancy.status === 'yes')
    await page.getByLabel('Which month of the pregnancy is it?').selectOption(String(pregnancy.months ?? 5));
}

export async function enterProfile(page: Page, c: ClinicalCase, input: Input) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your age and weight' })).toBeVisible();
  await page.getByLabel('Age (years)').fill(String(c.age));
  await page.getByLabel('Weight (kg)').fill(String(c.weight));
  await answerPregnancy(page, c.pregnancy, input);
  if (input === 'keyboard') await page.keyboard.press('Enter');
  else await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * The whole pain check by mouse, the place chosen from the list of places: the case's figure,
 * age, weight and answers, up to the results. Returns what answerQuestions returns.
 */
export async function assessFromList(page: Page, c: ClinicalCase, place: string | RegExp): Promise<string[]> {
  await page.goto('/man-body');
  await page.getByRole('button', { name: 'Me', exact: true }).click();
  await page.getByRole('button', { name: c.sex === 'male' ? 'Male' : 'Female', exact: true }).click();
  await page.getByText('Or choose from a list').click();
  await page.getByRole('radio', { name: place }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterProfile(page, c, 'mouse');
  const shown = await answerQuestions(page, c, 'mouse');
  await expect(page).toHaveURL(/\/suggested-diagnosis$/);
  return shown;
}

export interface Visitor {
  sex: 'Male' | 'Female';
  /** A body map region, as in `data-region`. */
  region: string;
  age: number;
  weight: number;
}

/** From the figure to the first question, the way a visitor gets there. */
export async function toFirstQuestion(page: Page, v: Visitor): Promise<void> {
  await page.goto('/man-body');
  await page.getByRole('button', { name: 'Me', exact: true }).click();
  await page.getByRole('button', { name: v.sex, exact: true }).click();
  await page.locator(`[data-region="${v.region}"]`).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Age (years)').fill(String(v.age));
  await page.getByLabel('Weight (kg)').fill(String(v.weight));
  await answerPregnancy(page);
  await page.getByRole('button', { name: 'Continue' }).click();
}
