import type { Page } from '@playwright/test';
import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import { bodyMapEn } from '../apps/web/src/locales/body-map-en.ts';
import { expect, test } from './fixtures.ts';
import { answerPregnancy } from './flow.ts';

/**
 * Issue 50, "danger known early is acted on early" (decision 117): from the figure, through the
 * setup and the age page, the call screen comes at the first screen of questions for three
 * emergencies the review found recognised late: pressing chest pain with a cold sweat or spreading
 * to the arm or jaw, a pregnant woman's bad headache with a sign of pre-eclampsia, and a snake
 * bite named at the skin or the lower leg.
 */

const VIEWPORTS = [
  { name: 'a 360×640 phone', viewport: { width: 360, height: 640 } },
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
] as const;

interface Path {
  name: string;
  sex: 'Male' | 'Female';
  /** Taps the place on the figure (or the skin button beside it). */
  place(page: Page): Promise<void>;
  age: number;
  weight: number;
  pregnancy?: { status: 'yes'; months: number };
  /** The first screen of questions, and the answers chosen there. */
  step: string;
  answers: string[];
  /** Words of the first aid or reason the call screen must show. */
  shows: RegExp;
}

const tapRegion = (region: string) => (page: Page) => page.locator(`[data-region="${region}"]`).click();

const PATHS: Path[] = [
  {
    name: 'pressing chest pain with a cold sweat',
    sex: 'Male',
    place: tapRegion('chest'),
    age: 48,
    weight: 72,
    step: 'heart_signs',
    answers: ['hs_pressing', 'hs_cold_sweat'],
    shows: /heart attack/,
  },
  {
    name: 'pressing chest pain spreading to the arm or jaw',
    sex: 'Female',
    place: tapRegion('chest'),
    age: 62,
    weight: 58,
    step: 'heart_signs',
    answers: ['hs_pressing', 'hs_spread_arm_jaw'],
    shows: /heart attack/,
  },
  {
    name: 'a bad headache with sudden swelling, seven months pregnant',
    sex: 'Female',
    place: tapRegion('head-front'),
    age: 27,
    weight: 64,
    pregnancy: { status: 'yes', months: 7 },
    step: 'pregnancy_signs',
    answers: ['preg_bad_headache', 'preg_swelling'],
    shows: /pre-eclampsia/,
  },
  {
    name: 'a snake bite at the skin',
    sex: 'Male',
    place: (page) => page.getByRole('button', { name: bodyMapEn.regions.skin }).click(),
    age: 35,
    weight: 60,
    step: 'sk_red_flags',
    answers: ['sk_rf_snake'],
    shows: /antivenom.*do not tie a band, cut or suck the bite/,
  },
  {
    name: 'a snake bite at the lower leg',
    sex: 'Female',
    place: tapRegion('lower-leg-left-front'),
    age: 42,
    weight: 55,
    step: 'red_flags',
    answers: ['lr_rf_snake'],
    shows: /do not tie a band, cut or suck the bite.*antivenom/,
  },
];

/**
 * Walks from the figure to the call screen, answering "Not sure" to any screen before the one the
 * path names; returns how many screens of questions came before the call screen, that one included.
 */
async function questionsToCallScreen(page: Page, p: Path): Promise<number> {
  await page.goto('/man-body');
  await page.getByRole('button', { name: 'Me', exact: true }).click();
  await page.getByRole('button', { name: p.sex, exact: true }).click();
  await p.place(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your age and weight' })).toBeVisible();
  await page.getByLabel('Age (years)').fill(String(p.age));
  await page.getByLabel('Weight (kg)').fill(String(p.weight));
  await answerPregnancy(page, p.pregnancy ?? { status: 'no' });
  await page.getByRole('button', { name: 'Continue' }).click();

  const callTitle = page.getByRole('heading', { level: 1, name: assessmentEn.emergency.emergencyTitle });
  let screens = 0;
  for (let guard = 0; guard < 30; guard++) {
    const form = page.locator('form[data-step]');
    await expect(form.or(callTitle)).toBeVisible();
    if (await callTitle.isVisible()) return screens;
    screens++;
    const stepId = (await form.getAttribute('data-step')) ?? '';
    const keys = stepId === p.step ? p.answers : ['not_sure'];
    for (const key of keys) await form.locator(`[data-option="${key}"] input`).check();
    await form.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.locator(`form[data-step="${stepId}"]`)).toHaveCount(0);
    // Whatever comes next, once it has come: the next question, the call screen, or a lesser alert
    // (which shares the call screen's "Continue the questions"). Read the title first: the two
    // checks must not straddle the moment the screen appears.
    const urgent = page.getByRole('button', { name: assessmentEn.emergency.continue });
    await expect(form.or(callTitle).or(urgent).first()).toBeVisible();
    if (await callTitle.isVisible()) return screens;
    if (await urgent.isVisible()) throw new Error(`a lesser alert came first, at ${stepId}`);
  }
  throw new Error('no call screen');
}

for (const { name: screen, viewport } of VIEWPORTS) {
  test.describe(`the call screen at once, on ${screen}`, () => {
    test.use({ viewport });
    for (const p of PATHS) {
      test(`for ${p.name}`, async ({ page }) => {
        const screens = await questionsToCallScreen(page, p);
        // The first screen of questions after the age page holds the signs.
        expect(screens, 'screens of questions up to the call screen').toBe(1);
        await expect(page.getByRole('link', { name: assessmentEn.emergency.call108 }).first()).toHaveAttribute(
          'href',
          'tel:108',
        );
        await expect(page.locator('.alert-screen')).toContainText(p.shows);
      });
    }
  });
}
