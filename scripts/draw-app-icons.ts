// Draws the installed app's icons (apps/web/public/icons/) from the favicon, in Chromium:
// `node --import tsx scripts/draw-app-icons.ts`. Run again when the favicon changes; the PNGs are
// committed, so the build needs no browser. "any" icons are the round mark on a clear background;
// "maskable" ones fill the square with the brand colour and keep the mark inside the middle 80 %,
// the part every platform's mask shows.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const WEB = join(import.meta.dirname, '../apps/web');
const favicon = readFileSync(join(WEB, 'public/favicon.svg'), 'utf8');
// The favicon's ring and dot, on the brand colour, scaled to the middle 60 % of the square.
const marks = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace('</svg>', '')
  .replace(/<circle cx="16" cy="16" r="15"[^>]*\/>/, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0f766e"/><g transform="translate(16 16) scale(1.3) translate(-16 -16)">${marks}</g></svg>`;

const out = join(WEB, 'public/icons');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  for (const [name, svg] of [
    [`icon-${size}.png`, favicon],
    [`maskable-${size}.png`, maskable],
  ] as const) {
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: join(out, name), omitBackground: true });
  }
  await page.close();
}
await browser.close();
