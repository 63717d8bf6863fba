import AxeBuilder from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The address a test's visitor comes from (in 198.18.0.0/15, the range kept for tests): its own per
 * test, so the site's per-address limits (ten sign-ups an hour, say) apply to one visitor as they
 * would, not to the whole suite. The server trusts the header from loopback only (site-env.ts).
 */
export function visitorAddress(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(testId).digest();
  return `198.${18 + (a % 2)}.${b}.${c}`;
}

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
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo.testId) });
  },
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

/**
 * For the waits that are long by nature (decision 081): a service worker that installs, fetches and
 * caches the site's files and a language's knowledge base before it controls the page or reports
 * them kept. On a busy 2-core machine that can take longer than an ordinary assertion's 30 s.
 */
export const CACHING = { timeout: 3 * 60_000 };
