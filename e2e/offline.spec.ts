import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { clinicalCase } from './cases.ts';
import { BACKGROUND_SYNC } from './chromium.ts';
import { CACHING, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { assessFromList, openBestMatch, registerThroughApi } from './flow.ts';
import { mailTo } from './mailbox.ts';
import { assessmentHi } from '../apps/web/src/locales/assessment-hi.ts';
import { checkHi } from '../apps/web/src/locales/check-hi.ts';
import { hi } from '../apps/web/src/locales/hi.ts';

/**
 * The site works with no network after one visit (docs/decisions/041): the service worker keeps
 * the pages, the app and the knowledge base, and the pages that need the network say so.
 */

test.use({ serviceWorkers: 'allow' });

/** Whether the worker's copy of the knowledge base is complete (its marker is in a version's cache). */
const knowledgeBaseKept = (page: Page) =>
  page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('painpoint-kb-') && (await (await caches.open(name)).match('/.knowledge-base-complete')))
        return true;
    }
    return false;
  });

/** Waits until the worker controls the page (it claims the first visit's page at once). */
const controlled = (page: Page) =>
  expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), CACHING).toBe(true);

/** Writes and sends a contact message. */
async function writeMessage(page: Page, m: { name?: string; email?: string; msg: string }) {
  if (m.name !== undefined) await page.getByLabel('Name').fill(m.name);
  if (m.email !== undefined) await page.getByLabel('Email').fill(m.email);
  await page.getByLabel('Message').fill(m.msg);
  await page.getByRole('button', { name: 'Send Message' }).click();
}

