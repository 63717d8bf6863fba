// Starts the built site the way `npm start` does (fresh embedded database, a free port) and runs
// Lighthouse with its mobile preset (throttled 4G, mid-range phone) on every route of the site,
// several times each, and prints the median of each score and timing, then one summary table with
// the targets (home: performance 100; every route: performance ≥ 98, accessibility, best
// practices and SEO 100). It exits 1 when a median misses a target.
//   npm run bench:lighthouse                  (builds first; -- --no-build to reuse the build)
//   npm run bench:lighthouse -- --runs 5      (runs per route; default 3)
//   npm run bench:lighthouse -- / /login      (only the routes named)
//   npm run bench:lighthouse -- --keep <dir>  (also writes each run's full report as JSON there)
//   npm run bench:lighthouse -- --lang hi     (every page in that language, by ?lang=; decision 046)
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); never downloads a browser.
// The assessment's pages need answers: for them the browser is given a visitor's stored answers
// (a clinical case from the knowledge base). Before every run the browser's cache is emptied, so
// each is a visitor arriving with a cold cache.
// Lighthouse simulates the slow phone from what it observes on this machine: on a busy, shared
// machine single runs vary by a few points, which is why the medians are what counts. Its mobile
// preset slows the CPU 4× whatever the machine, so scores depend on the machine: the summary
// prints Lighthouse's own benchmark index of it (median), to say which machine a figure is from.
// `/set-password/:slug` is measured as its owner meets it, with a real link from the site's own
// e-mail (an address signed up twice), and `/reset-password` both without a link and with one from
// the forgotten-password e-mail. A dead link is measured too and shown, but its best
// practices score is not a target: the API rightly answers 404 and Chromium logs that (decision 049).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { PAGES, WEB_ROUTES } from '@painpoint/contracts/routes';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import puppeteer from 'puppeteer-core';
import { caseAnswers } from './case-answers.ts';
import { freePort, startBuiltSite } from './site.ts';

/** Pages that show something only with stored answers: partly answered, or complete. */
const FLOW_ROUTES: { path: string; answers: 'partial' | 'complete' }[] = [
  { path: '/pain-loaction-body', answers: 'partial' },
  { path: '/weight-age', answers: 'partial' },
  { path: '/steps-by-location', answers: 'partial' },
  { path: '/suggested-diagnosis', answers: 'complete' },
  { path: '/test-result', answers: 'complete' },
  { path: '/video-test-result', answers: 'complete' },
];
/** The set-password page, with a link as its owner gets it by e-mail and with a dead one. */
const LIVE_LINK = PAGES.setPassword.replace(/:\w+/, '<link from the e-mail>');
const DEAD_LINK = PAGES.setPassword.replace(/:\w+/, 'a-link-that-is-not-valid');
/** The reset page with a link from the e-mail too (without one, it says the link is missing). */
const RESET_LINK = '/reset-password#<link from the e-mail>';
/** Every other page is measured as a first-time visitor meets it. */
const ROUTES = [...WEB_ROUTES.filter((r) => !FLOW_ROUTES.some((f) => f.path === r)), RESET_LINK, LIVE_LINK, DEAD_LINK];
const COMPLETE = caseAnswers('chest', 'chest', 'chest_costochondritis_after_cough', 'complete');
const PARTIAL = caseAnswers('chest', 'chest', 'chest_costochondritis_after_cough', 'partial');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const;
/** The targets (the design pass): home performance 100, every other route 98; the rest 100. */
const target = (route: string, category: (typeof CATEGORIES)[number]) =>
  category === 'performance' && route !== '/' ? 98 : 100;
/** A score shown but not held to a target, and why. */
const notATarget = (route: string, category: (typeof CATEGORIES)[number]) =>
  route === DEAD_LINK && category === 'best-practices';

