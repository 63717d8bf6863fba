// Starts the built site the way `npm start` does (fresh embedded database) and runs Lighthouse
// with its mobile preset (throttled 4G, mid-range phone) on each route, printing the four scores.
//   npm run bench:lighthouse           (builds first; -- --no-build to reuse the build)
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); never downloads a browser.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const ROUTES = ['/', '/about-us', '/terms-condition', '/privacy-policy', '/cookie-policy'];
const PORT = 3300;
const ROOT = join(import.meta.dirname, '..');

if (!process.argv.includes('--no-build')) {
  const b = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pp-lh-')),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 120) throw new Error('the site did not start');
  await new Promise((r) => setTimeout(r, 500));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  // Lighthouse wants the new headless mode.
  chromeFlags: CHROMIUM_ARGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
});
try {
  console.log('route               performance  accessibility  best-practices  SEO');
  for (const route of ROUTES) {
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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
  await chrome.kill();
  server.kill('SIGTERM');
}
