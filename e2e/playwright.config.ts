import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BACKGROUND_SYNC, CHROMIUM_ARGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from './chromium.ts';
import { siteEnv } from './site-env.ts';

/**
 * The browser suite runs against the built site started the way `npm start` starts it (one
 * process, embedded database in a fresh data folder), in Debian's Chromium.
 */

/**
 * A loopback port that nothing listens on now, from the kernel. Found in a child process because
 * this file is loaded synchronously; the port is free again by the time the server binds it.
 */
function freePort(): string {
  const script =
    "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

/**
 * The phone layouts are measured in a phone's fonts (Noto Sans, Noto Sans Devanagari): without a
 * Devanagari font Chromium draws Hindi as empty boxes in a wider fallback font, and the layout
 * tests would fail for the machine, not the site. Say so before any test runs.
 */
function requirePhoneFonts(): void {
  let hindi = '';
  try {
    hindi = execFileSync('fc-list', [':lang=hi'], { encoding: 'utf8' });
  } catch {
    // No fontconfig at all: the same answer.
  }
  if (hindi.trim() === '') {
    throw new Error(
      "The browser tests need a Devanagari font: install Debian's fonts-noto-core (apt-get install -y fonts-noto-core).",
    );
  }
}
requirePhoneFonts();

// Set once, in the runner; the test workers inherit them (this file is evaluated again in each).
// The ports are picked free rather than fixed, so another server on the machine cannot fail the
// suite; E2E_PORT and E2E_SMTP_PORT still choose them when set.
process.env.E2E_PORT ??= freePort();
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'painpoint-e2e-'));
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'painpoint-e2e-mail-'));
const PORT = Number(process.env.E2E_PORT);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
const dataDir = process.env.E2E_DATA_DIR;

/**
 * A test and the servers' start may take as long as the machine needs (decision 020): this limit is
 * there to end a hang.
 */
const HANG = 10 * 60_000;

/**
 * How long one assertion waits for the page (decision 081): an assertion that cannot hold fails
 * in half a minute, naming what it waited for, instead of at the test's limit. A loaded machine
 * slows a wait to a few seconds; the few waits that are long by nature (a service worker filling
 * its caches) say so with a longer limit of their own.
 */
const ASSERTION = 30_000;

/**
 * The tests that run in the whole Chromium rather than its headless shell (decision 149): those of
 * the browser's Background Sync, which the shell lacks (tagged with BACKGROUND_SYNC).
 */
const WHOLE_BROWSER = new RegExp(BACKGROUND_SYNC);

/** A desktop Chrome's window, in the Debian Chromium at `executablePath`. */
const desktopChrome = (executablePath: string) => ({
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: { executablePath, args: CHROMIUM_ARGS },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // CI retries a failed test once (decision 136): the report names a test that passed only on its
  // retry. Runs on a developer's machine do not retry, so a race is seen where it can be fixed.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: HANG,
  // toPass() does not follow expect.timeout: it gets the same limit by its own setting.
  expect: { timeout: ASSERTION, toPass: { timeout: ASSERTION } },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A click or fill on an element that never comes (a question an earlier change removed) fails
    // in a minute instead of at the hang limit (decision 081).
    actionTimeout: 2 * ASSERTION,
    trace: 'off',
    // The site's service worker (docs/decisions/041) answers the page's requests once it runs, and
    // page.route() cannot see those: specs that stub the API would stop stubbing. The specs about
    // the worker (offline.spec.ts, shell.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', grepInvert: WHOLE_BROWSER, use: desktopChrome(TEST_CHROMIUM_PATH) },
    { name: 'whole-chromium', grep: WHOLE_BROWSER, use: desktopChrome(CHROMIUM_PATH) },
  ],
  webServer: [
    {
      // A real SMTP server on loopback receiving the site's mail (see mail-sink.ts).
      command: 'node --import tsx mail-sink.ts',
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: HANG,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The compiled server, as `npm start` runs it (npm test builds it before this suite).
      command: 'node ../apps/api/dist/server.js',
      url: `http://127.0.0.1:${PORT}/readyz`,
      reuseExistingServer: false,
      timeout: HANG,
      env: siteEnv(PORT, dataDir, SMTP_PORT),
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