test('after one visit, a whole pain check works offline, and contact says it is offline', async ({ page, context }) => {
  const c = clinicalCase('lower-back', 'lb_sciatica_software_engineer');
  // One visit: home, then the figure.
  await page.goto('/');
  await page.getByRole('link', { name: 'Start the pain check' }).click();
  await expect(page.getByRole('button', { name: 'Male', exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), CACHING).toBe(true);
  await expect.poll(() => knowledgeBaseKept(page), CACHING).toBe(true);

  await context.setOffline(true);
  // The worker's own requests are offline too: an answer it does not keep cannot be fetched. The
  // browser takes the worker offline a moment after the page (one CI run's first try still had its
  // network): wait for it, so the check below runs without one.
  const [worker] = context.serviceWorkers();
  await expect
    .poll(() =>
      worker!.evaluate(() =>
        fetch('/diagnosis/get-condition/no-such-condition/').then(
          () => 'answered',
          () => 'failed',
        ),
      ),
    )
    .toBe('failed');

  // The whole check, each page loaded afresh from the worker (assessFromList opens the figure by address).
  await assessFromList(page, c, /lower back/i);
  await expect(page.locator('.ranked-item').first()).toHaveAttribute('data-condition', c.expected);

  // The summary for a doctor prints offline too, with the best match and the knowledge base's version.
  await page.emulateMedia({ media: 'print' });
  const summary = page.locator('.print-summary');
  await expect(summary.getByRole('heading', { level: 1 })).toHaveText('Pain summary for a doctor');
  await expect(summary).toContainText(/Slipped disc with sciatica/);
  await expect(summary).toContainText(/[0-9a-f]{12}/);
  await page.emulateMedia({ media: 'screen' });

  await openBestMatch(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Slipped disc with sciatica/);

  await page.goto('/test-and-treatment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tests and treatments');
  await expect(page.getByRole('heading', { level: 2, name: 'For your possible causes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Slipped disc with sciatica/ })).toBeVisible();
  // The map link needs the network, and says so.
  await expect(page.getByTestId('offline-notice')).toContainText('The map of places near you needs the internet.');

  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText(
    'You are offline. You can still write your message: it is kept on this device and sent when you are back online.',
  );
  await notice.getByRole('link', { name: 'Check where it hurts' }).click();
  await expect(page.getByRole('button', { name: 'Male', exact: true })).toBeVisible();

  // Back online, the notice goes: first drawn (offline still), else its absence would prove nothing.
  await page.goto('/contact-us');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

/**
 * The languages the worker keeps whole for use offline: its files (pages and strings) and its
 * knowledge base, each with its marker.
 */
const languagesKept = (page: Page) =>
  page.evaluate(async () => {
    const complete = async (prefix: string, marker: string) => {
      const langs: string[] = [];
      for (const name of await caches.keys()) {
        const lang = new RegExp(`^${prefix}([a-z]+)-`).exec(name)?.[1];
        if (lang && (await (await caches.open(name)).match(marker))) langs.push(lang);
      }
      return langs;
    };
    const files = await complete('painpoint-language-', '/.language-complete');
    const knowledge = await complete('painpoint-kb-', '/.knowledge-base-complete');
    return files.filter((lang) => knowledge.includes(lang)).sort();
  });

test('loaded in English, then offline: Hindi can be chosen and a whole check done in it (decision 119)', async ({
  page,
  context,
}) => {
  const c = clinicalCase('knee', 'knee_meniscus_shopkeeper');
  // One visit in English: home, then the figure; no page in Hindi is ever opened online.
  await page.goto('/');
  await page.getByRole('link', { name: 'Start the pain check' }).click();
  await expect(page.getByRole('button', { name: 'Male', exact: true })).toBeVisible();
  await controlled(page);
  await expect.poll(() => languagesKept(page), CACHING).toEqual(['en', 'hi']);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('.header-language a[lang="hi"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.home.title);

  // The whole check in Hindi, with no network: the figure, the place, the age page, the questions.
  await page.locator('main a[href="/man-body"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(checkHi.figure.title);
  await page.locator('button[data-for="self"]').click();
  await page.locator(`button[data-figure="${c.sex}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(assessmentHi.location.title);
  await page.locator('[data-region="knee-left-front"]').click();
  await page.getByRole('button', { name: assessmentHi.location.continue, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(assessmentHi.profile.title);
  await page.locator('input[name="age"]').fill(String(c.age));
  await page.locator('input[name="weight"]').fill(String(c.weight));
  await page.getByRole('button', { name: assessmentHi.profile.continue, exact: true }).click();
  const results = page.locator('.ranked-item');
  for (let guard = 0; ; guard++) {
    expect(guard, 'the interview ends').toBeLessThan(40);
    const form = page.locator('form[data-step]');
    await expect(form.or(results.first())).toBeVisible();
    if (await results.first().isVisible()) break;
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const step = (await form.getAttribute('data-step')) ?? '';
    const offered = await form
      .locator('[data-option]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-option')));
    const keys = (c.answers[step] ?? []).filter((k) => offered.includes(k));
    for (const key of keys.length > 0 ? keys : ['not_sure']) await form.locator(`[data-option="${key}"] input`).check();
    await form.locator('button[type="submit"]').click();
    await expect(page.locator(`form[data-step="${step}"]`)).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/suggested-diagnosis$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(assessmentHi.suggested.title);
  await expect(results.first()).toHaveAttribute('data-condition', c.expected);
  await expectNoAxeViolations(page);
});

test('a message written offline is kept on this device and sent to the team when back online', async ({
  page,
  context,
}) => {
  // One visit, then no network: the page itself comes from the worker.
  await page.goto('/contact-us');
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toContainText('You can still write your message');

  const id = randomUUID();
  const name = `Meera ${id.slice(0, 8)}`;
  const msg = `Written on the bus with no signal: the knee questions were clear (${id}).`;
  await writeMessage(page, { name, email: 'meera@example.org', msg });
  await expect(
    page.getByText('You are offline, so your message is kept on this device. It will be sent by itself').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
  const waiting = page.getByRole('region', { name: 'Waiting to be sent' });
  await expect(waiting).toContainText(msg);
  await expect(waiting).toContainText('Kept on this device. It will be sent when you are back online.');
  await expect(waiting.getByRole('button', { name: 'Do not send' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expectNoAxeViolations(page);

  // Closing the page loses nothing.
  await page.reload();
  await expect(waiting).toContainText(msg);

  await context.setOffline(false);
  await expect(page.getByText('Your message has been sent successfully').first()).toBeVisible();
  await expect(waiting).toHaveCount(0);
  const mail = await mailTo('contact@test.example', new RegExp(`contact message #\\d+ from ${name}$`));
  expect(mail.text).toContain(msg);
  expect(mail.text).toContain('From: ' + name + ' <meera@example.org>\n');
});

// In the whole Chromium (e2e/playwright.config.ts): its headless shell has no Background Sync.
test(
  'a logged-in person’s message kept offline is sent by Background Sync, with no page open, from their account',
  {
    tag: BACKGROUND_SYNC,
  },
  async ({ page, context }) => {
    const email = `kept.${randomUUID().slice(0, 8)}@example.org`;
    const password = 'a message kept for later';
    await registerThroughApi(page.request, email, password);
    await page.goto('/login');
    await controlled(page);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email/Phone').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/contact-us');
    await expect(page.getByLabel('Email')).toHaveValue(email);

    await context.setOffline(true);
    const name = `Kiran ${randomUUID().slice(0, 8)}`;
    const msg = `Kept while logged in (${randomUUID()}).`;
    await writeMessage(page, { name, msg });
    await expect(page.getByRole('region', { name: 'Waiting to be sent' })).toContainText(msg);
    // Chromium has Background Sync: the page handed the message to it. It asks once the message is
    // kept, without waiting for the answer, so the list can show the message first.
    const tags = () =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      });
    await expect.poll(tags).toContain('send-kept-messages');

    // No page of the site is open any more when the network returns: only the browser's Background
    // Sync can send it (fired here as Chromium fires it when it sees the network come back).
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    const origin = new URL(page.url()).origin;
    await page.goto('about:blank');
    await context.setOffline(false);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: 'send-kept-messages',
      lastChance: false,
    });
    const mail = await mailTo('contact@test.example', new RegExp(`contact message #\\d+ from ${name}$`));
    expect(mail.text).toContain(msg);
    expect(mail.text).toContain(`From: ${name} <${email}> (logged in)`);
  },
);
