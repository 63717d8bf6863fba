// What a visitor on a cheap phone feels, the old build against the new one in the same run:
// Chromium with the CPU slowed 4×, a cold cache, no service worker, a 360×640 viewport, on two
// networks: Slow 4G as Lighthouse and DevTools define it (150 ms round trips, 1.6 Mbit/s down,
// 750 kbit/s up) and the phone audit's (400 ms, 400 kbit/s both ways). Builds alternate, so drift
// in the machine's speed falls on both. Per build and network, the median and quartiles of:
//   - home visible:   the largest paint of the home page;
//   - first tap:      when the home page's start button has its handler (a tap does what it says);
//   - first question: a cold load of the interview with the place and profile already given,
//                     until the first question's answers take a tap;
// and of a walk down the real path, each control tapped as soon as it can be (issue 48):
//   - walk: home visible        from the request for home to its start button on screen;
//   - walk: Start → figure      from that first tap (at once) to the figure page's choices taking a tap;
//   - walk: figure → question   from the first tap on the figure page (who, the figure, the place on
//                               the body map with a finger, the age page) to the first question's
//                               answers taking a tap;
//   - walk: Start → question    the two above and the taps between, from Start to the first question;
//   - walk: question → results  answering the interview (a clinical case's answers) to the results.
//   npm run bench:phone -- --baseline <git ref>     (builds that ref in a temporary worktree)
//   npm run bench:phone -- --baseline-dir <folder>  (a checkout already built with `npm run build`)
//   add --no-build to reuse this checkout's build; --runs N; --lang hi for the Hindi pages;
//   --network slow4g|audit for one network only (both by default); --figure-pause <ms> for a walk
//   whose visitor reads the figure page that long before choosing (the walk's figures then include it).
// The budget: the build under test is no more than 10 % slower than the baseline on any figure;
// the last line says which figures are over it (and the exit code is 1).
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { selectionsFromFlags } from '@painpoint/engine';
import { caseAnswers } from './case-answers.ts';
import { freePort, ROOT, startBuiltSite, type Site } from './site.ts';

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 5);
/** Milliseconds the walk's visitor spends reading the figure page before its first tap there (0: at once). */
const FIGURE_PAUSE = Number(arg('--figure-pause') ?? 0);
const LANG = arg('--lang');
const BUDGET = 1.1;

/** A network as DevTools emulates it: milliseconds added to each request, bytes per second. */
interface Network {
  offline: false;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}
const NETWORKS: Record<string, Network> = {
  /** Slow 4G as Lighthouse and Chrome DevTools define it. */
  slow4g: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
  /** The phone audit of issue 48: 400 ms, 400 kbit/s. */
  audit: { offline: false, latency: 400, downloadThroughput: 400e3 / 8, uploadThroughput: 400e3 / 8 },
};
const NETWORK_NAMES = arg('--network') ? [arg('--network')!] : Object.keys(NETWORKS);
for (const n of NETWORK_NAMES)
  if (!NETWORKS[n]) throw new Error(`--network: ${n} is not one of ${Object.keys(NETWORKS).join(', ')}`);
const CPU_SLOWDOWN = 4;