const argv = process.argv.slice(2);
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of at least 1');
const keepAt = argv.indexOf('--keep');
const KEEP = keepAt >= 0 ? argv[keepAt + 1] : undefined;
if (keepAt >= 0 && !KEEP) throw new Error('--keep takes a folder');
const only = argv
  .filter((a, i) => a.startsWith('/') && argv[i - 1] !== '--keep')
  .flatMap((a) =>
    a.startsWith('/set-password') ? [LIVE_LINK, DEAD_LINK] : a === '/reset-password' ? [a, RESET_LINK] : [a],
  );
const langAt = argv.indexOf('--lang');
const LANG = langAt >= 0 ? argv[langAt + 1] : undefined;
/** A route's address, in the language asked for if any (the query goes before a link's fragment). */
const addressOf = (route: string) =>
  LANG ? route.replace(/(#.*)?$/, (fragment) => `?lang=${encodeURIComponent(LANG)}${fragment}`) : route;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const site = await startBuiltSite(await freePort());
const base = site.base;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  // Lighthouse wants the new headless mode.
  chromeFlags: CHROMIUM_ARGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });

/** Asks the site for an account, as the sign-up form does. */
async function createAccount(email: string): Promise<void> {
  const password = 'a long passphrase for the benchmark';
  await fetch(`${base}/user/create-account/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password, confirmPassword: password }),
  });
}

/** The first link matching `pattern` in a mail to `email`, from the development transport's outbox. */
async function linkFromOutbox(email: string, pattern: RegExp): Promise<string> {
  const outbox = join(site.dataDir, 'outbox');
  for (let i = 0; i < 1200; i++) {
    const mails = (() => {
      try {
        return readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
      } catch {
        return [];
      }
    })();
    const link = mails
      .filter((m) => m.startsWith(`To: ${email}\n`))
      .map((m) => pattern.exec(m)?.[0])
      .find(Boolean);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no link like ${pattern} reached the outbox (${outbox})`);
}

/**
 * A set-password link as its owner gets it: the address is signed up twice, so the site e-mails a
 * link to set a new password, which the development transport writes into the outbox folder.
 */
async function setPasswordLink(): Promise<string> {
  const email = `bench-${Date.now()}@example.org`;
  for (let i = 0; i < 2; i++) await createAccount(email);
  return linkFromOutbox(email, /\/set-password\/[A-Za-z0-9_-]+/);
}

