// Sign-ups against the rest of the site (decision 108), the old code against this checkout in the
// same run. First, in this process, the strength check's CPU time for crafted 128-character
// passwords at zxcvbn's old limits (64 characters, 8 l33t substitutions) and its new ones, the
// median of BENCH_CHECK_RUNS (default 5) alternating runs each. Then, per configuration, the real
// server (production mode, its own data folder, loopback only, TRUST_PROXY=loopback so that each
// sign-up can come from its own X-Forwarded-For address, as concurrent-saves.ts does) gets
// BENCH_SIGNUPS (default 200) sign-ups at once, half with crafted long passwords and half with
// ordinary passphrases, while a separate process asks GET /healthz with 20 ms between requests
// (abuse-probe.ts). Per configuration: /healthz p50/p99/max (goal: p99 under 100 ms), the
// sign-ups' answers by status and their p50/p99/max, and the time until the last was answered.
// Every request gives up after 120 s; the servers and the probe are stopped at the end.
//   npm run bench:signup -- --baseline <git ref>   (the old code, checked out in a temporary worktree)
//   npm run bench:signup -- --baseline-dir <path>  (a checkout whose node_modules resolve)
//   BENCH_ROUNDS (default 1; configurations alternate), BENCH_SIGNUPS, BENCH_CHECK_RUNS
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createEstimator, knownWords, STRENGTH_LIMITS } from '../apps/api/src/accounts/password-strength.ts';
import { freePort, ROOT } from './site.ts';

const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const CHECK_RUNS = Number(process.env.BENCH_CHECK_RUNS ?? 5);
const PROBE_PAUSE_MS = 20;
const REQUEST_GIVE_UP_MS = 120_000;
const TARGET_HEALTH_P99_MS = 100;

/** 128 characters each, accepted by the check (but the first): l33t, repeats and dictionary words mixed. */
const CRAFTED: Record<string, string> = {
  'l33t words': 'p4ssw0rds4ch1nmumb41dr4g0nm0nk3y'.repeat(4),
  'l33t symbols': 'P@55w0rd!1$4ch1n@100m|_|mb@1'.repeat(5).slice(0, 128),
  'l33t only': '4@3!1|0$5+7(8'.repeat(10).slice(0, 128),
  'mixed l33t': 'a4@e3o0i1!|l7s5$'.repeat(8),
  'plain words': 'passwordsachinmumbaidragonmonkey'.repeat(4),
  'l33t repeat': 'p@ssw0rd'.repeat(16),
};
const NORMAL = 'lantern meadow quietly ferments';

const quantile = (xs: number[], q: number) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(0)} ms`;

/** The strength check alone, for each crafted password, at the old limits and at the new ones. */
function checkCost() {
  const old = createEstimator({ maxLength: 64, l33tMaxSubstitutions: 8 });
  const now = createEstimator(STRENGTH_LIMITS);
  const login = knownWords('someone@example.org');
  const time = (e: typeof old, pw: string) => {
    const t = performance.now();
    e.zxcvbn.check(pw, login);
    return performance.now() - t;
  };
  for (const pw of Object.values(CRAFTED)) {
    time(old, pw);
    time(now, pw);
  }
  console.log(
    `strength check of a 128-character crafted password, median of ${CHECK_RUNS} (zxcvbn at 64 characters and 8 l33t substitutions → ${STRENGTH_LIMITS.maxLength} and ${STRENGTH_LIMITS.l33tMaxSubstitutions}):`,
  );
  for (const [name, pw] of [...Object.entries(CRAFTED), ['normal passphrase', NORMAL] as const]) {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < CHECK_RUNS; i++) {
      a.push(time(old, pw));
      b.push(time(now, pw));
    }
    console.log(`  ${name.padEnd(18)} ${ms(quantile(a, 0.5)).padStart(8)} → ${ms(quantile(b, 0.5)).padStart(8)}`);
  }
}

interface Configuration {
  name: string;
  root: string;
}

interface Running {
  name: string;
  base: string;
  server: ChildProcess;
  dataDir: string;
}

async function start(config: Configuration): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-signup-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    GRIEVANCE_OFFICER_NAME: 'Bench',
    GRIEVANCE_OFFICER_EMAIL: 'bench@example.org',
    GRIEVANCE_OFFICER_ADDRESS: 'Bench Road, Bengaluru',
    CONTACT_EMAIL: 'bench@example.org',
  };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[k];
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: config.root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || i > 1200) {
      server.kill('SIGTERM');
      throw new Error(`the server (${config.name}) did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { name: config.name, base, server, dataDir };
}

async function stop(r: Running) {
  if (r.server.exitCode === null) {
    r.server.kill('SIGTERM');
    await once(r.server, 'exit');
  }
  rmSync(r.dataDir, { recursive: true, force: true });
}

/** The /healthz probe (abuse-probe.ts) in its own process; `take` answers the latencies since the last take. */
async function startProbe(base: string) {
  const probe = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'abuse-probe.ts'), base, String(PROBE_PAUSE_MS)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: probe.stdout! })[Symbol.asyncIterator]();
  const take = async (): Promise<number[]> => {
    probe.stdin!.write('next\n');
    return (JSON.parse(String((await lines.next()).value)) as (number | null)[]).map((x) => x ?? Number.NaN);
  };
  while ((await take()).length === 0) await new Promise((r) => setTimeout(r, 200));
  return {
    take,
    async stop() {
      probe.stdin!.end();
      await once(probe, 'exit');
    },
  };
}

