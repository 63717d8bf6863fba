// The concurrent-save case of bench/load.ts: many logged-in people save an assessment at the same
// moment, while a separate process asks GET /healthz every ~20 ms. It shows what the database's
// writes cost the rest of the site: the embedded database (PGlite) runs in the server's own thread,
// so while it writes, nothing else is answered; a PostgreSQL server writes in its own processes.
//
// Each configuration is the real server (production mode, its own data folder, loopback only):
// the embedded database, and, when BENCH_DATABASE_URL names a PostgreSQL server, a fresh database
// on it (created here and dropped at the end). Before measuring, 200 accounts sign up, confirm
// their address with the link mailed to a real SMTP receiver on loopback (decisions 065, 110), log
// in and agree to keep a history, each from its own address (the server trusts loopback's X-Forwarded-For,
// so the per-address sign-up limit is not what is measured). Then, in BENCH_SAVE_ROUNDS rounds
// (default 3), configurations alternating, all of them save one assessment at once
// (BENCH_SAVE_BURSTS=25,50,100,200: that many at once, each size in every round). Per round: the
// saves' p50/p99/max, how many failed, the time until the last one was answered, the server's CPU
// time per save (all its threads), and /healthz p50/p99/max meanwhile; last, the median of the
// rounds side by side.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { HISTORY_NOTICE_VERSION, type SaveAssessmentRequest } from '@painpoint/contracts';
import pg from 'pg';
import { startSmtpReceiver } from '../apps/api/test/smtp-receiver.ts';
import { freePort, ROOT } from './site.ts';

/** How many save at once; BENCH_SAVE_BURSTS=25,50,100,200 measures several, each in every round. */
const BURSTS = (process.env.BENCH_SAVE_BURSTS ?? '200').split(',').map(Number);
const PEOPLE = Math.max(...BURSTS);
const ROUNDS = Number(process.env.BENCH_SAVE_ROUNDS ?? 3);
/** The pause between two /healthz requests of the probe. */
const PROBE_PAUSE_MS = 20;
/** /healthz without saves, before each round, for comparison. */
const IDLE_MS = 2000;
/** Accounts are set up this many at a time (password hashing dominates). */
const SETUP_CONCURRENCY = 8;
const TARGET_HEALTH_P99_MS = 50;
const PASSWORD = 'lantern meadow quietly ferments';

/** An assessment as the web app saves it from the results of a knee check. */
const ASSESSMENT: SaveAssessmentRequest = {
  answers: {
    painLocation: { id: 'knee-left', key: 'knee' },
    sex: 'female',
    weight: 72.5,
    age_range: { min: 58, max: 58 },
    age_range_key: '58',
    symptoms: { gradual_onset: 1, stiffness_morning_short: 1, not_sure: 2 },
    flags: {
      gradual_onset__onset: true,
      stiffness_morning_short__stiffness: true,
      not_sure__swelling: true,
      not_sure__locking: true,
    },
  },
  triage: 'see-doctor',
  conditions: [
    { disease_short_name: 'knee_osteoarthritis', final_score: 72.31, difference_percentage: 0 },
    { disease_short_name: 'patellofemoral_pain', final_score: 51.2, difference_percentage: 29.19 },
  ],
  kb_version: 'a1b2c3d4e5f6',
};

interface Running {
  name: string;
  base: string;
  server: ChildProcess;
  /** Where the server's mail goes: the sign-ups' links to confirm the address. */
  mail: Awaited<ReturnType<typeof startSmtpReceiver>>;
  /** Each person's access token. */
  tokens: string[];
  cleanUp: () => Promise<void>;
}

export interface Configuration {
  name: string;
  /** The server's command (after `node`), run from the repository's root. */
  args: string[];
  env?: Record<string, string>;
  /** Undone after the server stops (a database to drop). */
  cleanUp?: () => Promise<void>;
}

/** The real server, as `npm run serve` starts it, on the embedded database. */
export const EMBEDDED: Configuration = {
  name: 'embedded (PGlite)',
  args: ['--import', 'tsx', 'apps/api/src/server.ts'],
};

