// Type-checks every workspace with its own tsconfig (the web app has DOM types, the others Node's).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/contracts',
  'packages/engine',
  'packages/content',
  'apps/api',
  'apps/web',
  'apps/web/service-worker',
  'e2e',
  'bench',
  'scripts',
];
let failed = 0;
for (const p of projects) {
  const r = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', `${p}/tsconfig.json`, '--noEmit'], {
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    failed++;
    console.error(`typecheck failed: ${p}`);
  }
}
process.exit(failed ? 1 : 0);
