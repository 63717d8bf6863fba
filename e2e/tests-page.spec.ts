import type { Page } from '@playwright/test';
import { clinicalCase, storedAnswers } from './cases.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/**
 * /test-and-treatment as a page of its own (issue 17, defect 4): search and category for a visitor
 * who arrives cold, a category that lists its items, results in groups that open and close, and
 * the map search in one tap.
 *
 * The checks that today's page failed are made at once, once the page has settled (its heading is
 * there and nothing is loading), so they fail rather than wait for something that never comes.
 */

const PATH = '/test-and-treatment';

/** Arrive at the page with a finished assessment in storage, as after the questions. */
async function assessed(page: Page, location: string, id: string) {
  await page.addInitScript(
    (a) => localStorage.setItem('userAnswers', JSON.stringify(a)),
    storedAnswers(location, clinicalCase(location, id)),
  );
}

async function open(page: Page) {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tests and treatments');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search tests and treatments' });
const category = (page: Page) => page.getByRole('combobox', { name: 'Category' });
const group = (page: Page, id: string) => page.locator(`details[data-group="${id}"]`);
/** The tests and conditions listed in the whole knowledge base's groups. */
const entries = (page: Page) => page.locator('details[data-group] .tt-entry > summary');

test.describe('the test-and-treatment page', () => {
  test('a visitor who arrives cold can search and filter every test and treatment', async ({ page }) => {
    await open(page);
    expect(await search(page).count(), 'a search box').toBe(1);
    expect(await category(page).count(), 'a category select').toBe(1);
    // Every category, then the treatments, each a closed group: a short page until one is opened.
    await expect(page.getByRole('status')).toHaveText(/^\d+ found$/);
    const groups = page.locator('details[data-group]');
    expect(await groups.evaluateAll((ds) => ds.map((d) => d.getAttribute('data-group')))).toEqual([
      'blood-test',
      'lab-test',
      'heart-nerve-test',
      'imaging',
      'consultation',
      'therapy',
      'treatments',
    ]);
    expect(await groups.evaluateAll((ds) => ds.filter((d) => (d as HTMLDetailsElement).open).length)).toBe(0);
    await expect(page.getByRole('link', { name: 'Start the pain check' })).toBeVisible();

    await search(page).fill('mri');
    await expect(group(page, 'imaging')).toHaveAttribute('open', '');
    await expect(group(page, 'blood-test')).toHaveCount(0);
    await expect(group(page, 'imaging').getByText('MRI scan', { exact: true })).toBeVisible();

    // A condition's name finds its tests and its treatments.
    await search(page).fill('gout');
    for (const [id, text] of [
      ['treatments', 'Gout or pseudogout (crystal arthritis)'],
      ['lab-test', 'Joint fluid test'],
    ] as const) {
      // A closed group's content is made when it opens.
      const g = group(page, id);
      await expect(g).toHaveCount(1);
      if (!(await g.evaluate((d) => (d as HTMLDetailsElement).open))) await g.locator('summary').click();
      await expect(g).toContainText(text);
    }
    await expectNoAxeViolations(page);
  });

  test('"Blood test" with no search lists the blood tests, also when no best match has one', async ({ page }) => {
    // A golfer's elbow: none of its five best matches has a blood test (a tension headache had
    // meningitis fifth once concussion needed a knock to the head).
    await assessed(page, 'elbow-forearm', 'el_golfers_elbow_mason');
    await open(page);
    expect(await category(page).count(), 'a category select').toBe(1);
    await category(page).selectOption('blood-test');
    expect(await page.getByText('Nothing matches your search.').count(), 'no "Nothing matches"').toBe(0);
    await expect(page.getByText('Nothing for your possible causes matches.', { exact: false })).toBeVisible();
    await expect(group(page, 'blood-test')).toHaveAttribute('open', '');
    await expect(group(page, 'blood-test').getByText('Blood count', { exact: true })).toBeVisible();
    const listed = await group(page, 'blood-test')
      .locator('li[data-category]')
      .evaluateAll((ls) => ls.map((l) => l.getAttribute('data-category')));
    expect(listed.length).toBeGreaterThan(20);
    expect(new Set(listed)).toEqual(new Set(['blood-test']));
    await expect(page.getByRole('status')).toHaveText(`0 for your possible causes, ${listed.length} in all`);

    // The same for a visitor with no assessment. (The answers in storage are the context's: a new
    // page alone would still find them, and pass only while the assessment is being scored.)
    await page.context().clearCookies();
    const fresh = await page.context().newPage();
    await fresh.addInitScript(() => localStorage.removeItem('userAnswers'));
    await open(fresh);
    await category(fresh).selectOption('blood-test');
    await expect(group(fresh, 'blood-test')).toHaveAttribute('open', '');
    await expect(fresh.getByRole('status')).toHaveText(`${listed.length} found`);
    await fresh.close();
  });

  test('"Nothing matches" only when nothing does, with a way to clear', async ({ page }) => {
    await open(page);
    expect(await search(page).count(), 'a search box').toBe(1);
    await search(page).fill('zzzz-no-such-test');
    await category(page).selectOption('imaging');
    await expect(page.getByRole('status')).toHaveText('Nothing matches your search.');
    const clear = page.getByRole('button', { name: 'Clear the search and category' });
    expect(await clear.count(), 'a way to clear').toBe(1);
    await clear.click();
    await expect(search(page)).toHaveValue('');
    await expect(category(page)).toHaveValue('all');
    await expect(page.getByRole('status')).toHaveText(/^\d+ found$/);
    await expect(page.getByText('Nothing matches your search.')).toHaveCount(0);
  });

  test('after an assessment the best matches come first, in groups that open and close', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 900 });
    await assessed(page, 'knee', 'knee_osteoarthritis_homemaker');
    await open(page);
    const groups = page.locator('details[data-group]');
    expect(await groups.count(), 'collapsible groups').toBeGreaterThan(5);
    await expect(page.getByRole('heading', { name: 'For your possible causes' })).toBeVisible();
    const yours = page.locator('details[data-group^="condition-"]');
    await expect(yours).toHaveCount(5);
    // Only the best match is open, so the page is a screen or so of reading and a list of groups.
    const best = yours.first();
    await expect(best).toHaveAttribute('open', '');
    await expect(best.getByRole('heading', { name: 'Advised tests' })).toBeVisible();
    expect(await groups.evaluateAll((ds) => ds.filter((d) => (d as HTMLDetailsElement).open).length)).toBe(1);

    // A tap closes it and the page gets shorter; the keyboard opens another.
    const tall = await page.evaluate(() => document.documentElement.scrollHeight);
    await best.locator('summary').click();
    await expect(best).not.toHaveAttribute('open', '');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(tall);
    const second = yours.nth(1);
    await second.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('open', '');
    await expect(second.locator('.tt-list li').first()).toBeVisible();

    // The same search and category filter the best matches and the rest.
    await category(page).selectOption('imaging');
    await expect(yours.first().locator('li[data-category]').first()).toHaveAttribute('data-category', 'imaging');
    await expect(group(page, 'imaging')).toBeVisible();
    await expect(group(page, 'treatments')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('while dengue is possible no treatment suggests ibuprofen, and the page says paracetamol only', async ({
    page,
  }) => {
    // What the API marks (decision 094): ibuprofen lines that suggest it, and those that warn against it.
    const care = (await (await page.request.get('/diagnosis/get-tests-and-treatments/')).json()) as {
      treatments: string[];
      nsaid_advice?: { treatments: number[] };
    }[];
    const lines = care.flatMap((c) =>
      c.treatments.map((t, i) => ({ t, marked: c.nsaid_advice?.treatments.includes(i) ?? false })),
    );
    const ibuprofen = lines.filter((l) => /ibuprofen/i.test(l.t));
    const warnings = ibuprofen.filter((l) => !l.marked).length;
    expect(ibuprofen.length - warnings, 'lines that suggest ibuprofen').toBeGreaterThan(10);

    // Knee arthritis, no fever: every line with ibuprofen is there.
    await assessed(page, 'knee', 'knee_osteoarthritis_homemaker');
    await open(page);
    await search(page).fill('ibuprofen');
    await expect(page.getByRole('status')).toHaveText(new RegExp(`, ${ibuprofen.length} in all$`));
    await expect(page.locator('[data-guard="dengue"]')).toHaveCount(0);

    // A fever with pain behind the eyes after mosquitoes, tapped at the knee: only the warnings stay.
    await assessed(page, 'knee', 'knee_dengue_aches_after_mosquitoes');
    await open(page);
    await expect(page.locator('[data-guard="dengue"]')).toContainText('use only paracetamol');
    await search(page).fill('ibuprofen');
    await expect(page.getByRole('status')).toHaveText(new RegExp(`, ${warnings} in all$`));
    // The results and the best match's page say it too.
    await page.goto('/suggested-diagnosis');
    await expect(page.locator('[data-guard="dengue"]')).toBeVisible();
    await page.goto('/test-result');
    await expect(page.locator('[data-guard="dengue"]')).toBeVisible();
  });

  test('"Find labs and clinics near me" opens the map search in one tap', async ({ page, context }) => {
    // The map opens in a new tab; nothing leaves the test machine.
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Map</title><p>map</p>' }),
    );
    await open(page);
    const link = page.getByRole('link', { name: 'Find labs and clinics near me' });
    expect(await link.count(), 'a link, not a button that asks first').toBe(1);
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const popup = page.waitForEvent('popup');
    await link.click();
    const map = await popup;
    await map.waitForLoadState();
    expect(map.url()).toContain('query=diagnostic%20labs%20and%20clinics%20near%20me');
    // The position was never asked for by PainPoint: the map finds it itself.
    expect(map.url()).not.toMatch(/@-?\d/);
  });

  test('no axe violations, light and dark, with groups and entries open', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page);
      expect(await category(page).count(), 'a category select').toBe(1);
      await category(page).selectOption('therapy');
      await expect(group(page, 'therapy')).toHaveAttribute('open', '');
      await entries(page).first().click();
      await expectNoAxeViolations(page);
    }
    await assessed(page, 'knee', 'knee_osteoarthritis_homemaker');
    await open(page);
    await expectNoAxeViolations(page);
  });
});
