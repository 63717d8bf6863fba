// Start-to-ready: the time from spawning the server to its first 200 from GET /readyz, for (a) a
// fresh data folder and (b) one an earlier start has made, each (i) on an idle machine and (ii) with
// two CPU-bound processes running (this machine has two cores). The server is the compiled one,
// started the way `npm run serve` does (decision 016); two more cases start the TypeScript source
// through tsx, as `npm run dev:api` does, to show what compiling saves. Prints the median and the
// maximum of several runs per case, and how many runs did not start.
//   npm run bench:start            (builds the server first; BENCH_RUNS per case, default 5)
//   npm run bench:start -- --idle  (leaves out the cases with busy processes)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from './site.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** A start that has not answered by then counts as failed. */
const GIVE_UP_MS = 60_000;

// `npm run serve`'s own command line, so that the bench follows it if it changes.
const serve = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { serve: string } }).scripts
  .serve;
const [node, ...serveArgs] = serve.split(/\s+/);
if (node !== 'node') throw new Error(`npm run serve is not a node command: ${serve}`);
/** The same server from its TypeScript source, compiled by tsx at every start. */
const tsxArgs = ['--import', 'tsx', 'apps/api/src/server.ts'];

// The server as it is now: `npm run serve` runs whatever build is there.
const built = spawnSync(process.execPath, ['apps/api/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

/** Milliseconds from spawn to the first 200 of /readyz, or undefined when it did not start. */
async function startOnce(args: string[], dataDir: string): Promise<number | undefined> {
  const port = await freePort();
  // `npm run serve` with no settings: development mode, the embedded database in DATA_DIR.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  for (const k of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'LOG_LEVEL', 'METRICS_TOKEN']) delete env[k];
  const started = performance.now();
  const server = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  server.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    while (performance.now() - started < GIVE_UP_MS && server.exitCode === null) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    console.log(
      `  a start failed (${server.exitCode === null ? 'no answer in time' : `exit ${server.exitCode}`}): ${stderr.trim()}`,
    );
    return undefined;
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
  }
}

/** Two processes that keep a core each busy until stopped. */
function busy(): ChildProcess[] {
  return [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

const idleOnly = process.argv.includes('--idle');
const cases = [
  { name: 'compiled, fresh data folder, idle', args: serveArgs, fresh: true, load: false },
  { name: 'compiled, fresh data folder, 2 busy processes', args: serveArgs, fresh: true, load: true },
  { name: 'compiled, existing data folder, idle', args: serveArgs, fresh: false, load: false },
  { name: 'compiled, existing data folder, 2 busy processes', args: serveArgs, fresh: false, load: true },
  { name: 'tsx, fresh data folder, idle', args: tsxArgs, fresh: true, load: false },
  { name: 'tsx, existing data folder, idle', args: tsxArgs, fresh: false, load: false },
].filter((c) => !(idleOnly && c.load));

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pp-start-'));
  folders.push(dir);
  return dir;
};
// The existing folder is made by a first start; each case then starts on it again and again. (A
// first start that times out leaves a half-made database; the next one finishes it.)
const existing = folder();
let made = false;
for (let i = 0; i < 3 && !made; i++) made = (await startOnce(serveArgs, existing)) !== undefined;
if (!made) throw new Error('the server did not start');

const hogs: ChildProcess[] = [];
const stopHogs = () => {
  for (const h of hogs.splice(0)) h.kill('SIGKILL');
};
process.on('SIGINT', () => {
  stopHogs();
  process.exit(130);
});

console.log(`${RUNS} runs per case, Node ${process.version}, compiled server: ${serve}`);
const times = new Map<string, (number | undefined)[]>(cases.map((c) => [c.name, []]));
try {
  // Round-robin over the cases, so that the machine's drift is spread over all of them.
  for (let run = 0; run < RUNS; run++) {
    for (const c of cases) {
      if (c.load) hogs.push(...busy());
      times.get(c.name)!.push(await startOnce(c.args, c.fresh ? folder() : existing));
      stopHogs();
    }
  }
} finally {
  stopHogs();
  for (const d of folders) rmSync(d, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const medians = new Map<string, number>();
for (const c of cases) {
  const all = times.get(c.name)!;
  const ok = all.filter((t): t is number => t !== undefined);
  const failed = all.length - ok.length;
  if (ok.length === 0) {
    console.log(`${c.name.padEnd(50)} none of ${all.length} started`);
    continue;
  }
  medians.set(c.name, median(ok));
  console.log(
    `${c.name.padEnd(50)} median ${(median(ok) / 1000).toFixed(2)} s, max ${(Math.max(...ok) / 1000).toFixed(2)} s` +
      `${failed > 0 ? `, ${failed} of ${all.length} did not start` : ''}` +
      `  (${ok.map((t) => (t / 1000).toFixed(1)).join(', ')})`,
  );
}
for (const f of ['fresh', 'existing']) {
  const tsx = medians.get(`tsx, ${f} data folder, idle`);
  const js = medians.get(`compiled, ${f} data folder, idle`);
  if (tsx === undefined || js === undefined) continue;
  console.log(
    `compiling ahead saves, ${f} folder, idle: ${((tsx - js) / 1000).toFixed(2)} s of ${(tsx / 1000).toFixed(2)} s`,
  );
}
