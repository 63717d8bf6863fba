// Takes the body-map screenshots kept in docs/screenshots/ for reviewers: both figures, both
// views, light and dark, at a phone's width. Run after a change to the map:
//   node --import tsx scripts/screenshots.ts            (builds first; --no-build to reuse it)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltSite, ROOT } from '../bench/site.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const OUT = join(ROOT, 'docs/screenshots');
mkdirSync(OUT, { recursive: true });
const site = await startBuiltSite(3310);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const scheme of ['light', 'dark'] as const) {
    for (const sex of ['male', 'female'] as const) {
      for (const view of ['front', 'back'] as const) {
        const page = await browser.newPage({ viewport: { width: 420, height: 900 }, colorScheme: scheme });
        await page.goto(`${site.base}/man-body`);
        await page.locator(`[data-figure="${sex}"]`).click();
        await page.locator(`[data-view="${view}"]`).click();
        // One region selected, to show the selected state as well as the resting one.
        await page.locator(`[data-region="${view === 'front' ? 'knee-left-front' : 'lower-back'}"]`).click();
        const file = join(OUT, `body-map-${sex}-${view}-${scheme}.png`);
        await page.locator('svg.body-map').screenshot({ path: file });
        console.log(file);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
  site.stop();
}
