/** The walks through the pain check that several specs share. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accountEn } from '../apps/web/src/locales/account-en.ts';
import { assessmentEn } from '../apps/web/src/locales/assessment-en.ts';
import type { ClinicalCase } from './cases.ts';
import { codeTextedTo, verifyLinkTo } from './mailbox.ts';

/** The account screens' words, in the language a test reads them in (English by default). */
type AccountWords = Pick<typeof accountEn, 'signup' | 'confirm' | 'verify' | 'code'>;

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
    const next = form.getByRole('button', { name: 'Next', exact: true });
    if (input === 'keyboard') {
      await next.focus();
      await page.keyboard.press('Enter');
    } else await next.click();
    await expect(page.locator(`form[data-step="${stepId}"]`)).toHaveCount(0);
  }
  throw new Error('the interview did not end');
}

/**
 * Answers the question shown with the first input `input` finds in it, then Next, and waits for
 * the next screen. Returns the step answered.
 */
export async function answerShown(page: Page, input: string): Promise<string> {
  const form = page.locator('form[data-step]');
  await expect(form).toBeVisible();
  const stepId = (await form.getAttribute('data-step')) ?? '';
  await form.locator(input).first().check();
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.locator(`form[data-step="${stepId}"]`)).toHaveCount(0);
  return stepId;
}

/**
 * Answers one question the interview did not ask, as a person adds what they want a doctor to
 * know: opened by its address (the list of answers' "Change" links work the same way), answered,
 * and back to the results.
 */
export async function answerAnyway(page: Page, stepId: string, keys: readonly string[]): Promise<void> {
  await page.goto(`/steps-by-location?step=${stepId}`);
  const form = page.locator(`form[data-step="${stepId}"]`);
  for (const key of keys) await form.locator(`[data-option="${key}"] input`).check();
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.locator(`form[data-step="${stepId}"]`)).toHaveCount(0);
  // The answer may open a further question; the person goes to the results all the same.
  if (!page.url().endsWith('/suggested-diagnosis')) await page.goto('/suggested-diagnosis');
  await expect(page.getByRole('heading', { level: 1, name: 'Possible causes', exact: true })).toBeVisible();
  await resultsShown(page);
}

/**
 * Waits for the results themselves on /suggested-diagnosis. Opened by its address, the page first
 * shows its frame (drawn at build time while the answers are read), with the same "Possible
 * causes" heading and nothing else: a test that went on at the heading alone could read, or find
 * missing, what the results have not drawn yet. Only the drawn results have their two columns.
 */
export async function resultsShown(page: Page): Promise<void> {
  await expect(page.locator('.results-layout')).toBeVisible();
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
  await resultsShown(page);
  return shown;
}

/**
 * From the results, "More about the best match", and on once that page shows. The address
 * changes before the page is drawn (the route waits for its data in a transition, the results
 * still on screen), and the results carry the same summary buttons: a test that went on at the
 * new address alone could press the old page's. Only the best match's page links to the other
 * causes.
 */
export async function openBestMatch(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'More about the best match' }).click();
  await expect(page).toHaveURL(/\/test-result$/);
  await bestMatchShown(page);
}

/**
 * Waits for the best match's page itself, however it was reached. Opened by its address it first
 * shows its frame, whose heading is the results' "Possible causes"; then the urgency, and the best
 * match's facts a moment later (one more request). Its link back to the other causes comes with
 * those facts, and is on no other page. `t` is the page's language.
 */
export async function bestMatchShown(page: Page, t: Pick<typeof assessmentEn, 'result'> = assessmentEn): Promise<void> {
  await expect(page.getByRole('link', { name: t.result.otherCauses })).toBeVisible();
}

/**
 * A finger's choice of a place on the figure. On a phone the whole figure fits the screen and the
 * first tap draws the part round the finger larger; the next one chooses (decision 147). Where the
 * figure is drawn large enough, the first tap chooses.
 */
export async function tapPlace(page: Page, region: string): Promise<void> {
  const place = page.locator(`[data-region="${region}"]`);
  const svg = page.locator('svg.body-map');
  const chosen = async () => (await place.getAttribute('aria-pressed')) === 'true';
  if ((await svg.getAttribute('data-zoomed')) !== 'true') {
    await place.tap();
    await expect.poll(async () => (await chosen()) || (await svg.getAttribute('data-zoomed')) === 'true').toBe(true);
    if (await chosen()) return;
  }
  await place.tap();
  await expect(place).toHaveAttribute('aria-pressed', 'true');
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

/**
 * After the sign-up form was sent with an e-mail address (decision 065): the panel says where the
 * link went; the link from the mail receiver opens /verify, where the person types the password
 * they chose at sign-up (decision 110) and presses the button that confirms the account.
 * The person then logs in as usual.
 */
export async function confirmByMail(
  page: Page,
  email: string,
  password: string,
  t: AccountWords = accountEn,
): Promise<void> {
  await expect(page.getByText(t.signup.created).first()).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await page.goto(await verifyLinkTo(email));
  // The token leaves the address bar at once.
  await expect(page).toHaveURL(/\/verify$/);
  await page.getByLabel(t.verify.password).fill(password);
  await page.getByRole('button', { name: t.verify.submit }).click();
  await expect(page.getByText(t.verify.done).first()).toBeVisible();
}

/**
 * After the sign-up form was sent with a phone number: the code from the development SMS outbox
 * typed into the panel's form, which logs the new account in.
 */
export async function confirmByCode(page: Page, e164: string, t: AccountWords = accountEn): Promise<void> {
  await expect(page.getByText(t.signup.created).first()).toBeVisible();
  await page.getByLabel(t.code.label).fill(await codeTextedTo(e164));
  await page.getByRole('button', { name: t.confirm.submit, exact: true }).click();
}

/**
 * An account made through the API, as an app would make it, and confirmed with the link mailed to
 * it: for tests about what a person does once they have an account.
 */
export async function registerThroughApi(request: APIRequestContext, email: string, password: string): Promise<void> {
  const created = await request.post('/user/create-account/', { data: { email, password, confirmPassword: password } });
  expect(created.status()).toBe(201);
  const token = new URL(await verifyLinkTo(email)).hash.replace(/^#token=/, '');
  expect((await request.post('/user/verify-account/', { data: { token, password } })).status()).toBe(200);
}

/** The login form of /login, filled in and sent. */
export async function logInAt(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email/Phone').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Taps through the questions from the one on screen: each screen answered with `given[step]`, or
 * "None of these" (or "Not sure" where a screen has no "None of these"), until the screen `last`
 * has been answered. Returns whether `last` came within `most` screens. `next` is the Next
 * button's words in the language of the test.
 */
export async function tapUntilAnswered(
  page: Page,
  next: string,
  last: string,
  given: Readonly<Record<string, string>>,
  most = 12,
): Promise<boolean> {
  const form = page.locator('form[data-step]');
  for (let screen = 0; screen < most; screen++) {
    await expect(form).toBeVisible();
    const stepId = (await form.getAttribute('data-step')) ?? '';
    const key = given[stepId] ?? 'none';
    const box = form.locator(`[data-option="${key}"] input`);
    const none = key === 'none' && (await box.count()) === 0;
    await (none ? form.locator('[data-option="not_sure"] input') : box).check();
    await form.getByRole('button', { name: next, exact: true }).tap();
    await expect(page.locator(`form[data-step="${stepId}"]`)).toHaveCount(0);
    if (stepId === last) return true;
  }
  return false;
}
