import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * A page that fails its test on any console error or uncaught exception, and a helper that
 * runs axe-core against WCAG 2.2 AA rules.
 */
export const test = base.extend<{
  page: Page;
  consoleErrors: string[];
  allowedConsoleErrors: RegExp[];
}>({
  // Chromium logs a 404 document as a console error; a test that expects one says so.
  allowedConsoleErrors: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their arguments.
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, consoleErrors, allowedConsoleErrors }, use) => {
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !allowedConsoleErrors.some((r) => r.test(msg.text())))
        consoleErrors.push(msg.text());
    });
    page.on('pageerror', (err) => consoleErrors.push(err.message));
    await use(page);
    expect(consoleErrors, 'console errors on the page').toEqual([]);
  },
});

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

export { expect };