/** The same server on a fresh database of the PostgreSQL server at `serverUrl`. */
export async function postgresConfiguration(serverUrl: string): Promise<Configuration> {
  const name = `pp_bench_saves_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    args: EMBEDDED.args,
    env: { DATABASE_URL: url.toString() },
    async cleanUp() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function start(config: Configuration): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-saves-'));
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
  Object.assign(env, config.env);
  // A new account logs in only once its address is confirmed: the link comes by mail.
  const mail = await startSmtpReceiver();
  env.SMTP_URL = mail.url;
  const server = spawn(process.execPath, config.args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const cleanUp = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
    await mail.close();
    await config.cleanUp?.();
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || i > 600) {
      await cleanUp();
      throw new Error(`the server (${config.name}) did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { name: config.name, base, server, mail, tokens: [], cleanUp };
}

async function call(base: string, method: string, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * Signs up person `i`, confirms the address with the mailed link and the password chosen, logs in
 * and agrees to keep a history; answers the access token.
 */
async function person({ base, mail }: Running, i: number): Promise<string> {
  const email = `saver-${i}@example.org`;
  const from = { 'x-forwarded-for': `10.77.${i >> 8}.${i & 255}` };
  await call(base, 'POST', '/user/create-account/', { email, password: PASSWORD, confirmPassword: PASSWORD }, from);
  const link = await mail.waitFor(email, (m) => m.text.includes('/verify#token='));
  const token = /\/verify#token=([A-Za-z0-9_-]+)/.exec(link.text)?.[1];
  if (!token) throw new Error(`no link to confirm ${email} in its mail`);
  await call(base, 'POST', '/user/verify-account/', { token, password: PASSWORD }, from);
  const { access } = await call(base, 'POST', '/api/login-user/', { username: email, password: PASSWORD }, from);
  const auth = { ...from, authorization: `Bearer ${String(access)}` };
  await call(base, 'PUT', '/user/assessments/consent/', { agreed: true, notice_version: HISTORY_NOTICE_VERSION }, auth);
  return String(access);
}

async function setUpPeople(running: Running) {
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_CONCURRENCY }, async () => {
      while (next < PEOPLE) {
        const i = next++;
        running.tokens[i] = await person(running, i);
      }
    }),
  );
}

/** A /healthz probe (abuse-probe.ts) on `base`, in its own process; `take` answers the latencies since the last take. */
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
  // Until it has an answer, it is still starting.
  while ((await take()).length === 0) await new Promise((r) => setTimeout(r, 200));
  return {
    take,
    async stop() {
      probe.stdin!.end();
      await once(probe, 'exit');
    },
  };
}

const quantile = (xs: number[], q: number) => {
  const ok = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return ok.length === 0 ? Number.NaN : ok[Math.min(ok.length - 1, Math.floor(q * ok.length))]!;
};

