import type { Page } from '@playwright/test';
import { clinicalCase } from './cases.ts';
import { expect, test } from './fixtures.ts';
import { assessFromList } from './flow.ts';

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

test('after one visit, a whole pain check works offline, and contact says it is offline', async ({ page, context }) => {
  const c = clinicalCase('lower-back', 'lb_sciatica_software_engineer');
  // One visit: home, then the figure.
  await page.goto('/');
  await page.getByRole('link', { name: 'Start the pain check' }).click();
  await expect(page.getByRole('button', { name: 'Male', exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect.poll(() => knowledgeBaseKept(page)).toBe(true);

  await context.setOffline(true);
  // The worker's own requests are offline too: an answer it does not keep cannot be fetched.
  const [worker] = context.serviceWorkers();
  expect(
    await worker!.evaluate(() =>
      fetch('/diagnosis/get-condition/no-such-condition/').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  // The whole check, each page loaded afresh from the worker (assessFromList opens the figure by address).
  await assessFromList(page, c, /lower back/i);
  await expect(page.locator('.ranked-item').first()).toHaveAttribute('data-condition', c.expected);

  await page.getByRole('link', { name: 'More about the best match' }).click();
  await expect(page).toHaveURL(/\/test-result$/);
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
  await expect(notice).toContainText('You are offline. Sending a message needs the internet.');
  await notice.getByRole('link', { name: 'Check where it hurts' }).click();
  await expect(page.getByRole('button', { name: 'Male', exact: true })).toBeVisible();

  // Back online, the notice goes.
  await page.goto('/contact-us');
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});
