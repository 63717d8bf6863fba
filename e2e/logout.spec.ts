import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { clinicalCase } from './cases.ts';
import { CACHING, expect, test } from './fixtures.ts';
import { assessFromList, registerThroughApi } from './flow.ts';

/**
 * Logging out on a shared phone (decision 073): nothing of the person stays on the device, and a
 * logout made offline keeps the login from coming back until the server has ended it.
 */

// Chromium logs the calls that fail offline or on the blocked logout call as console errors.
test.use({ serviceWorkers: 'allow', allowedConsoleErrors: [/net::ERR_/] });

const PASSWORD = 'a locked knee after kabaddi';
const LOCKED_KNEE = clinicalCase('knee', 'knee_locked_after_kabaddi');

/** Waits until the worker controls the page (it claims the first visit's page at once). */
const controlled = (page: Page) =>
  expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), CACHING).toBe(true);

async function signUpAndLogIn(page: Page): Promise<string> {
  const email = `shared.${randomUUID().slice(0, 8)}@example.org`;
  await registerThroughApi(page.request, email, PASSWORD);
  await page.goto('/login');
  await controlled(page);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email/Phone').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.locator('#profile-menu-button')).toBeVisible();
  return email;
}

async function logOut(page: Page) {
  await page.locator('#profile-menu-button').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#login-button')).toBeVisible();
}

/** What the device keeps: local storage and the contact messages kept in IndexedDB. */
const onDevice = (page: Page) =>
  page.evaluate(async () => {
    const messages = await new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('painpoint-kept-messages');
      open.onupgradeneeded = () => open.result.createObjectStore('messages');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const count = open.result.transaction('messages').objectStore('messages').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      };
    });
    const cached: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) cached.push(new URL(request.url).pathname);
    return { storage: Object.keys(localStorage).sort(), messages, cached };
  });

/** The results page and the history, offline: none of the person's check is shown. */
async function expectNothingOfThePerson(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.goto('/suggested-diagnosis');
  // Without answers the results page sends the visitor to the start of the check.
  await expect(page).not.toHaveURL(/\/suggested-diagnosis$/);
  await expect(page.getByText(/24 years, 70 kg/)).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'My saved checks' })).toHaveCount(0);
  await expect(page.locator('#profile-menu-button')).toHaveCount(0);
  const kept = await onDevice(page);
  expect(kept.storage.filter((key) => key !== 'theme')).toEqual([]);
  expect(kept.messages).toBe(0);
  // The worker never keeps an answer about a person (decision 041).
  expect(kept.cached.filter((path) => /^\/(user|api)\//.test(path))).toEqual([]);
}

test('after logout, nothing of the person is left on a shared phone, in this tab or another', async ({
  page,
  context,
}) => {
  test.slow();
  await signUpAndLogIn(page);
  await assessFromList(page, LOCKED_KNEE, /^Left knee$/);
  await expect(page.getByText(/24 years, 70 kg/).first()).toBeVisible();
  // Another tab on the results.
  const other = await context.newPage();
  await other.goto('/suggested-diagnosis');
  await expect(other.getByText(/24 years, 70 kg/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();

  await logOut(page);
  await expect(page.getByText('You have been logged out.').first()).toBeVisible();
  // The other tab heard of it: its session and the person's answers are gone there too.
  await expect(other.getByText(/24 years, 70 kg/)).toHaveCount(0);
  await expect(other.locator('#login-button')).toBeVisible();
  await other.close();
  await expectNothingOfThePerson(page, context);
  // The theme is a choice about the site, not the person: it stays.
  expect((await onDevice(page)).storage).toEqual(['theme']);
});

test('a logout made offline keeps the login from coming back until the server has ended it', async ({
  page,
  context,
}) => {
  test.slow();
  const email = await signUpAndLogIn(page);
  await assessFromList(page, LOCKED_KNEE, /^Left knee$/);
  const oldRefresh = (await context.cookies()).find((c) => c.name === 'pp_refresh');
  expect(oldRefresh).toBeDefined();
  const tokenCalls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/token/')) tokenCalls.push(path);
  });

  // Offline, a contact message written while logged in is kept on the device with the account.
  await page.goto('/contact-us');
  // The form fills in the account's address once the profile has come (Send waits for it).
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await context.setOffline(true);
  await page.getByLabel('Name').fill('Ravi');
  await page.getByLabel('Message').fill('My knee locks when I stand up.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('region', { name: 'Waiting to be sent' })).toContainText('My knee locks');
  expect((await onDevice(page)).messages).toBe(1);

  await logOut(page);
  await expect(
    page.getByText('You are logged out on this device. You will be fully logged out when you are back online.').first(),
  ).toBeVisible();
  // Nothing of the person is left, offline too: the kept message went with the rest.
  await expect.poll(async () => (await onDevice(page)).messages).toBe(0);
  await expectNothingOfThePerson(page, context);
  // From here on (the page loads before the logout refreshed the session, as they should).
  tokenCalls.length = 0;

  // Someone sets the readable hint by hand and reloads, still offline: no session, no refresh.
  const origin = new URL(page.url()).origin;
  await context.addCookies([{ name: 'pp_session', value: '1', url: origin }]);
  await page.reload();
  await expect(page.locator('#login-button')).toBeVisible();
  await expect(page.locator('#profile-menu-button')).toHaveCount(0);

  // Online, but the logout call cannot get through: the page tries it at load and still restores
  // nothing, although the server would still honour the refresh cookie.
  await page.route('**/api/token/revoke/', (route) => route.abort());
  const blocked = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/api/token/revoke/'));
  await context.setOffline(false);
  await page.reload();
  await blocked;
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#profile-menu-button')).toHaveCount(0);
  expect(tokenCalls.filter((path) => path === '/api/token/refresh/')).toEqual([]);

  // Back online with the network whole: the logout goes through, and the old cookie is dead.
  await context.setOffline(true);
  await page.unroute('**/api/token/revoke/');
  const revoked = page.waitForResponse((r) => r.url().endsWith('/api/token/revoke/'));
  await context.setOffline(false);
  expect((await revoked).status()).toBe(204);
  expect(tokenCalls.filter((path) => path === '/api/token/refresh/')).toEqual([]);
  const refresh = await page.request.post('/api/token/refresh/', {
    headers: { cookie: `pp_refresh=${oldRefresh!.value}`, origin, 'content-type': 'application/json' },
    data: {},
  });
  expect(refresh.status()).toBe(401);
});