interface Round {
  saveP50: number;
  saveP99: number;
  saveMax: number;
  errors: number;
  /** From the first request sent to the last answer. */
  allMs: number;
  /** The server process's CPU time (all its threads) per save. */
  cpuPerSave: number;
  idleP99: number;
  healthP50: number;
  healthP99: number;
  healthMax: number;
  healthFailed: number;
  healthAsked: number;
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
/** A process's CPU time so far (user + system, all its threads), in ms, from /proc. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
};

/** The first `burst` people save one assessment each, all at once, while /healthz is asked. */
async function saveRound(running: Running, burst: number): Promise<Round> {
  const probe = await startProbe(running.base);
  try {
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const idle = await probe.take();
    const body = JSON.stringify(ASSESSMENT);
    const cpuBefore = cpuMs(running.server.pid!);
    const started = performance.now();
    const results = await Promise.all(
      running.tokens.slice(0, burst).map(async (token) => {
        const t0 = performance.now();
        try {
          const res = await fetch(`${running.base}/user/assessments/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          });
          await res.arrayBuffer();
          return { ms: performance.now() - t0, ok: res.status === 201 };
        } catch {
          return { ms: performance.now() - t0, ok: false };
        }
      }),
    );
    const allMs = performance.now() - started;
    const cpuPerSave = (cpuMs(running.server.pid!) - cpuBefore) / burst;
    const health = await probe.take();
    const ms = results.map((r) => r.ms);
    return {
      saveP50: quantile(ms, 0.5),
      saveP99: quantile(ms, 0.99),
      saveMax: quantile(ms, 1),
      errors: results.filter((r) => !r.ok).length,
      allMs,
      cpuPerSave,
      idleP99: quantile(idle, 0.99),
      healthP50: quantile(health, 0.5),
      healthP99: quantile(health, 0.99),
      healthMax: quantile(health, 1),
      healthFailed: health.filter((x) => Number.isNaN(x)).length,
      healthAsked: health.length,
    };
  } finally {
    await probe.stop();
  }
}

const ms = (x: number) => `${x.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs the case on each configuration, in alternating rounds, and prints the figures side by side. */
export async function concurrentSaves(configurations: Configuration[]): Promise<void> {
  console.log(
    `concurrent saves: ${BURSTS.join(', ')} logged-in people save an assessment at once, ${ROUNDS} rounds, ` +
      `/healthz asked from a separate process with ${PROBE_PAUSE_MS} ms between requests`,
  );
  const running: Running[] = [];
  let started = 0;
  try {
    for (const config of configurations) {
      const setUpStarted = performance.now();
      started++;
      const r = await start(config);
      running.push(r);
      await setUpPeople(r);
      console.log(
        `  ${r.name}: ${PEOPLE} accounts ready in ${((performance.now() - setUpStarted) / 1000).toFixed(0)} s`,
      );
    }
    const key = (r: Running, burst: number) => `${r.name}, ${burst}`;
    const rounds = new Map<string, Round[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const burst of BURSTS) {
        for (const r of running) {
          const x = await saveRound(r, burst);
          rounds.set(key(r, burst), [...(rounds.get(key(r, burst)) ?? []), x]);
          console.log(
            `  round ${round}, ${burst} saves, ${r.name}: p50 ${ms(x.saveP50)}, p99 ${ms(x.saveP99)}, ` +
              `max ${ms(x.saveMax)}, errors ${x.errors}, all answered after ${ms(x.allMs)}, ` +
              `server CPU ${x.cpuPerSave.toFixed(1)} ms per save; /healthz ${x.healthAsked} asked, ` +
              `${x.healthFailed} failed, p50 ${ms(x.healthP50)}, p99 ${ms(x.healthP99)}, max ${ms(x.healthMax)} ` +
              `(idle p99 ${ms(x.idleP99)})`,
          );
        }
      }
    }
    const rows: [string, (x: Round) => number, (x: number) => string][] = [
      ['save p50', (x) => x.saveP50, ms],
      ['save p99', (x) => x.saveP99, ms],
      ['save max', (x) => x.saveMax, ms],
      ['failed saves', (x) => x.errors, String],
      ['all answered after', (x) => x.allMs, ms],
      ['server CPU per save', (x) => x.cpuPerSave, (x) => `${x.toFixed(1)} ms`],
      ['/healthz p50', (x) => x.healthP50, ms],
      ['/healthz p99', (x) => x.healthP99, ms],
      ['/healthz max', (x) => x.healthMax, ms],
      ['/healthz failed', (x) => x.healthFailed, String],
      ['/healthz p99 idle', (x) => x.idleP99, ms],
    ];
    const width = 22;
    for (const burst of BURSTS) {
      console.log(`  ${burst} saves at once, median of ${ROUNDS} rounds:`);
      console.log(`  ${''.padEnd(width)}${running.map((r) => r.name.padStart(width)).join('')}`);
      for (const [label, pick, show] of rows) {
        const cells = running.map((r) => show(median(rounds.get(key(r, burst))!.map(pick))).padStart(width));
        console.log(`  ${label.padEnd(width)}${cells.join('')}`);
      }
      for (const r of running) {
        const p99 = median(rounds.get(key(r, burst))!.map((x) => x.healthP99));
        console.log(
          `  ${r.name}: /healthz p99 ${ms(p99)}, ${p99 <= TARGET_HEALTH_P99_MS ? 'within' : 'OVER'} the ${TARGET_HEALTH_P99_MS} ms target`,
        );
      }
    }
  } finally {
    for (const r of running) await r.cleanUp();
    // Those never started (an earlier one failed) still have their database to drop.
    for (const config of configurations.slice(started)) await config.cleanUp?.();
  }
}
