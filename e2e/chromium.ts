import { existsSync } from 'node:fs';

/**
 * How the browser tests, the benchmarks and the screenshot scripts start Debian's Chromium: as root, with no
 * background networking (this machine's closed network refuses it), never a downloaded browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser most of the browser suite runs in (decision 149): Debian's `chromium-headless-shell`
 * when it is installed, the same Chromium without the browser's own windows and toolbars, which
 * cost the whole browser's suite about a quarter of its time; else the whole Chromium. The shell has
 * no Background Sync, so the tests of it run in the whole one.
 */
const SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH = existsSync(SHELL) ? SHELL : CHROMIUM_PATH;

/** The tag of a browser test that needs Background Sync, and so the whole Chromium. */
export const BACKGROUND_SYNC = '@background-sync';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