function sh(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

/** A checkout of `ref` beside this one, with this checkout's installed packages as a start. */
function baselineCheckout(ref: string): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'pp-phone-base-'));
  sh('git', ['worktree', 'add', '--detach', dir, ref], ROOT);
  for (const nm of ['node_modules', 'apps/api/node_modules', 'apps/web/node_modules']) {
    if (existsSync(join(ROOT, nm))) cpSync(join(ROOT, nm), join(dir, nm), { recursive: true, verbatimSymlinks: true });
  }
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  sh('npm', ['run', 'build', '--silent'], dir);
  return {
    dir,
    cleanup: () => {
      spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A built checkout served as `npm start` serves it, under the name the report gives it. */
type Served = Site & { name: string };

const serve = async (name: string, dir: string): Promise<Served> => ({
  name,
  ...(await startBuiltSite(await freePort(), dir, { build: false })),
});

const withLang = (path: string) => (LANG ? `${path}?lang=${encodeURIComponent(LANG)}` : path);

/**
 * Polls, from the page's first script on, for the first element matching `selector` to carry
 * React's props (React sets them as it hydrates or renders the element, with its handlers): from
 * then on a tap does what it says. Resolves with the time since navigation start, in ms.
 */
/**
 * A script function: true once an element has its handlers from the app's renderer, React's
 * (`__reactProps…` on the element) or Preact's (its listeners in `__e`), so that a build on either
 * can be measured against the other (decision 153).
 */
const HAS_HANDLERS = `(el) => Object.keys(el).some((k) => k.startsWith('__reactProps')) ||
  (typeof el.__e === 'object' && el.__e !== null && Object.keys(el.__e).some((k) => k.startsWith('on')))`;

const HANDLER_WATCH = `
  window.__ppHandlerAt = (selector) => new Promise((resolve) => {
    const check = () => {
      const el = document.querySelector(selector);
      if (el && (${HAS_HANDLERS})(el)) return resolve(performance.now());
      requestAnimationFrame(check);
    };
    check();
  });
  window.__ppLcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__ppLcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/**
 * A fresh browser context (its own empty HTTP cache, no service worker) on `network` with the CPU
 * slowed. `cacheDisabled` keeps the cache empty for every request of the page (single page loads);
 * the walk keeps the cache on, as a phone does from one page to the next.
 */
async function coldPage(
  browser: Browser,
  network: Network,
  {
    storage,
    cacheDisabled = true,
    touch = false,
  }: { storage?: { origin: string; answers: string }; cacheDisabled?: boolean; touch?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    hasTouch: touch,
    serviceWorkers: 'block',
    ...(LANG ? { locale: LANG === 'hi' ? 'hi-IN' : LANG } : {}),
    ...(storage
      ? {
          storageState: {
            cookies: [],
            origins: [{ origin: storage.origin, localStorage: [{ name: 'userAnswers', value: storage.answers }] }],
          },
        }
      : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(HANDLER_WATCH);
  return page;
}

const ANSWERS = JSON.stringify(caseAnswers('knee', 'knee-left-front', 'knee_meniscus_shopkeeper', 'partial'));

/** Single cold loads. */
interface Loads {
  homeVisible: number;
  firstTap: number;
  firstQuestion: number;
}
/** The walk down the real path. */
interface Walk {
  walkHome: number;
  walkFigure: number;
  walkQuestion: number;
  /** From the tap on Start to the first question, both of the above and the taps between. */
  walkStart: number;
  walkResults: number;
}
type Sample = Loads & Walk;

async function measure(browser: Browser, site: Served, network: Network): Promise<Loads> {
  const home = await coldPage(browser, network);
  await home.goto(site.base + withLang('/'), { waitUntil: 'commit' });
  const firstTap = await home.evaluate(() =>
    (window as unknown as { __ppHandlerAt(s: string): Promise<number> }).__ppHandlerAt('main a.button-large'),
  );
  await home.waitForLoadState('load');
  // The largest paint is final once the page has had input or settled; read it after the load.
  const homeVisible = await home.evaluate(() => (window as unknown as { __ppLcp: number }).__ppLcp);
  await home.context().close();

  const steps = await coldPage(browser, network, { storage: { origin: site.base, answers: ANSWERS } });
  await steps.goto(site.base + withLang('/steps-by-location'), { waitUntil: 'commit' });
  const firstQuestion = await steps.evaluate(() =>
    (window as unknown as { __ppHandlerAt(s: string): Promise<number> }).__ppHandlerAt('form[data-step] input'),
  );
  await steps.context().close();
  return { homeVisible, firstTap, firstQuestion };
}

/** The walk's visitor: a clinical case of the knee (a man of 48, 76 kg) and its answers. */
const WALK_CASE = caseAnswers('knee', 'knee-left-front', 'knee_meniscus_shopkeeper', 'complete');
const WALK_REGION = 'knee-left-front';
const WALK_KEYS = selectionsFromFlags(WALK_CASE.flags);

/** Now, in milliseconds since the epoch: the same clock in Node and in the page. */
const epochNow = () => performance.timeOrigin + performance.now();

/**
 * Resolves, with the epoch time it first held, once `predicate` (a script expression) is true in
 * the page, checked every few milliseconds in the page itself; a navigation meanwhile (a tap that
 * loads the next document) is followed. Gives up after two minutes: the walk is broken then.
 */
async function whenTrue(page: Page, predicate: string, what: string): Promise<number> {
  const deadline = epochNow() + 120_000;
  const poll = `new Promise((resolve, reject) => {
    const end = Date.now() + 5000;
    const check = () => {
      if (${predicate}) return resolve(performance.timeOrigin + performance.now());
      if (Date.now() > end) return reject(new Error('pp:retry'));
      setTimeout(check, 8);
    };
    check();
  })`;
  for (;;) {
    try {
      return (await page.evaluate(poll)) as number;
    } catch (e) {
      // A new document replaced the one polled, or five seconds passed: ask again.
      if (!/pp:retry|context was destroyed|navigation|Target closed/i.test(String(e))) throw e;
    }
    if (epochNow() > deadline) throw new Error(`walk: ${what} never happened (${page.url()})`);
  }
}

/** An element's selector as a script expression: true once it is there and has its handlers. */
const live = (selector: string) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)}); return !!el && (${HAS_HANDLERS})(el); })()`;

async function walk(browser: Browser, site: Served, network: Network): Promise<Walk> {
  const page = await coldPage(browser, network, { cacheDisabled: false, touch: true });
  try {
    const requested = epochNow();
    await page.goto(site.base + withLang('/'), { waitUntil: 'commit' });
    // The start button as soon as it is on screen, whatever the scripts are doing.
    const start = page.locator('main a[href="/man-body"]').first();
    await start.waitFor({ state: 'visible' });
    const shown = epochNow();
    await start.click({ noWaitAfter: true });
    const tapped = epochNow();
    const figureLive = await whenTrue(page, live('button[data-for="self"]'), 'the figure page working');

    if (FIGURE_PAUSE > 0) await page.waitForTimeout(FIGURE_PAUSE);
    const figureTap = epochNow();
    await page.locator('button[data-for="self"]').click();
    await page.locator(`button[data-figure="${WALK_CASE.sex}"]`).click();
    // A finger, as on a phone: where the figure is drawn whole, the first tap draws the part round
    // it larger and the second chooses (decision 147); where the first chooses, there is no second.
    const place = page.locator(`[data-region="${WALK_REGION}"]`);
    await place.tap();
    if ((await place.getAttribute('aria-pressed')) !== 'true') await place.tap();
    await page.locator('.sticky-actions button.button:not(.button-secondary)').click();
    await page.locator('input[name="age"]').fill(String(WALK_CASE.age_range?.min));
    await page.locator('input[name="weight"]').fill(String(WALK_CASE.weight));
    await page.locator('.sticky-actions button[type="submit"]').click();
    const questionLive = await whenTrue(page, live('form[data-step] [data-option] input'), 'the first question');

    // The interview: the case's answers, "not sure" (else the first answer) where it has none.
    for (let guard = 0; ; guard++) {
      if (guard > 40) throw new Error('walk: the interview did not end');
      const form = page.locator('form[data-step]');
      const results = page.locator('[data-condition]').first();
      const warning = page.locator('.sticky-actions button.button-secondary[type="button"]');
      await form.or(results).or(warning).first().waitFor({ state: 'visible' });
      if (await results.isVisible()) break;
      if (!(await form.isVisible())) {
        // The warning screen of a red-flag answer: continue the questions.
        await warning.last().click();
        continue;
      }
      const step = (await form.getAttribute('data-step')) ?? '';
      const offered = await form
        .locator('[data-option]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-option') ?? ''));
      const wanted = (WALK_KEYS.get(step) ?? []).filter((k) => offered.includes(k));
      const keys = wanted.length > 0 ? wanted : [offered.includes('not_sure') ? 'not_sure' : offered[0]!];
      for (const key of keys) await form.locator(`[data-option="${key}"] input`).check();
      await form.locator('button[type="submit"]').click();
      await page.locator(`form[data-step="${step}"]`).waitFor({ state: 'detached' });
    }
    const resultsShown = await whenTrue(page, `!!document.querySelector('[data-condition]')`, 'the results');
    return {
      walkHome: shown - requested,
      walkFigure: figureLive - tapped,
      walkQuestion: questionLive - figureTap,
      walkStart: questionLive - tapped,
      walkResults: resultsShown - questionLive,
    };
  } finally {
    await page.context().close();
  }
}

