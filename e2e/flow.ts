import type { Page } from '@playwright/test';

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
  await page.getByRole('button', { name: v.sex, exact: true }).click();
  await page.locator(`[data-region="${v.region}"]`).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Age (years)').fill(String(v.age));
  await page.getByLabel('Weight (kg)').fill(String(v.weight));
  await page.getByRole('button', { name: 'Continue' }).click();
}
