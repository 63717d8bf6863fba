import { en } from '../apps/web/src/locales/en.ts';
import { hi } from '../apps/web/src/locales/hi.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * What a 360×640 phone shows before any scrolling (the phone audit of 2026-11-26, decision 118):
 * every control of the header whole and on the screen, and on the home page the numbers to call
 * in an emergency beside Start, in English and in Hindi.
 */

const PHONE = { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const TARGET = 44;

const LANGUAGES = [
  { lang: 'en', locale: 'en-IN', home: en.home },
  { lang: 'hi', locale: 'hi-IN', home: hi.home },
] as const;

for (const { lang, locale, home } of LANGUAGES) {
  test.describe(`the first screen at 360×640 (${lang})`, () => {
    test.use({ ...PHONE, locale });

    test('every header control is whole, inside the screen and 44 px tall', async ({ page }) => {
      for (const path of ['/', '/man-body', '/about-us']) {
        await page.goto(path);
        await expect(page.locator('#mobile-menu-button')).toBeVisible();
        const controls = await page.locator('.site-header').evaluate((header) =>
          Array.from(header.querySelectorAll<HTMLElement>('a, button'))
            .filter((el) => el.checkVisibility({ visibilityProperty: true }))
            .map((el) => {
              const b = el.getBoundingClientRect();
              return {
                name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
                left: b.left,
                right: b.right,
                top: b.top,
                bottom: b.bottom,
              };
            }),
        );
        // The brand, the other language, the theme and the menu.
        expect(controls.length, `header controls on ${path}`).toBeGreaterThanOrEqual(4);
        const wrong = controls
          .filter((c) => c.left < 0 || c.right > 360 || c.top < 0 || c.bottom - c.top < TARGET - 0.5)
          .map(
            (c) => `${c.name}: x ${Math.round(c.left)}–${Math.round(c.right)}, height ${Math.round(c.bottom - c.top)}`,
          );
        expect(wrong, `header controls cut off or small on ${path}`).toEqual([]);
        // Nothing sticks out of the header's row either: a wider font would push it off the screen.
        const row = await page
          .locator('.header-row')
          .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
        expect(row.scroll, `the header's row overflows on ${path}`).toBeLessThanOrEqual(row.client);
      }
    });

    test('the home page shows Start and the emergency numbers without scrolling', async ({ page }) => {
      await page.goto('/');
      const start = page.getByRole('link', { name: home.start, exact: true });
      const calls = page.getByRole('navigation', { name: home.calls.label });
      await expect(start).toBeVisible();
      const boxes = await Promise.all(
        [start, calls.locator('a[href="tel:108"]'), calls.locator('a[href="tel:112"]')].map((l) =>
          l.evaluate((el) => {
            const b = el.getBoundingClientRect();
            return { href: el.getAttribute('href') ?? 'start', top: b.top, bottom: b.bottom, height: b.height };
          }),
        ),
      );
      for (const b of boxes) {
        expect(b.bottom, `${b.href} ends inside the first screen`).toBeLessThanOrEqual(640);
        expect(b.height, `${b.href} is a 44 px target`).toBeGreaterThanOrEqual(TARGET - 0.5);
      }
      await expect(calls.locator('a[href="tel:108"]')).toHaveText(home.calls.call108);
      await expect(calls.locator('a[href="tel:112"]')).toHaveText(home.calls.call112);
      await expectNoAxeViolations(page);
    });
  });
}
