import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

/**
 * The browser suite runs against the built site started the way `npm start` starts it (one
 * process, embedded database in a fresh data folder), in Debian's Chromium.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
// Set once, in the runner; the test workers inherit them (this file is evaluated again in each).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'painpoint-e2e-'));
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'painpoint-e2e-mail-'));
process.env.E2E_SMTP_PORT = String(SMTP_PORT);
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      // A real SMTP server on loopback receiving the site's mail (see mail-sink.ts).
      command: 'node --import tsx mail-sink.ts',
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx ../apps/api/src/server.ts',
      url: `http://127.0.0.1:${PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        GRIEVANCE_OFFICER_NAME: 'Test Grievance Officer',
        GRIEVANCE_OFFICER_EMAIL: 'grievance@test.example',
        GRIEVANCE_OFFICER_ADDRESS: '1 Test Road, Bengaluru 560001',
        CONTACT_EMAIL: 'contact@test.example',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
