// Starts the built site the way `npm start` does and measures what a first visit downloads in the
// background for the service worker (docs/decisions/041, 046): the bytes of every request the
// worker makes (as sent, compressed), split into the files it keeps (scripts, styles, icons,
// pages) and the knowledge base. The visit opens home in a fresh browser, waits until the worker
// controls it and has kept the knowledge base whole in every language (decision 119: the page's
// language first, then the others), then until its requests stop.
//   npm run bench:offline                  (builds first; -- --no-build to reuse the build)
//   npm run bench:offline -- --lang hi     (a browser that asks for that language)
// Uses Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium); never downloads a browser.
import { chromium, type Request } from '@playwright/test';
import { LANGUAGE_CODES } from '@painpoint/contracts/languages';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { freePort, startBuiltSite } from './site.ts';

const langAt = process.argv.indexOf('--lang');
const lang = langAt > 0 ? process.argv[langAt + 1] : 'en';

/** How long the worker must stay quiet before its downloads count as done. */
const QUIET_MS = 3000;

const site = await startBuiltSite(await freePort());
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ baseURL: site.base, serviceWorkers: 'allow', locale: lang });
  const requests: Request[] = [];
  let last = Date.now();
  context.on('request', (r) => {
    if (r.serviceWorker()) {
      requests.push(r);
      last = Date.now();
    }
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
  await page.waitForFunction(
    async (languages) => {
      let complete = 0;
      for (const name of await caches.keys()) {
        if (name.startsWith('painpoint-kb-') && (await (await caches.open(name)).match('/.knowledge-base-complete')))
          complete++;
      }
      return complete >= languages;
    },
    LANGUAGE_CODES.length,
    { timeout: 300_000, polling: 500 },
  );
  while (Date.now() - last < QUIET_MS) await new Promise((r) => setTimeout(r, 500));

  const totals = { files: { count: 0, bytes: 0, body: 0 }, knowledgeBase: { count: 0, bytes: 0, body: 0 } };
  const perFile: [string, number][] = [];
  for (const r of requests) {
    const response = await r.response();
    if (!response) continue;
    const { responseBodySize, responseHeadersSize } = await r.sizes();
    const bytes = responseBodySize + responseHeadersSize;
    const url = new URL(r.url());
    const group = url.pathname.startsWith('/diagnosis/') ? totals.knowledgeBase : totals.files;
    group.count++;
    group.bytes += bytes;
    group.body += responseBodySize;
    if (group === totals.files) perFile.push([url.pathname + url.search, bytes]);
  }
  if (process.argv.includes('--list')) {
    for (const [url, bytes] of perFile.sort((a, b) => b[1] - a[1])) console.log(`${String(bytes).padStart(8)}  ${url}`);
  }
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  console.log(`first visit in ${lang}, the worker's requests (bodies as sent, with headers):`);
  for (const [name, t] of [
    ['files kept (scripts, styles, icons, pages)', totals.files],
    ['knowledge base', totals.knowledgeBase],
  ] as const) {
    console.log(`  ${name.padEnd(44)} ${t.count} requests, ${kB(t.bytes)} (bodies ${kB(t.body)})`);
  }
  await context.close();
} finally {
  await browser.close();
  site.stop();
}
