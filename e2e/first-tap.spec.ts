import { expect, test } from './fixtures.ts';

/**
 * A tap on "Start the pain check" before the page's scripts have run (a slow phone, a person who
 * taps as soon as the button shows) is held rather than load a whole new page, the pain check's
 * code starts downloading at once, and the app opens the figure when it starts (decision 119).
 */
test('a tap on Start before the scripts run opens the figure once they do, without a new page load', async ({
  page,
}) => {
  // The entry script waits until the test lets it go: the page is drawn, its scripts not yet run.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const documents: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'document') documents.push(path);
    if (r.resourceType() === 'script') scripts.push(path);
  });

  await page.goto('/', { waitUntil: 'commit' });
  const start = page.getByRole('link', { name: 'Start the pain check' });
  await start.click();
  // Held: still home, the link marked busy, and the figure's code on its way.
  await expect(start).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => scripts.some((s) => /\/assets\/man-body-[\w-]+\.js$/.test(s))).toBe(true);
  expect(page.url()).toMatch(/\/$/);

  release();
  await expect(page).toHaveURL(/\/man-body$/);
  await page.getByRole('button', { name: 'Me', exact: true }).click();
  await page.getByRole('button', { name: 'Male', exact: true }).click();
  await expect(page).toHaveURL(/\/pain-loaction-body$/);
  // One page load in all: the app went to the figure itself.
  expect(documents).toEqual(['/']);
  // Back returns home.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start the pain check' })).toBeVisible();
});