/** A reset link as its owner gets it: an account's owner asks for one with the forgotten-password form. */
async function resetPasswordLink(): Promise<string> {
  const email = `bench-reset-${Date.now()}@example.org`;
  await createAccount(email);
  await fetch(`${base}/user/forgot-password/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email }),
  });
  return linkFromOutbox(email, /\/reset-password#token=[A-Za-z0-9_-]+/);
}

/** The routes measured with a link the site e-mailed, and how each gets one. */
const LINKS: Record<string, () => Promise<string>> = {
  [LIVE_LINK]: setPasswordLink,
  [RESET_LINK]: resetPasswordLink,
};

/**
 * Empties the HTTP cache and every store of the origin (the service worker and its caches
 * included: a worker left from the run before would serve the whole page from its cache), then
 * sets the stored answers if any: each run is a cold arrival.
 */
async function prepare(answers: object | undefined): Promise<void> {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await page.goto(`${base}/healthz`);
  const left = await page.evaluate(async (a) => {
    if (a) localStorage.setItem('userAnswers', JSON.stringify(a));
    const workers = await navigator.serviceWorker.getRegistrations();
    return { workers: workers.length, caches: (await caches.keys()).length };
  }, answers);
  if (left.workers > 0 || left.caches > 0) throw new Error(`the origin kept ${JSON.stringify(left)} after clearing`);
  await page.close();
}

interface Summary {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  timings: Record<string, string>;
  failing: string[];
}

const summaries: Summary[] = [];
/** Lighthouse's benchmark index of this machine, once per run: how fast its CPU was then. */
const benchmarkIndex: number[] = [];
try {
  const pages = [
    ...ROUTES.map((path) => ({ path, answers: undefined as object | undefined })),
    ...FLOW_ROUTES.map((r) => ({ path: r.path, answers: r.answers === 'complete' ? COMPLETE : PARTIAL })),
  ].filter((r) => only.length === 0 || only.includes(r.path));
  for (const { path: route, answers } of pages) {
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, [] as number[]])) as Record<
      (typeof CATEGORIES)[number],
      number[]
    >;
    const timings = Object.fromEntries(METRICS.map(([m]) => [m, [] as number[]]));
    const failing = new Set<string>();
    const address = addressOf((await LINKS[route]?.()) ?? route);
    for (let run = 0, retries = 0; run < RUNS; run++) {
      await prepare(answers);
      const result = await lighthouse(`${base}${address}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Keeps the stored answers set by prepare() (which also emptied the cache).
        disableStorageReset: true,
      });
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        // Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP) on a busy machine: that run
        // is made again, a few times at most, and said.
        const why = lhr?.runtimeError?.code ?? 'no result';
        if (++retries > 3) throw new Error(`${route}: Lighthouse failed: ${why}`);
        console.log(`    (${route}: run ${run + 1} lost its trace, ${why}; made again)`);
        run--;
        continue;
      }
      if (KEEP) {
        mkdirSync(KEEP, { recursive: true });
        writeFileSync(join(KEEP, `${route.replace(/\W+/g, '_') || 'home'}-${run + 1}.json`), JSON.stringify(lhr));
      }
      if (lhr.environment.benchmarkIndex) benchmarkIndex.push(lhr.environment.benchmarkIndex);
      for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      for (const [m, id] of METRICS) timings[m]!.push(lhr.audits[id]?.numericValue ?? Number.NaN);
      for (const a of Object.values(lhr.audits)) {
        if (a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary') failing.add(`${a.id}: ${a.title}`);
      }
    }
    const summary: Summary = {
      route,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])])) as Summary['scores'],
      timings: Object.fromEntries(
        METRICS.map(([m]) => {
          const v = median(timings[m]!);
          return [m, m === 'CLS' ? v.toFixed(3) : `${(v / 1000).toFixed(1)} s`.replace('0.0 s', '0 s')];
        }),
      ),
      failing: [...failing],
    };
    summaries.push(summary);
    console.log(
      `${route}: ${CATEGORIES.map((c) => `${c} ${summary.scores[c]} (${scores[c].join('/')})`).join(', ')}; ` +
        METRICS.map(([m]) => `${m} ${summary.timings[m]}`).join(', '),
    );
    for (const f of summary.failing) console.log(`    - ${f}`);
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  site.stop();
}

// The summary: medians of RUNS runs per route, with the targets missed marked.
const misses: string[] = [];
const cell = (s: Summary, c: (typeof CATEGORIES)[number]) => {
  if (notATarget(s.route, c)) return `${s.scores[c]} (not a target)`;
  const ok = s.scores[c] >= target(s.route, c);
  if (!ok) misses.push(`${s.route} ${c} ${s.scores[c]} < ${target(s.route, c)}`);
  return `${s.scores[c]}${ok ? '' : ' ✗'}`;
};
console.log(
  `\nMedians of ${RUNS} run(s) per route, Lighthouse mobile, on a machine of benchmark index ` +
    `${Math.round(median(benchmarkIndex))} (${Math.round(Math.min(...benchmarkIndex))}–` +
    `${Math.round(Math.max(...benchmarkIndex))}):\n`,
);
console.log('| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const s of summaries) {
  console.log(
    `| ${s.route} | ${cell(s, 'performance')} | ${cell(s, 'accessibility')} | ${cell(s, 'best-practices')} | ` +
      `${cell(s, 'seo')} | ${s.timings.FCP} | ${s.timings.LCP} | ${s.timings.TBT} | ${s.timings.CLS} |`,
  );
}
console.log(
  misses.length === 0 ? '\nEvery target met.' : `\nTargets missed:\n${misses.map((m) => `- ${m}`).join('\n')}`,
);
process.exitCode = misses.length === 0 ? 0 : 1;
