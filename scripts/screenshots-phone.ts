// What a cheap phone shows first (360×640, the first screen only, no scrolling) on the screens
// where that matters most (an emergency; a doctor visit's results, best match and printed
// summary), in English and Hindi, kept in docs/screenshots/phone-*. Run it on two
// builds to see a change before and after:
//   npm run screenshots:phone -- --label after                       (builds this checkout first)
//   npm run screenshots:phone -- --label before --root <built checkout> --no-build
// The pages get their answers the way the browser suite's do: a clinical case's stored answers.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { freePort, startBuiltSite, ROOT } from '../bench/site.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { clinicalCase, storedAnswers } from '../e2e/cases.ts';

const { values } = parseArgs({
  options: {
    label: { type: 'string' },
    root: { type: 'string' },
    'no-build': { type: 'boolean' },
    screens: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || !values.label || !/^[a-z0-9-]+$/.test(values.label)) {
  console.error(
    'usage: npm run screenshots:phone -- --label <before|after|…> [--root <built checkout>] [--no-build] [--screens body-map,age,…]',
  );
  process.exit(values.help ? 0 : 2);
}
const OUT = join(ROOT, 'docs/screenshots');
mkdirSync(OUT, { recursive: true });

/** The screens: a name, the case whose answers are stored, and the address opened. */
const SCREENS = [
  {
    name: 'emergency-warning',
    place: 'chest',
    id: 'chest_acs_classic_diabetic_man',
    url: '/steps-by-location?alert=red_flags',
  },
  { name: 'emergency-results', place: 'chest', id: 'chest_acs_classic_diabetic_man', url: '/suggested-diagnosis' },
  {
    name: 'emergency-pregnancy',
    place: 'lower-abdomen-pelvis',
    id: 'la_abruption_34wk',
    url: '/steps-by-location?alert=la_preg_signs',
  },
  // The walk on a phone (issue 48): the body map, the age page and a question, each with its next
  // step, for the same visitor as the results below.
  {
    name: 'body-map',
    place: 'knee',
    region: 'knee-left-front',
    id: 'knee_osteoarthritis_homemaker',
    url: '/pain-loaction-body',
  },
  { name: 'age', place: 'knee', region: 'knee-left-front', id: 'knee_osteoarthritis_homemaker', url: '/weight-age' },
  {
    name: 'question',
    place: 'knee',
    region: 'knee-left-front',
    id: 'knee_osteoarthritis_homemaker',
    url: '/steps-by-location?step=onset',
  },
  // A doctor visit, not an emergency: the results, the best match's page and the printed summary.
  {
    name: 'results',
    place: 'knee',
    region: 'knee-left-front',
    id: 'knee_osteoarthritis_homemaker',
    url: '/suggested-diagnosis',
  },
  { name: 'condition', place: 'knee', id: 'knee_osteoarthritis_homemaker', url: '/test-result' },
  {
    name: 'summary',
    place: 'knee',
    id: 'knee_osteoarthritis_homemaker',
    url: '/suggested-diagnosis',
    media: 'print',
  },
] as const;

const only = values.screens?.split(',');
const unknown = only?.filter((n) => !SCREENS.some((s) => s.name === n)) ?? [];
if (unknown.length > 0) {
  console.error(`--screens: no screen named ${unknown.join(', ')} (${SCREENS.map((s) => s.name).join(', ')})`);
  process.exit(2);
}

const site = await startBuiltSite(await freePort(), values.root ? resolve(values.root) : ROOT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const lang of ['en', 'hi'] as const) {
    for (const s of SCREENS.filter((x) => !only || only.includes(x.name))) {
      const context = await browser.newContext({
        baseURL: site.base,
        viewport: { width: 360, height: 640 },
        locale: lang === 'hi' ? 'hi-IN' : 'en-IN',
        colorScheme: 'light',
        serviceWorkers: 'block',
      });
      context.setDefaultTimeout(120_000);
      const page = await context.newPage();
      // The place as the body map stores it: the region tapped, where the screen names one.
      const stored = storedAnswers(s.place, clinicalCase(s.place, s.id));
      const answers = 'region' in s ? { ...stored, painLocation: { id: s.region, key: s.place } } : stored;
      await page.addInitScript((a) => localStorage.setItem('userAnswers', JSON.stringify(a)), answers);
      // The summary for a doctor is the results page as printed.
      if ('media' in s) await page.emulateMedia({ media: s.media });
      await page.goto(s.url);
      // As printed, only the summary's own heading shows.
      await page
        .locator('media' in s ? '.print-summary h1' : 'h1')
        .first()
        .waitFor();
      await page.locator('p.loading').first().waitFor({ state: 'detached' });
      await page.evaluate(() => document.fonts.ready);
      const file = join(OUT, `phone-${s.name}-${lang}-${values.label}.png`);
      await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  site.stop();
}
