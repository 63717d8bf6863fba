import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { CACHING, expect, test } from './fixtures.ts';
import { toFirstQuestion } from './flow.ts';
import { siteEnv } from './site-env.ts';

/**
 * PainPoint as an installed app (docs/decisions/041, 044): Chromium itself judges it installable,
 * and a new version waits for the visitor to choose to reload.
 */

test.use({ serviceWorkers: 'allow' });

/** Waits until the worker controls the page (it claims the first visit's page at once). */
const controlled = (page: Page) =>
  expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), CACHING).toBe(true);

/** The theme colour the browser uses now: that of the first theme-color whose media matches. */
const themeColour = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')).find(
        (m) => !m.media || matchMedia(m.media).matches,
      )?.content,
  );

/** Width and height of a PNG, from its header. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test('Chromium finds the site installable; the manifest has names, icons and theme colours', async ({
  playwright,
  baseURL,
}) => {
  // Chromium never offers to install from a throwaway (incognito) profile, which a test's context
  // is: a profile of its own, as a visitor's browser has.
  const profile = mkdtempSync(join(tmpdir(), 'painpoint-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    serviceWorkers: 'allow',
  });
  try {
    await installable(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installable(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifestAnswer = await cdp.send('Page.getAppManifest');
  expect(manifestAnswer.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifestAnswer.errors).toEqual([]);

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'PainPoint',
    short_name: 'PainPoint',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#ffffff',
  });
  for (const purpose of ['any', 'maskable']) {
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any') === purpose);
      expect(icon, `${purpose} ${size} icon`).toMatchObject({ type: 'image/png' });
      const res = await page.request.get(icon!.src);
      expect(res.headers()['content-type']).toBe('image/png');
      expect(pngSize(await res.body())).toEqual([size, size]);
    }
  }

  // The browser's bar takes the page's colours: light, dark with the system, and the visitor's choice.
  expect(await themeColour(page)).toBe('#0f766e');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  expect(await themeColour(page)).toBe('#0e1620');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect(await themeColour(page)).toBe('#0f766e');
  expect(errors, 'console errors on the page').toEqual([]);
}

/** The built site. */
const REPO = join(import.meta.dirname, '..');
const WEB_DIST = join(REPO, 'apps/web/dist');

/** A loopback port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * A second server of its own, started as the suite's is, on a copy of the build that this test can
 * publish a new version into without the other tests seeing it.
 */
async function ownSite(): Promise<{ origin: string; dist: string; stop: () => void }> {
  const dist = mkdtempSync(join(tmpdir(), 'painpoint-dist-'));
  cpSync(WEB_DIST, dist, { recursive: true });
  const data = mkdtempSync(join(tmpdir(), 'painpoint-data-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(REPO, 'apps/api/dist/server.js')], {
    env: { PATH: process.env.PATH, ...siteEnv(port, data), WEB_DIST: dist },
    stdio: 'ignore',
  });
  for (;;) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null) throw new Error(`the second server stopped (${server.exitCode})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    origin,
    dist,
    stop: () => {
      server.kill();
      rmSync(dist, { recursive: true, force: true });
      rmSync(data, { recursive: true, force: true });
    },
  };
}

test('a new version waits for the visitor: the assessment stays as it is until they choose Reload', async ({
  browser,
}) => {
  const site = await ownSite();
  const context = await browser.newContext({ baseURL: site.origin, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/about-us');
    await controlled(page);
    await toFirstQuestion(page, { sex: 'Female', region: 'knee-left-front', age: 34, weight: 61 });
    const form = page.locator('form[data-step]');
    await expect(form).toBeVisible();
    const step = await form.getAttribute('data-step');
    const option = form.locator('[data-option] input').first();
    await option.check();
    // Marks this very document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // A new version is published, as a new build writes it: the same worker with one more route,
    // which says which version is in charge.
    const sw = join(site.dist, 'sw.js');
    writeFileSync(
      sw,
      `${readFileSync(sw, 'utf8')}
self.addEventListener('fetch', (e) => {
  if (new URL(e.request.url).pathname === '/sw-version') e.respondWith(new Response('next'));
});
`,
    );
    // As the browser does on a navigation, or by itself now and then.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

    await expect(page.getByText('A new version of PainPoint is ready.')).toBeVisible();
    // Nothing reloads by itself: the same document, question and answer, the old version in charge.
    await expect(page.locator(`form[data-step="${step}"]`)).toBeVisible();
    await expect(option).toBeChecked();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await page.evaluate(() => fetch('/sw-version').then((r) => r.status))).toBe(404);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    await expect(page.locator('form[data-step]')).toBeVisible();
    expect(await page.evaluate(() => fetch('/sw-version').then((r) => r.text()))).toBe('next');
    // The old version answers the new one's address with the server's 404, which Chromium logs.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  } finally {
    await context.close();
    site.stop();
  }
});
