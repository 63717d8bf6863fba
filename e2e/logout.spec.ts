import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { clinicalCase } from './cases.ts';
import { CACHING, expect, test, visitorAddress } from './fixtures.ts';
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
  // With no session the profile sends the visitor to log in. Wait for that decision: before it the
  // page is its frame, where the saved checks and the profile menu are missing whatever comes next.
  await expect(page).toHaveURL(/\/login$/);
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

test.describe('a logout made offline cannot be taken back at the keyboard', () => {
  // Chromium logs the refused refresh (401) and the text page's missing favicon (404) as errors.
  test.use({ allowedConsoleErrors: [/net::ERR_|status of 40[14]/] });

  test('with its cookie deleted, the worker still refuses the refresh and ends the login once online', async ({
    page,
    context,
  }) => {
    test.slow();
    await signUpAndLogIn(page);
    const oldRefresh = (await context.cookies()).find((c) => c.name === 'pp_refresh');
    expect(oldRefresh).toBeDefined();
    await context.setOffline(true);
    await logOut(page);
    await expect(
      page
        .getByText('You are logged out on this device. You will be fully logged out when you are back online.')
        .first(),
    ).toBeVisible();

    // Someone deletes the page's note of the pending logout, comes back online, opens a page that
    // loads none of the app and asks for a session from the console.
    await context.clearCookies({ name: 'pp_logout' });
    await context.setOffline(false);
    await page.goto('/robots.txt');
    const refreshed = await page.evaluate(() =>
      fetch('/api/token/refresh/', {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: '{}',
      }).then(async (res) => ({ status: res.status, body: await res.text() })),
    );
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).not.toContain('access');

    // The server has ended that login: the old refresh cookie is refused wherever it comes from.
    // (Asked once: a refresh that worked would spend the cookie, and a later one fail for that.)
    const origin = new URL(page.url()).origin;
    const later = await page.request.post('/api/token/refresh/', {
      headers: { cookie: `pp_refresh=${oldRefresh!.value}`, origin, 'content-type': 'application/json' },
      data: {},
    });
    expect(later.status()).toBe(401);
  });
});

test("the profile is not kept in the browser's disk cache, before logout or after the browser is closed", async ({
  baseURL,
}, testInfo) => {
  test.slow();
  // A browser with a profile on disk, as a phone's is: its disk cache outlives the browser.
  const profileDir = mkdtempSync(join(tmpdir(), 'painpoint-e2e-profile-'));
  const open = () =>
    chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress(testInfo.testId) },
      // The page's own fetch reads the HTTP cache directly.
      serviceWorkers: 'block',
    });
  /** What the cache gives for a personal address, asked from the console without the session. */
  const fromCache = (page: Page, path: string) =>
    page.evaluate(
      (p) =>
        fetch(p, { cache: 'force-cache' }).then(
          (res) => res.text(),
          () => 'no answer',
        ),
      path,
    );
  let context: BrowserContext | undefined;
  try {
    context = await open();
    let page = context.pages()[0] ?? (await context.newPage());
    const email = `cached.${randomUUID().slice(0, 8)}@example.org`;
    await registerThroughApi(context.request, email, PASSWORD);
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email/Phone').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.locator('#profile-menu-button')).toBeVisible();
    const profileAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/user/profile/' && r.ok());
    await page.goto('/profile');
    await profileAnswer;
    await expect(page.getByText(email).first()).toBeVisible();
    // Even while logged in, the cache holds no copy to read without the session.
    expect(await fromCache(page, '/user/profile/')).not.toContain(email);

    await logOut(page);
    expect(await fromCache(page, '/user/profile/')).not.toContain(email);
    await context.close();
    context = undefined;

    // The browser opened again, then offline: nothing of the person is readable from its cache.
    context = await open();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/robots.txt');
    await context.setOffline(true);
    for (const path of ['/user/profile/', '/user/assessments/'])
      expect(await fromCache(page, path)).not.toContain(email);
    expect(await fromCache(page, '/user/profile/')).toBe('no answer');
  } finally {
    await context?.close();
    rmSync(profileDir, { recursive: true, force: true, maxRetries: 5 });
  }
});
