// `npm run backup` and `npm run restore` (decision 111, docs/operations.md): runs the operator's
// command from its source where the development tools are installed, so it does what the checkout's
// files say, and from the build (apps/api/dist) in a production install, which has no tsx, as
// `npm start` chooses (scripts/start.mjs). The command's arguments and exit status pass through.
//   node scripts/command.mjs <backup|restore> [arguments]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const COMMANDS = ['backup', 'restore'];

const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name ?? '')) {
  console.error(`usage: node scripts/command.mjs <${COMMANDS.join('|')}> [arguments]`);
  process.exit(2);
}

let hasTsx = true;
try {
  createRequire(join(ROOT, 'package.json')).resolve('tsx/package.json');
} catch {
  hasTsx = false;
}
const built = join(ROOT, `apps/api/dist/${name}.js`);
const source = join(ROOT, `apps/api/src/cli/${name}.ts`);
if (!hasTsx && !existsSync(built)) {
  console.error(
    `${name}: ${built} is missing; build the site (npm run build) where the development tools are installed`,
  );
  process.exit(1);
}
const run = spawnSync(process.execPath, hasTsx ? ['--import', 'tsx', source, ...args] : [built, ...args], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
