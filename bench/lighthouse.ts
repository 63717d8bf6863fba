// Starts the built site the way `npm start` does (fresh embedded database) and runs Lighthouse
// with its mobile preset (throttled 4G, mid-range phone) on each route, printing the four scores.
//   npm run bench:lighthouse           (builds first; -- --no-build to reuse the build)
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); never downloads a browser.
// The assessment's pages need answers: for them the browser is given a visitor's stored answers
// (a clinical case from the knowledge base) and its cache is emptied before each run, so they are
// measured as a visitor arriving at them with a cold cache.
import * as chromeLauncher from 'chrome-launcher';
import { WEB_ROUTES } from '@painpoint/contracts';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import puppeteer from 'puppeteer-core';
import { caseAnswers } from './case-answers.ts';
import { startBuiltSite } from './site.ts';

/** Pages that show something only with stored answers: partly answered, or complete. */
const FLOW_ROUTES: { path: string; answers: 'partial' | 'complete' }[] = [
  { path: '/pain-loaction-body', answers: 'partial' },
  { path: '/weight-age', answers: 'partial' },
  { path: '/steps-by-location', answers: 'partial' },
  { path: '/suggested-diagnosis', answers: 'complete' },
  { path: '/test-result', answers: 'complete' },
  { path: '/video-test-result', answers: 'complete' },
];
/** Every other page of the site is measured as a first-time visitor meets it. */
const ROUTES = WEB_ROUTES.filter((r) => !FLOW_ROUTES.some((f) => f.path === r));
const COMPLETE = caseAnswers('chest', 'chest', 'chest_costochondritis_after_cough', 'complete');
const PARTIAL = caseAnswers('chest', 'chest', 'chest_costochondritis_after_cough', 'partial');
const site = await startBuiltSite(3300);
const base = site.base;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  // Lighthouse wants the new headless mode.
  chromeFlags: CHROMIUM_ARGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
/** Stores a visitor's answers in the browser and empties its cache, as a returning visitor's cold start. */
async function prepare(answers: object | undefined): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${base}/healthz`);
  await page.evaluate((a) => {
    localStorage.clear();
    if (a) localStorage.setItem('userAnswers', JSON.stringify(a));
  }, answers);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}
try {
  console.log('route               performance  accessibility  best-practices  SEO');
  const runs = [
    ...ROUTES.map((path) => ({ path, answers: undefined })),
    ...FLOW_ROUTES.map((r) => ({ path: r.path, answers: r.answers === 'complete' ? COMPLETE : PARTIAL })),
  ];
  // `npm run bench:lighthouse -- /test-result /` measures only the routes named.
  const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
  for (const { path: route, answers } of runs.filter((r) => only.length === 0 || only.includes(r.path))) {
    if (answers) await prepare(answers);
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Keeps the stored answers; the cache was emptied by prepare().
      disableStorageReset: answers !== undefined,
    });
    if (result?.lhr.runtimeError)
      console.log(`    runtime error: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const c = result?.lhr.categories;
    const s = (k: string) => String(Math.round((c?.[k]?.score ?? 0) * 100)).padStart(5);
    console.log(
      `${route.padEnd(20)} ${s('performance')}        ${s('accessibility')}          ${s('best-practices')}       ${s('seo')}`,
    );
    const failing = Object.values(result?.lhr.audits ?? {}).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    );
    for (const a of failing) console.log(`    - ${a.id}: ${a.title}`);
    const m = (id: string) => result?.lhr.audits[id]?.displayValue ?? '-';
    console.log(
      `    FCP ${m('first-contentful-paint')}, LCP ${m('largest-contentful-paint')}, TBT ${m('total-blocking-time')}, CLS ${m('cumulative-layout-shift')}, SI ${m('speed-index')}`,
    );
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  site.stop();
}