/** The q-quantile of the samples (nearest rank). */
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
const median = (xs: number[]) => quantile(xs, 0.5);

const baseRef = arg('--baseline');
const baseDir = arg('--baseline-dir');
if (!baseRef && !baseDir) {
  console.error(
    'usage: npm run bench:phone -- --baseline <git ref> | --baseline-dir <built checkout> [--no-build] [--runs N] [--lang hi] [--network slow4g|audit]',
  );
  process.exit(2);
}
if (!argv.includes('--no-build')) sh('npm', ['run', 'build', '--silent'], ROOT);
const checkout = baseRef ? baselineCheckout(baseRef) : undefined;
const sites = [await serve('baseline', checkout?.dir ?? baseDir!), await serve('this build', ROOT)];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
/** Samples by network, then by build. */
const samples = new Map(NETWORK_NAMES.map((n) => [n, new Map<string, Sample[]>(sites.map((s) => [s.name, []]))]));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const net of NETWORK_NAMES) {
      // Alternate which build goes first, so neither always meets the machine warmer.
      for (const site of run % 2 === 0 ? sites : [...sites].reverse()) {
        const network = NETWORKS[net]!;
        const sample = { ...(await measure(browser, site, network)), ...(await walk(browser, site, network)) };
        samples.get(net)!.get(site.name)!.push(sample);
        console.log(
          `run ${run + 1}/${RUNS}, ${net}, ${site.name}: ${JSON.stringify(sample, (_, v: unknown) => (typeof v === 'number' ? Math.round(v) : v))}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const s of sites) {
    if (s.server.exitCode === null && s.server.signalCode === null) {
      s.server.kill('SIGTERM');
      await once(s.server, 'exit');
    }
    rmSync(s.dataDir, { recursive: true, force: true });
  }
  checkout?.cleanup();
}

const FIGURES: [keyof Sample, string][] = [
  ['homeVisible', 'home visible (largest paint)'],
  ['firstTap', 'home: first tap works'],
  ['firstQuestion', 'first question takes a tap'],
  ['walkHome', 'walk: home visible'],
  ['walkFigure', 'walk: Start at once → figure'],
  ['walkQuestion', 'walk: figure → first question'],
  ['walkStart', 'walk: Start → first question'],
  ['walkResults', 'walk: question → results'],
];
const over: string[] = [];
for (const net of NETWORK_NAMES) {
  const { latency, downloadThroughput } = NETWORKS[net]!;
  const bySite = samples.get(net)!;
  console.log(
    `\n${net}: ${latency} ms, ${Math.round((downloadThroughput * 8) / 1000)} kbit/s down; CPU ${CPU_SLOWDOWN}×, 360×640, cold;` +
      ` median of ${RUNS} (ms)${LANG ? `, language ${LANG}` : ''}; baseline ${baseRef ?? baseDir}`,
  );
  console.log(
    `${'figure'.padEnd(32)}${'baseline'.padStart(10)}${'this build'.padStart(12)}   change   (quartiles: baseline | this build)`,
  );
  for (const [key, label] of FIGURES) {
    const before = median(bySite.get('baseline')!.map((s) => s[key]));
    const after = median(bySite.get('this build')!.map((s) => s[key]));
    const change = ((after - before) / before) * 100;
    if (after > before * BUDGET) over.push(`${label} (${net})`);
    const spread = (name: string) => {
      const xs = bySite.get(name)!.map((s) => s[key]);
      return `${quantile(xs, 0.25).toFixed(0)}–${quantile(xs, 0.75).toFixed(0)}`;
    };
    console.log(
      `${label.padEnd(32)}${before.toFixed(0).padStart(10)}${after.toFixed(0).padStart(12)}   ${change >= 0 ? '+' : ''}${change.toFixed(1)} %`.padEnd(
        65,
      ) + `(${spread('baseline')} | ${spread('this build')})`,
    );
  }
}
console.log(
  over.length === 0 ? 'within the budget (no figure more than 10 % slower)' : `over the budget: ${over.join(', ')}`,
);
if (over.length > 0) process.exitCode = 1;
