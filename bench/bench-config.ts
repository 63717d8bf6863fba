// The API's configuration for the in-process benchmark servers (load-servers.ts, metrics-server.ts):
// production mode, as the site runs for visitors, on a fresh data folder, with quiet logs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../apps/api/src/env.ts';

export function benchConfig(extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pp-bench-')),
    JWT_SECRET: 'bench-secret-that-is-long-enough-000000',
    GRIEVANCE_OFFICER_NAME: 'Bench',
    GRIEVANCE_OFFICER_EMAIL: 'bench@example.org',
    GRIEVANCE_OFFICER_ADDRESS: 'Bench Road, Bengaluru',
    CONTACT_EMAIL: 'bench@example.org',
    ...extra,
  });
}
