import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// With the service worker running, as visitors have it: it must add no console error.
test.use({ serviceWorkers: 'allow' });

const ROUTES = [
  { path: '/', heading: 'Find out what may be causing your pain' },
  { path: '/about-us', heading: 'About PainPoint' },
  { path: '/terms-condition', heading: 'Legal information' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/cookie-policy', heading: 'Cookie Policy' },
];

test.describe('every page of the shell', () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200, renders, and has no accessibility violations`, async ({ page }) => {
      const res = await page.goto(route.path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('contentinfo')).toContainText('© 2025');
      await expectNoAxeViolations(page);
    });
  }

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
      const res = await page.goto('/no-such-page');
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expectNoAxeViolations(page);
    });
  });

  test('the home page leads into the assessment and shows the disclaimer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start the pain check' })).toHaveAttribute('href', '/man-body');
    await expect(page.getByText('does not create a doctor–patient relationship')).toBeVisible();
    // What it does at a glance, and why it can be trusted (design pass).
    await expect(page.locator('svg.hero-art')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why you can rely on it' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Written from medical guidance' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'How PainPoint works and who made it' })).toHaveAttribute(
      'href',
      '/about-us',
    );
  });
});

/** The pages the build draws (apps/web/src/prerender.tsx), each with its heading. */
const PRERENDERED: [string, string][] = [
  ['/', 'Find out what may be causing your pain'],
  ['/about-us', 'About PainPoint'],
  ['/terms-condition', 'Legal information'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/contact-us', 'Contact Us'],
  ['/test-and-treatment', 'Tests and treatments'],
  ['/login', 'Login'],
  ['/register', 'Get started'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password-phone', 'Reset password by phone'],
];

test.describe('the prerendered pages', () => {
  test('arrive rendered with their own title, and pages that need the visitor as their frame', async ({ request }) => {
    for (const [path, heading] of PRERENDERED) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      expect(html, path).toMatch(new RegExp(`<title>[^<]*${heading}[^<]*</title>`));
      // The operator's settings are filled in by the server; no marker is left.
      expect(html, path).not.toContain('%%site:');
    }
    // A page that needs the visitor's answers arrives as its frame: its heading, and that it is
    // loading; the questions themselves are drawn in the browser (decision 049).
    const steps = await (await request.get('/steps-by-location', { headers: { accept: 'text/html' } })).text();
    expect(steps).toContain('<div id="root" data-drawn="/steps-by-location">');
    expect(steps).toContain('<h1>Questions about your pain</h1>');
    expect(steps).toMatch(/<p (class="loading" role="status"|role="status" class="loading")>Loading…<\/p>/);
    expect(steps).not.toContain('<fieldset');
  });

  test('show, styled, from the HTML alone, without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    for (const [path, heading] of PRERENDERED) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      // The page's own stylesheet is there: the header is laid out as the site draws it.
      const header = page.locator('header').first();
      expect(await header.evaluate((el) => getComputedStyle(el).display), path).not.toBe('inline');
      // Inline, with only disabled links to their files, which no browser fetches.
      expect(
        await page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]:not([disabled])').length),
        path,
      ).toBe(0);
    }
    await page.goto('/privacy-policy');
    await expect(page.getByText('Test Grievance Officer').first()).toBeVisible();
    await context.close();
  });

  test('are taken over without asking for their stylesheets again', async ({ page }) => {
    const css: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('.css')) css.push(r.url());
    });
    for (const path of ['/login', '/contact-us', '/test-and-treatment']) {
      await page.goto(path);
      // Live once the app has taken the page over (the theme switch answers a click).
      await page
        .getByRole('button', { name: /Switch to (dark|light) theme/ })
        .first()
        .click();
    }
    expect(css).toEqual([]);
  });

  test('keep what was typed before their scripts ran', async ({ page }) => {
    // On a slow connection the form shows long before it works: hold the app's code back, type,
    // then let it run. The app must send what is on screen, not refuse it as empty.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/forgot-password', { waitUntil: 'commit' });
    await page.locator('input[type="email"]').fill('early@example.com');
    release();
    // Live once the app has taken the page over (the theme switch answers a click).
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/user/forgot-password/'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({ email: 'early@example.com' });
    // The field is not refused as empty.
    await expect(page.getByText('Enter your e-mail address.')).toHaveCount(0);
  });

  test('send a form submitted before their scripts ran once live, never in the address', async ({ page }) => {
    // Typed and sent at once, on a slow connection: the browser's own submit would have reloaded
    // the page with what was typed in its address. The submit waits, and the app sends it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    await page.goto('/forgot-password', { waitUntil: 'commit' });
    await page.locator('input[type="email"]').fill('early.submit@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/user/forgot-password/'));
    release();
    // The browser's own submit puts the form in the address at once: fail on that, do not wait.
    const inAddress = page.waitForURL(/\?/).then(
      () => null,
      () => null,
    );
    const request = await Promise.race([sent, inAddress]);
    expect(request, 'the browser sent the form itself, in the address').not.toBeNull();
    expect(request?.postDataJSON()).toEqual({ email: 'early.submit@example.com' });
    await expect(page.getByText('Enter your e-mail address.')).toHaveCount(0);
    expect(addresses.filter((address) => address.includes('?'))).toEqual([]);
  });

  test('are taken over by the app without errors for a returning visitor', async ({ page }) => {
    // Dark theme, answers of an earlier check and a remembered phone country: none of it was known
    // when the pages were drawn, and hydration must not trip over it (any console error fails).
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('painpoint.phoneCountry', 'GB');
      localStorage.setItem(
        'userAnswers',
        JSON.stringify({
          painLocation: { id: 'knee', key: 'knee' },
          sex: 'female',
          age_range: { min: 34, max: 34 },
          age_range_key: '34',
          weight: 60,
          symptoms: {},
          flags: {},
        }),
      );
    });
    for (const [path, heading] of PRERENDERED) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByRole('button', { name: 'Switch to light theme' }).first(), path).toBeVisible();
    }
    // After hydration the page follows the visitor: the tests page leads with their check.
    await page.goto('/test-and-treatment');
    await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('each page names itself in the title as the visitor moves inside the site, and back', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('PainPoint — Find out what may be causing your pain');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About PainPoint');
  await expect(page).toHaveTitle('About PainPoint — PainPoint');
  await page.getByRole('link', { name: 'Contact Us', exact: true }).first().click();
  await expect(page).toHaveTitle('Contact Us — PainPoint');
  await page.goBack();
  await expect(page).toHaveTitle('About PainPoint — PainPoint');
  await page.goBack();
  await expect(page).toHaveTitle('PainPoint — Find out what may be causing your pain');
});

test.describe('legal pages', () => {
  test('the legal page opens on the disclaimer and its tabs switch by click and by arrow keys', async ({ page }) => {
    await page.goto('/terms-condition');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Legal Disclaimer', 'Terms of Use', 'Privacy Policy']);
    await expect(page.getByRole('tab', { name: 'Legal Disclaimer' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('No doctor–patient relationship');
    await expect(page.getByRole('tabpanel')).toContainText('Last updated: 20 February 2025');
    await expect(page.getByRole('tabpanel')).toContainText('courts of Bengaluru');

    // The tabs are drawn in the HTML and live once the route's code has taken them over; a tap before
    // that is not kept (as for a visitor, who taps again), so the first one is tried until it works.
    await expect(async () => {
      await page.getByRole('tab', { name: 'Terms of Use' }).click();
      await expect(page.getByRole('tabpanel')).toContainText('Permitted use', { timeout: 2000 });
    }).toPass();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText('Grievance officer');
    await expect(page.getByRole('tabpanel')).toContainText('Test Grievance Officer');
    await expect(page.getByRole('tabpanel')).toContainText('grievance@test.example');
    await expect(page.getByRole('tabpanel')).toContainText('1 Test Road, Bengaluru 560001');
    await expectNoAxeViolations(page);
  });

  test('the privacy policy page names the grievance officer from site configuration', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('Name: Test Grievance Officer')).toBeVisible();
  });

  test('the cookie policy carries its effective date and a contact e-mail link', async ({ page }) => {
    await page.goto('/cookie-policy');
    await expect(page.getByText('Effective date: 25 December 2024')).toBeVisible();
    for (const h of [
      'What cookies are',
      'Types of cookies',
      'Third-party cookies',
      'Your choices',
      'Updates to this policy',
      'Contact us',
    ]) {
      await expect(page.getByRole('heading', { name: h })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'contact@test.example' })).toHaveAttribute(
      'href',
      'mailto:contact@test.example',
    );
  });
});

test.describe('theme', () => {
  test('starts light, toggles to dark, and stays dark after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.locator('body')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass('dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('follows the system preference until the visitor chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About PainPoint');
    await expect(page.locator('html')).toHaveClass('dark');
    await expectNoAxeViolations(page);
  });
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu opens, lists the spec links, navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Profile',
      'About Us',
      'Contact Us',
      'Terms and Conditions',
      'Cookie Policy',
      // The language switch, each language in its own script (decision 046).
      'English',
      'हिन्दी',
    ]);
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(menu).toBeHidden();
    // The page has arrived (its code loads after the address changes, and its arrival moves the
    // focus to it): only then is Escape's focus on the button the last move.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About PainPoint');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