let people = 0;
async function signUp(base: string, password: string): Promise<{ status: string; ms: number }> {
  const i = people++;
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/user/create-account/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({ email: `signup-${i}@example.org`, password, confirmPassword: password }),
      signal: AbortSignal.timeout(REQUEST_GIVE_UP_MS),
    });
    await res.arrayBuffer();
    return { status: String(res.status), ms: performance.now() - t0 };
  } catch {
    return { status: 'failed', ms: performance.now() - t0 };
  }
}

interface Round {
  health: number[];
  statuses: Record<string, number>;
  latencies: number[];
  allMs: number;
}

async function burst(r: Running): Promise<Round> {
  // One sign-up first: the dictionaries are loaded, as on a server that has been up a while.
  await signUp(r.base, `${NORMAL} warm`);
  const probe = await startProbe(r.base);
  try {
    await probe.take();
    const crafted = Object.values(CRAFTED);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: SIGNUPS }, (_, i) =>
        signUp(r.base, i % 2 === 0 ? crafted[(i / 2) % crafted.length]! : `${NORMAL} ${i}`),
      ),
    );
    const allMs = performance.now() - started;
    const health = await probe.take();
    const statuses: Record<string, number> = {};
    for (const x of results) statuses[x.status] = (statuses[x.status] ?? 0) + 1;
    return { health, statuses, latencies: results.map((x) => x.ms), allMs };
  } finally {
    await probe.stop();
  }
}

/** The old code at `ref`, in a temporary worktree that uses this checkout's node_modules. */
function baselineCheckout(ref: string): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'pp-signup-baseline-'));
  rmSync(root, { recursive: true });
  execFileSync('git', ['worktree', 'add', '--detach', root, ref], { cwd: ROOT, stdio: 'ignore' });
  for (const dir of ['', 'apps/api', 'apps/web']) {
    const modules = join(ROOT, dir, 'node_modules');
    if (existsSync(modules) && !existsSync(join(root, dir, 'node_modules')))
      symlinkSync(modules, join(root, dir, 'node_modules'));
  }
  return {
    root,
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' }),
  };
}

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? undefined : process.argv[i + 1];
};

checkCost();
const configurations: Configuration[] = [];
let removeBaseline: (() => void) | undefined;
const baselineRef = arg('--baseline');
const baselineDir = arg('--baseline-dir');
if (baselineRef) {
  const b = baselineCheckout(baselineRef);
  removeBaseline = b.remove;
  configurations.push({ name: `old (${baselineRef})`, root: b.root });
} else if (baselineDir) {
  configurations.push({ name: `old (${baselineDir})`, root: baselineDir });
}
configurations.push({ name: 'this checkout', root: ROOT });

const rounds = new Map<string, Round[]>();
const running: Running[] = [];
process.on('SIGINT', () => {
  for (const r of running) r.server.kill('SIGTERM');
  process.exit(130);
});
try {
  console.log(
    `${SIGNUPS} sign-ups at once (half crafted 128-character passwords), /healthz asked every ${PROBE_PAUSE_MS} ms from another process; ${ROUNDS} round(s)`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    for (const config of configurations) {
      // A fresh server per round: every sign-up is a new account.
      const r = await start(config);
      running.push(r);
      try {
        const x = await burst(r);
        rounds.set(config.name, [...(rounds.get(config.name) ?? []), x]);
        console.log(
          `  round ${round}, ${config.name}: /healthz ${x.health.length} asked, p50 ${ms(quantile(x.health, 0.5))}, ` +
            `p99 ${ms(quantile(x.health, 0.99))}, max ${ms(quantile(x.health, 1))}, failed ${x.health.filter(Number.isNaN).length}; ` +
            `sign-ups ${JSON.stringify(x.statuses)}, p50 ${ms(quantile(x.latencies, 0.5))}, p99 ${ms(quantile(x.latencies, 0.99))}, ` +
            `all answered after ${ms(x.allMs)}`,
        );
      } finally {
        await stop(r);
        running.splice(running.indexOf(r), 1);
      }
    }
  }
  const width = 26;
  const rows: [string, (x: Round) => string][] = [
    ['/healthz p50', (x) => ms(quantile(x.health, 0.5))],
    ['/healthz p99', (x) => ms(quantile(x.health, 0.99))],
    ['/healthz max', (x) => ms(quantile(x.health, 1))],
    ['/healthz failed', (x) => String(x.health.filter(Number.isNaN).length)],
    [
      'sign-up answers',
      (x) =>
        Object.entries(x.statuses)
          .map(([k, v]) => `${k}×${v}`)
          .join(' '),
    ],
    ['sign-up p50', (x) => ms(quantile(x.latencies, 0.5))],
    ['sign-up p99', (x) => ms(quantile(x.latencies, 0.99))],
    ['all answered after', (x) => ms(x.allMs)],
  ];
  console.log(`last round, side by side:`);
  console.log(`  ${''.padEnd(20)}${configurations.map((c) => c.name.slice(0, width - 2).padStart(width)).join('')}`);
  for (const [label, show] of rows) {
    console.log(
      `  ${label.padEnd(20)}${configurations.map((c) => show(rounds.get(c.name)!.at(-1)!).padStart(width)).join('')}`,
    );
  }
  for (const c of configurations) {
    const p99 = quantile(rounds.get(c.name)!.at(-1)!.health, 0.99);
    console.log(
      `  ${c.name}: /healthz p99 ${ms(p99)}, ${p99 < TARGET_HEALTH_P99_MS ? 'within' : 'OVER'} the ${TARGET_HEALTH_P99_MS} ms goal`,
    );
  }
} finally {
  for (const r of running) await stop(r);
  removeBaseline?.();
}
