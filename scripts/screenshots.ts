// The screenshots kept in docs/screenshots/ for reviewers: every route of docs/product.md §2, full
// page, at a phone's width (412 px) and a desktop's (1280 px), light and dark, named
// `<route>-<width>-<scheme>.<ext>`; and the body map's figures close up. One command:
//   npm run screenshots                (builds first; `-- --no-build` reuses the last build)
//   npm run screenshots -- --only pain-loaction-body,body-map
//                                      (just these pictures, by name; the others are left as they are)
// Pages that need a visitor's state are reached the way a visitor reaches them: a real
// assessment with a clinical case from packages/content/data/cases, and the public account forms
// (the reset link and codes are read from the development outbox of the site it starts).
import { readdirSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { freePort, startBuiltSite, ROOT, type Site } from '../bench/site.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { clinicalCase, type ClinicalCase } from '../e2e/cases.ts';

const OUT = join(ROOT, 'docs/screenshots');
const WIDTHS = [
  { width: 412, height: 900 },
  { width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
/**
 * Full pages as JPEG (quality 70): the long pages at 412 px run to several thousand pixels, and the
 * set as PNG weighed 18 MB against about 12 MB as JPEG. The body-map close-ups stay PNG.
 */
const FORMAT = { ext: 'jpg', type: 'jpeg', quality: 70 } as const;
/** Toasts come and go on a timer; a screenshot shows the page, not whichever toast was still up. */
const HIDE_TOASTS = '.Toastify { display: none !important; }';

const PASSWORD = 'knees and elbows and shoulders';

/** `--only a,b`: the pictures whose name is listed (the flows still run to reach them). */
const only = parseArgs({ options: { only: { type: 'string' } }, strict: false }).values.only;
const ONLY = typeof only === 'string' ? new Set(only.split(',')) : undefined;
const wanted = (name: string) => !ONLY || ONLY.has(name);

const written: string[] = [];

/** The page as it is now, at both widths and in both schemes (the site follows the system's scheme). */
async function shoot(page: Page, name: string): Promise<void> {
  if (!wanted(name)) return;
  // Whatever the page is still loading shows "Loading…" (components/load-state.tsx) until it is in.
  await page.locator('p.loading').first().waitFor({ state: 'detached' });
  for (const size of WIDTHS) {
    for (const scheme of SCHEMES) {
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForFunction((s) => document.documentElement.classList.contains(s), scheme);
      await page.evaluate(() => document.fonts.ready);
      const file = join(OUT, `${name}-${size.width}-${scheme}.${FORMAT.ext}`);
      await page.screenshot({
        path: file,
        fullPage: true,
        type: FORMAT.type,
        quality: FORMAT.quality,
        animations: 'disabled',
        caret: 'hide',
        style: HIDE_TOASTS,
      });
      written.push(file);
    }
  }
  console.log(name);
}

/** A fresh visitor: no stored answers, no session. No action waits on a clock (decision 020). */
async function visitor(browser: Browser, site: Site): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.base, viewport: WIDTHS[0], colorScheme: 'light' });
  context.setDefaultTimeout(0);
  return context.newPage();
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** The newest message in the site's development outbox to `to` whose text matches, once it is there. */
async function outboxMessage(site: Site, to: string, match: RegExp): Promise<RegExpExecArray> {
  const dir = join(site.dataDir, 'outbox');
  for (let tries = 0; tries < 1200; tries++) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort().reverse();
    } catch {
      // not created until the first message
    }
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      const found = text.startsWith(`To: ${to}\n`) ? match.exec(text) : null;
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no message to ${to} matching ${match} reached the outbox`);
}

/** Pages that need nothing from the visitor, loaded directly. */
async function plainPages(browser: Browser, site: Site) {
  const page = await visitor(browser, site);
  const routes: [string, string][] = [
    ['home', '/'],
    ['about-us', '/about-us'],
    ['man-body', '/man-body'],
    ['terms-condition', '/terms-condition'],
    ['privacy-policy', '/privacy-policy'],
    ['cookie-policy', '/cookie-policy'],
    ['contact-us', '/contact-us'],
    ['test-and-treatment', '/test-and-treatment'],
    ['login', '/login'],
    ['register', '/register'],
    ['forgot-password', '/forgot-password'],
    ['reset-password-phone', '/reset-password-phone'],
    ['not-found', '/no-such-page'],
  ];
  for (const [name, path] of routes.filter(([name]) => wanted(name))) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await h1(page).waitFor();
    await shoot(page, name);
  }
  await page.context().close();
}

/** Answers each question with the case's answers ("not sure" where it has none) until the results. */
async function answerQuestions(page: Page, c: ClinicalCase) {
  const results = page.getByRole('heading', { level: 1, name: 'Possible causes', exact: true });
  const form = page.locator('form[data-step]');
  for (let guard = 0; guard < 60; guard++) {
    await form.or(results).waitFor();
    if (await results.isVisible()) return;
    const step = (await form.getAttribute('data-step')) ?? '';
    for (const key of c.answers[step] ?? ['not_sure']) await form.locator(`[data-option="${key}"] input`).check();
    await form.getByRole('button', { name: /^(Next|See my results)$/ }).click();
    await page.locator(`form[data-step="${step}"]`).waitFor({ state: 'detached' });
  }
  throw new Error('the interview did not end');
}

/** A whole assessment: a shopkeeper's knee (a meniscus tear), from the figure to the videos. */
async function assessment(browser: Browser, site: Site) {
  const c = clinicalCase('knee', 'knee_meniscus_shopkeeper');
  const page = await visitor(browser, site);
  await page.goto('/man-body');
  await page.locator('[data-for="self"]').click();
  await page.getByRole('button', { name: c.sex === 'male' ? 'Male' : 'Female', exact: true }).click();
  await page.waitForURL(/\/pain-loaction-body$/);
  await page.locator('[data-region="knee-left-front"]').click();
  await page.getByRole('status').filter({ hasText: 'You chose' }).waitFor();
  await shoot(page, 'pain-loaction-body');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/weight-age$/);
  await page.getByLabel('Age (years)').waitFor();
  await shoot(page, 'weight-age');
  // The same entry with the sex asked too (for a visitor who skipped the figure or changes it).
  await page.goto('/gender-age-weight');
  await page.getByLabel('Age (years)').waitFor();
  await shoot(page, 'gender-age-weight');
  await page.getByLabel('Age (years)').fill(String(c.age));
  await page.getByLabel('Weight (kg)').fill(String(c.weight));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('form[data-step]').waitFor();
  await shoot(page, 'steps-by-location');
  await answerQuestions(page, c);
  await page.locator('.ranked-item').first().waitFor();
  await shoot(page, 'suggested-diagnosis');
  await page.getByRole('link', { name: 'More about the best match' }).click();
  await page.waitForURL(/\/test-result$/);
  await h1(page).waitFor();
  await shoot(page, 'test-result');
  await page.goto('/video-test-result', { waitUntil: 'networkidle' });
  await page.locator('.video-card').first().waitFor();
  await shoot(page, 'video-test-result');
  await page.goto('/test-and-treatment', { waitUntil: 'networkidle' });
  await h1(page).waitFor();
  await shoot(page, 'test-and-treatment-after-assessment');
  await page.context().close();
}

/** The emergency screen, reached as a visitor reaches it: chest pain, the first warning sign. */
async function emergency(browser: Browser, site: Site) {
  const page = await visitor(browser, site);
  await page.goto('/man-body');
  await page.locator('[data-for="self"]').click();
  await page.getByRole('button', { name: 'Male', exact: true }).click();
  await page.locator('[data-region="chest"]').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Age (years)').fill('58');
  await page.getByLabel('Weight (kg)').fill('80');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.locator('form[data-step] input[type="checkbox"]').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('link', { name: 'Call 112', exact: true }).waitFor();
  await shoot(page, 'steps-by-location-emergency');
  await page.context().close();
}

/** The account pages, through the public forms: sign-up, the e-mailed links, the texted code. */
async function accounts(browser: Browser, site: Site) {
  const stamp = Date.now();
  const email = `asha.${stamp}@example.org`;
  const signUp = async (page: Page) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Get started' }).click();
  };

  // A new account is logged straight in and lands on its profile.
  let page = await visitor(browser, site);
  await signUp(page);
  await page.waitForURL(/\/profile$/);
  await page.getByRole('heading', { name: 'Your profile' }).waitFor();
  await shoot(page, 'profile');
  await page.context().close();

  // Signing up again with the same address mails its owner a set-password link.
  page = await visitor(browser, site);
  await signUp(page);
  const setLink = (await outboxMessage(site, email, /(\/set-password\/[A-Za-z0-9_-]+)/))[1]!;
  await page.goto(setLink);
  await h1(page).waitFor();
  await page.getByLabel('New password').waitFor();
  await shoot(page, 'set-password');
  await page.context().close();

  // Forgot password: the e-mailed link opens the reset form.
  page = await visitor(browser, site);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const resetLink = (await outboxMessage(site, email, /(\/reset-password#token=[A-Za-z0-9_-]+)/))[1]!;
  await page.goto(resetLink);
  await page.getByLabel('New password').waitFor();
  await shoot(page, 'reset-password');
  await page.context().close();

  // By phone: sign up with a number, then the code page and the new-password step.
  const national = `98${String(stamp).slice(-8)}`;
  page = await visitor(browser, site);
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('button', { name: 'Sign up with phone' }).click();
  await form.getByLabel('Country code').selectOption('IN');
  await form.getByLabel('Phone number').fill(national);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Get started' }).click();
  await page.waitForURL(/\/profile$/);
  await page.context().close();
  page = await visitor(browser, site);
  await page.goto('/reset-password-phone');
  await page.getByLabel('Country code').selectOption('IN');
  await page.getByLabel('Phone number').fill(national);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.waitForURL(/\/reset-password-confirmation-phone$/);
  await page.getByLabel('Code from the text message').waitFor();
  await shoot(page, 'reset-password-confirmation-phone');
  const code = (await outboxMessage(site, `+91${national}`, /\b(\d{6})\b/))[1]!;
  await page.getByLabel('Code from the text message').fill(code);
  await page.getByRole('button', { name: 'Verify the code' }).click();
  await page.waitForURL(/\/reset-password-reset-password$/);
  await page.getByLabel('New password').waitFor();
  await shoot(page, 'reset-password-reset-password');
  await page.context().close();
}

/** The body map close up: both figures, both views, one region selected, light and dark. */
async function bodyMap(browser: Browser, site: Site) {
  if (!wanted('body-map')) return;
  for (const scheme of SCHEMES) {
    for (const sex of ['male', 'female'] as const) {
      for (const view of ['front', 'back'] as const) {
        const page = await visitor(browser, site);
        await page.setViewportSize({ width: 420, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('/man-body');
        await page.locator('[data-for="self"]').click();
        await page.locator(`[data-figure="${sex}"]`).click();
        await page.locator(`[data-view="${view}"]`).click();
        // One region selected, to show the selected state as well as the resting one.
        await page.locator(`[data-region="${view === 'front' ? 'knee-left-front' : 'lower-back'}"]`).click();
        const file = join(OUT, `body-map-${sex}-${view}-${scheme}.png`);
        await page.locator('svg.body-map').screenshot({ path: file, animations: 'disabled' });
        written.push(file);
        await page.context().close();
      }
    }
  }
  console.log('body-map');
}

// Start from an empty folder, so a renamed or removed route leaves no stale picture behind.
if (!ONLY) rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const site = await startBuiltSite(await freePort());
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await plainPages(browser, site);
  await assessment(browser, site);
  await emergency(browser, site);
  await accounts(browser, site);
  await bodyMap(browser, site);
  console.log(`${written.length} screenshots in ${OUT}`);
} finally {
  await browser.close();
  site.stop();
}
