/** The walks through the pain check that several specs share. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accountEn } from '../apps/web/src/locales/account-en.ts';
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
