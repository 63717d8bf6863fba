// Proves that a built tree starts with production dependencies only (decision 016): copies this
// checkout's files (tracked and new, not ignored) to a temporary folder, installs everything and
// builds there, then `npm install --omit=dev` (which must leave no vite, esbuild, tsx or
// typescript), then runs `npm start` and asks for /readyz, the home page, a knowledge-base
// answer and the API docs, takes a backup of it with `npm run backup`, and stops it with SIGTERM.
// Prints the time each step took.
//   npm run check:prod-start        (a few minutes: two installs and a build; KEEP=1 keeps the copy)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const WORKSPACES = ['packages/contracts', 'packages/engine', 'packages/content', 'apps/api', 'apps/web'];
/** The build tools, which a production install must not have and `npm start` must not need. */
const BUILD_TOOLS = ['vite', 'esbuild', 'tsx', 'typescript'];

const timings = [];
async function step(name, fn) {
  const started = performance.now();
  const result = await fn();
  timings.push([name, performance.now() - started]);
  console.log(`✓ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}
const npm = (dir, ...args) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });

async function freePort() {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address();
  s.close();
  return port;
}

const dir = mkdtempSync(join(tmpdir(), 'pp-prod-start-'));
let server;
try {
  await step('copy the checkout', () => {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
      .toString()
      .split('\0')
      .filter((f) => f !== '' && existsSync(join(ROOT, f)));
    for (const f of files) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      cpSync(join(ROOT, f), join(dir, f));
    }
  });
  await step('npm install (every dependency)', () => npm(dir, 'install'));
  await step('npm run build', () => npm(dir, 'run', 'build', '--silent'));
  // In the built tree itself, as the README says: npm takes the development dependencies off the disk.
  await step('npm install --omit=dev', () => npm(dir, 'install', '--omit=dev'));
  const present = ['.', ...WORKSPACES].flatMap((w) =>
    BUILD_TOOLS.filter((t) => existsSync(join(dir, w, 'node_modules', t))).map((t) => join(w, 'node_modules', t)),
  );
  if (present.length > 0) throw new Error(`the production install has build tools: ${present.join(', ')}`);
  const packages = readdirSync(join(dir, 'node_modules')).length;
  console.log(`  production node_modules: ${packages} entries, no ${BUILD_TOOLS.join(', ')}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The site's configuration, which the operators' commands read too.
  const siteEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: base,
    GRIEVANCE_OFFICER_NAME: 'Check Grievance Officer',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@check.example',
    GRIEVANCE_OFFICER_ADDRESS: '1 Check Road, Bengaluru 560001',
    CONTACT_EMAIL: 'contact@check.example',
  };
  await step('npm start until /readyz answers 200', async () => {
    // Its own process group, so that the stop below reaches npm and the server it runs.
    server = spawn('npm', ['start', '--silent'], {
      cwd: dir,
      detached: true,
      env: siteEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (;;) {
      if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
      try {
        if ((await fetch(`${base}/readyz`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  for (const [path, type] of [
    ['/', 'text/html'],
    ['/diagnosis/get-diagnosis-step/knee/', 'application/json'],
    ['/docs', 'text/html'],
    ['/docs/json', 'application/json'],
  ]) {
    const res = await fetch(`${base}${path}`);
    const got = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !got.startsWith(type)) throw new Error(`GET ${path}: ${res.status} ${got}`);
    console.log(`  GET ${path}: 200 ${type}`);
  }
  await step('npm run backup of the running site, from the build', async () => {
    // A production install has no tsx: the operators' commands run from apps/api/dist (decision 111).
    const out = join(dir, 'backups');
    mkdirSync(out);
    const backup = spawnSync('npm', ['run', '--silent', 'backup', '--', '--out', out], {
      cwd: dir,
      env: siteEnv,
      encoding: 'utf8',
    });
    if (backup.status !== 0 || !/made by the running site/.test(backup.stdout))
      throw new Error(`npm run backup exited ${backup.status}: ${backup.stdout}${backup.stderr}`);
    console.log(`  ${backup.stdout.trim().split('\n')[0]}`);
  });
  await step('SIGTERM until every process has exited', async () => {
    // As a supervisor stops a service: the signal to the whole group. npm itself then ends by the
    // signal; the server finishes its requests, closes the database and exits on its own.
    const group = server.pid;
    process.kill(-group, 'SIGTERM');
    await once(server, 'exit');
    server = undefined;
    for (;;) {
      try {
        process.kill(-group, 0);
      } catch {
        return; // ESRCH: nothing of the group is left
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  console.log(`production start works (${timings.map(([n, ms]) => `${n}: ${(ms / 1000).toFixed(1)} s`).join('; ')})`);
} finally {
  if (server?.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  if (process.env.KEEP) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
