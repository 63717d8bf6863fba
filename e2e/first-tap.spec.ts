import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Holds every script of the site until `release` is called: the pages are drawn, their scripts not
 * yet run, as on a slow phone the moment a page shows. Scripts asked for by a page that was left
 * meanwhile are dropped by the browser; holding them changes nothing then.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const documentsOf = (page: Page) => {
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  return documents;
};

/**
 * The figure page works as the build drew it, before its scripts (decision 148): a tap on Start
 * the moment it shows opens it as a page, and its form takes "who" and the figure to the body map,
 * which takes them as answers once its scripts run. The first tap on a figure is held while the
 * scripts are on their way; the second goes as the browser's.
 */
test('a tap on Start before the scripts run opens a figure page that works before its own', async ({ page }) => {
  const release = await holdScripts(page);
  const documents = documentsOf(page);

  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Start the pain check' }).click();
  await expect(page).toHaveURL(/\/man-body$/);

  // No script has run: a figure without "who" is not sent (the browser asks for it).
  await page.getByRole('button', { name: 'Male', exact: true }).click();
  await expect(page).toHaveURL(/\/man-body$/);
  expect(await page.locator('input[name="for"]:invalid').count()).toBe(3);

  // "My child" names the figures a boy and a girl before any script draws them.
  await page.getByRole('radio', { name: 'My child', exact: true }).check();
  await expect(page.getByRole('button', { name: 'Boy', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Male', exact: true })).toBeHidden();
  await page.getByRole('radio', { name: 'Me', exact: true }).check();
  // The first tap is held for the scripts on their way, the figure marked busy; a second goes as
  // the browser's.
  const male = page.getByRole('button', { name: 'Male', exact: true });
  await male.click();
  await expect(male).toHaveAttribute('aria-busy', 'true');
  expect(page.url()).toMatch(/\/man-body$/);
  await male.click();
  await expect(page).toHaveURL(/\/pain-loaction-body\?for=self&sex=male$/);

  release();
  // The body map takes the two answers, draws the man's figure, and the address loses them.
  await expect(page.getByRole('group', { name: /(^|[^e])male figure/ })).toBeVisible();
  await expect(page).toHaveURL(/\/pain-loaction-body$/);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('userAnswers') ?? '{}') as unknown);
  expect(kept).toMatchObject({ sex: 'male', for: 'self' });
  expect(documents).toEqual(['/', '/man-body', '/pain-loaction-body?for=self&sex=male']);
});

test('"who", ticked on the drawn figure page before its scripts, is kept when they run', async ({ page }) => {
  const release = await holdScripts(page);
  const documents = documentsOf(page);
  await page.goto('/man-body', { waitUntil: 'commit' });
  await page.getByRole('radio', { name: 'My child', exact: true }).check();
  release();
  // Live, the choice goes on inside the app: the child's figure, no new page.
  await expect(page.getByRole('button', { name: 'Girl', exact: true }).locator('svg[data-art="child"]')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'My child', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Girl', exact: true }).click();
  await expect(page).toHaveURL(/\/pain-loaction-body$/);
  await expect(page.getByRole('group', { name: /figure of a girl/ })).toBeVisible();
  expect(documents).toEqual(['/man-body']);
});

test('a figure tapped on the drawn figure page before its scripts is chosen when they run', async ({ page }) => {
  const release = await holdScripts(page);
  const documents = documentsOf(page);
  await page.goto('/man-body', { waitUntil: 'commit' });
  await page.getByRole('radio', { name: 'Someone else (for example an elderly parent)' }).check();
  const female = page.getByRole('button', { name: 'Female', exact: true });
  await female.click();
  await expect(female).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).toHaveURL(/\/pain-loaction-body$/);
  await expect(page.getByRole('group', { name: /female figure/ })).toBeVisible();
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('userAnswers') ?? '{}') as unknown);
  expect(kept).toMatchObject({ sex: 'female', for: 'other' });
  expect(documents).toEqual(['/man-body']);
});

test('the body map ignores a figure in its address that is not one of the choices', async ({ page }) => {
  await page.goto('/pain-loaction-body?for=self&sex=robot');
  // No figure was kept: the page goes back to where it is chosen.
  await expect(page).toHaveURL(/\/man-body$/);
  await expect(page.getByRole('radio', { name: 'Me', exact: true })).not.toBeChecked();
});

/**
 * A tap on another link before the page's scripts run is held rather than load a whole new page,
 * and the app opens that page when it starts (decision 119).
 */
test('a tap on another link before the scripts run is followed once they do, without a new page load', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const documents = documentsOf(page);
  await page.goto('/', { waitUntil: 'commit' });
  const about = page.locator('#root main a[href="/about-us"]').first();
  await about.click();
  // Held: still home, the link marked busy.
  await expect(about).toHaveAttribute('aria-busy', 'true');
  expect(page.url()).toMatch(/\/$/);

  release();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual(['/']);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start the pain check' })).toBeVisible();
});
