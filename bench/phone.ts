// What a visitor on a cheap phone feels, the old build against the new one in the same run:
// Chromium with Slow 4G (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed
// 4×, a cold cache, no service worker, a 360×640 viewport. Per build, the median of 5 cold loads
// (alternating builds, so drift in the machine's speed falls on both) of:
//   - home visible:   the largest paint of the home page;
//   - first tap:      when the home page's start button has its handler (a tap does what it says);
//   - first question: a cold load of the interview with the place and profile already given,
//                     until the first question's answers take a tap.
//   npm run bench:phone -- --baseline <git ref>     (builds that ref in a temporary worktree)
//   npm run bench:phone -- --baseline-dir <folder>  (a checkout already built with `npm run build`)
//   add --no-build to reuse this checkout's build; --runs N; --lang hi for the Hindi pages.
// The budget: the build under test is no more than 10 % slower than the baseline on any figure;
// the last line says which figures are over it (and the exit code is 1).
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { caseAnswers } from './case-answers.ts';
import { freePort, ROOT, startBuiltSite, type Site } from './site.ts';

const argv = process.argv.slice(2);
const arg = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 5);
const LANG = arg('--lang');
const BUDGET = 1.1;

/** Slow 4G as Lighthouse and Chrome DevTools define it: bytes per second, milliseconds. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6e6 / 8) * 0.9,
  uploadThroughput: (750e3 / 8) * 0.9,
};
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
const HANDLER_WATCH = `
  window.__ppHandlerAt = (selector) => new Promise((resolve) => {
    const check = () => {
      const el = document.querySelector(selector);
      if (el && Object.keys(el).some((k) => k.startsWith('__reactProps'))) return resolve(performance.now());
      requestAnimationFrame(check);
    };
    check();
  });
  window.__ppLcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__ppLcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function coldPage(browser: Browser, storage?: { origin: string; answers: string }): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
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
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(HANDLER_WATCH);
  return page;
}

const ANSWERS = JSON.stringify(caseAnswers('knee', 'knee-left-front', 'knee_meniscus_shopkeeper', 'partial'));

interface Sample {
  homeVisible: number;
  firstTap: number;
  firstQuestion: number;
}

async function measure(browser: Browser, site: Served): Promise<Sample> {
  const home = await coldPage(browser);
  await home.goto(site.base + withLang('/'), { waitUntil: 'commit' });
  const firstTap = await home.evaluate(() =>
    (window as unknown as { __ppHandlerAt(s: string): Promise<number> }).__ppHandlerAt('main a.button-large'),
  );
  await home.waitForLoadState('load');
  // The largest paint is final once the page has had input or settled; read it after the load.
  const homeVisible = await home.evaluate(() => (window as unknown as { __ppLcp: number }).__ppLcp);
  await home.context().close();

  const steps = await coldPage(browser, { origin: site.base, answers: ANSWERS });
  await steps.goto(site.base + withLang('/steps-by-location'), { waitUntil: 'commit' });
  const firstQuestion = await steps.evaluate(() =>
    (window as unknown as { __ppHandlerAt(s: string): Promise<number> }).__ppHandlerAt('form[data-step] input'),
  );
  await steps.context().close();
  return { homeVisible, firstTap, firstQuestion };
}

/** The q-quantile of the samples (nearest rank). */
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
const median = (xs: number[]) => quantile(xs, 0.5);

const baseRef = arg('--baseline');
const baseDir = arg('--baseline-dir');
if (!baseRef && !baseDir) {
  console.error(
    'usage: npm run bench:phone -- --baseline <git ref> | --baseline-dir <built checkout> [--no-build] [--runs N] [--lang hi]',
  );
  process.exit(2);
}
if (!argv.includes('--no-build')) sh('npm', ['run', 'build', '--silent'], ROOT);
const checkout = baseRef ? baselineCheckout(baseRef) : undefined;
const sites = [await serve('baseline', checkout?.dir ?? baseDir!), await serve('this build', ROOT)];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const samples = new Map<string, Sample[]>(sites.map((s) => [s.name, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    // Alternate which build goes first, so neither always meets the machine warmer.
    for (const site of run % 2 === 0 ? sites : [...sites].reverse()) {
      samples.get(site.name)!.push(await measure(browser, site));
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
];
console.log(
  `\nSlow 4G, CPU ${CPU_SLOWDOWN}×, 360×640, cold; median of ${RUNS} (ms)${LANG ? `, language ${LANG}` : ''}` +
    `; baseline ${baseRef ?? baseDir}`,
);
console.log(
  `${'figure'.padEnd(32)}${'baseline'.padStart(10)}${'this build'.padStart(12)}   change   (quartiles: baseline | this build)`,
);
const over: string[] = [];
for (const [key, label] of FIGURES) {
  const before = median(samples.get('baseline')!.map((s) => s[key]));
  const after = median(samples.get('this build')!.map((s) => s[key]));
  const change = ((after - before) / before) * 100;
  if (after > before * BUDGET) over.push(label);
  const spread = (name: string) => {
    const xs = samples.get(name)!.map((s) => s[key]);
    return `${quantile(xs, 0.25).toFixed(0)}–${quantile(xs, 0.75).toFixed(0)}`;
  };
  console.log(
    `${label.padEnd(32)}${before.toFixed(0).padStart(10)}${after.toFixed(0).padStart(12)}   ${change >= 0 ? '+' : ''}${change.toFixed(1)} %`.padEnd(
      65,
    ) + `(${spread('baseline')} | ${spread('this build')})`,
  );
}
console.log(
  over.length === 0 ? 'within the budget (no figure more than 10 % slower)' : `over the budget: ${over.join(', ')}`,
);
if (over.length > 0) process.exitCode = 1;
