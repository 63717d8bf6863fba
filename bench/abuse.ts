// Floods the costliest calls anyone can make without an account, one kind at a time, against the
// real server (production mode, its own empty data folder, loopback only), while a separate
// process asks GET /healthz and this one reads the server's memory and CPU time from /proc.
// Prints, per flood, /healthz p50/p99 (target: p99 ≤ 50 ms on this 2-core machine), the server's
// CPU time per flood request, and its memory before and after; first a run with no flood, last a
// second round of the floods that fill caches (memory must not grow again).
// Last, "trickle": sockets that send headers, then a body a byte at a time that never ends; the
// server must close each within its request limit (decision 071), while /healthz stays fast.
// Then the concurrent saves of bench:load (200 at once; BENCH_DATABASE_URL adds PostgreSQL).
//   npm run bench:abuse   (BENCH_SECONDS per flood, default 20; BENCH_CONNECTIONS, default 8;
//                          BENCH_TRICKLE_SOCKETS, default 50)
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { loadKnowledgeBase } from '@painpoint/content';
import { concurrentSaves, EMBEDDED, postgresConfiguration } from './concurrent-saves.ts';
import { freePort, ROOT } from './site.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const TRICKLE_SOCKETS = Number(process.env.BENCH_TRICKLE_SOCKETS ?? 50);
/** A trickling socket still open after this long counts as held for ever. */
const TRICKLE_GIVE_UP_S = 120;
/** No flood sends more than this, however fast the server answers. */
const MAX_REQUESTS = 300_000;
const TARGET_P99_MS = 50;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const JSON_BODY = { 'content-type': 'application/json' };

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'pp-abuse-'));

// The server as `npm run serve` starts it, in production mode with its default (info) log level;
// its log goes nowhere, but it is still written. No Redis and no PostgreSQL: the defaults.
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: base,
  GRIEVANCE_OFFICER_NAME: 'Bench',
  GRIEVANCE_OFFICER_EMAIL: 'bench@example.org',
  GRIEVANCE_OFFICER_ADDRESS: 'Bench Road, Bengaluru',
  CONTACT_EMAIL: 'bench@example.org',
};
for (const k of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'LOG_LEVEL']) delete env[k];
const startServer = () =>
  spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
async function untilReady(server: ReturnType<typeof startServer>) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || i > 600) {
      server.kill('SIGTERM');
      throw new Error('the server did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
// A first start creates the embedded database (which leaves that process with hundreds of MB it
// no longer uses); the measured server starts on it, as a server does every day.
const first = startServer();
await untilReady(first);
first.kill('SIGTERM');
await once(first, 'exit');
const server = startServer();
const probe = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'abuse-probe.ts'), base], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
const stopAll = () => {
  server.kill('SIGTERM');
  probe.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

await untilReady(server).catch((err: unknown) => {
  stopAll();
  throw err;
});

const probeLines = createInterface({ input: probe.stdout! })[Symbol.asyncIterator]();
/** The /healthz latencies since the last call (NaN: a failed request). */
const healthLatencies = async (): Promise<number[]> => {
  probe.stdin!.write('next\n');
  return (JSON.parse(String((await probeLines.next()).value)) as (number | null)[]).map((x) => x ?? Number.NaN);
};
const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]) / 1024;
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
/** The server's CPU time so far (user + system, all its threads), in ms. */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
};

const rand = () => Math.random().toString(36).slice(2, 10);
const withVideo = [...loadKnowledgeBase().conditions.values()]
  .filter((c) => c.videos.length > 0)
  .map((c) => c.disease_short_name);
/** 2 to 30 conditions with videos, in a random order: nearly every query is new. */
const videoPermutation = () => {
  const names = [...withVideo];
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [names[i], names[j]] = [names[j]!, names[i]!];
  }
  return `/diagnosis/get-video-by-disease/?diseases=${names.slice(0, 2 + Math.floor(Math.random() * Math.min(29, names.length - 1))).join(',')}`;
};
const wrongLogin = () => JSON.stringify({ username: `nobody-${rand()}@example.org`, password: `wrong-${rand()}-pass` });

interface Flood {
  name: string;
  request: autocannon.Request;
}
const floods: Flood[] = [
  {
    name: 'videos: random permutations, br',
    request: { method: 'GET', headers: BROWSER, setupRequest: (r) => ({ ...r, path: videoPermutation() }) },
  },
  {
    name: 'videos: random permutations, identity',
    request: {
      method: 'GET',
      headers: { 'accept-encoding': 'identity' },
      setupRequest: (r) => ({ ...r, path: videoPermutation() }),
    },
  },
  {
    name: '404s: unknown paths',
    request: {
      method: 'GET',
      headers: { ...BROWSER, accept: 'text/html' },
      setupRequest: (r) => ({ ...r, path: Math.random() < 0.5 ? `/api/no-such-${rand()}` : `/no-such-${rand()}` }),
    },
  },
  {
    name: 'login: wrong passwords',
    request: {
      method: 'POST',
      path: '/api/login-user/',
      headers: JSON_BODY,
      setupRequest: (r) => ({ ...r, body: wrongLogin() }),
    },
  },
  {
    // Production trusts X-Forwarded-For (behind a proxy): this is what a client that sets it itself
    // costs when the server is reached directly.
    name: 'login: wrong passwords, a new X-Forwarded-For each',
    request: {
      method: 'POST',
      path: '/api/login-user/',
      setupRequest: (r) => ({
        ...r,
        headers: { ...JSON_BODY, 'x-forwarded-for': `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.7` },
        body: wrongLogin(),
      }),
    },
  },
  {
    name: 'oversized bodies (200 kB)',
    request: {
      method: 'POST',
      path: '/api/login-user/',
      headers: JSON_BODY,
      body: JSON.stringify({ username: 'a'.repeat(200_000), password: 'x' }),
    },
  },
  {
    name: 'malformed JSON bodies',
    request: { method: 'POST', path: '/api/login-user/', headers: JSON_BODY, body: '{"username": "a", "password": ' },
  },
];

// The web app's largest script, when the app is built: sent from the build's .br file, not compressed per request.
const assets = join(ROOT, 'apps/web/dist/assets');
const largestScript = existsSync(assets)
  ? readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ f, size: statSync(join(assets, f)).size }))
      .sort((a, b) => b.size - a.size)[0]
  : undefined;
if (largestScript) {
  floods.push({
    name: `the web app's largest script (${(largestScript.size / 1024).toFixed(0)} kB), br`,
    request: { method: 'GET', path: `/assets/${largestScript.f}`, headers: BROWSER },
  });
} else {
  console.log('the web app is not built (npm run build): its scripts are not flooded');
}

const quantile = (xs: number[], q: number) => {
  const ok = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return ok.length === 0 ? Number.NaN : ok[Math.min(ok.length - 1, Math.floor(q * ok.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const mb = (x: number) => `${x.toFixed(0)} MB`;

console.log(
  `${SECONDS} s per flood, ${CONNECTIONS} connections, at most ${MAX_REQUESTS} requests each, ` +
    `Node ${process.version}; /healthz from a separate process, one request at a time`,
);
const rssStart = rssMb();
console.log(`server memory once ready: ${mb(rssStart)}`);

async function measure(flood: Flood | undefined) {
  const rssBefore = rssMb();
  const cpuBefore = cpuMs();
  await healthLatencies();
  let summary = 'no flood';
  if (flood) {
    const r = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      maxOverallRequests: MAX_REQUESTS,
      requests: [flood.request],
    });
    const total = r.requests.total;
    const cpuPerRequest = (cpuMs() - cpuBefore) / Math.max(1, total);
    summary =
      `${total} requests (${r.requests.average.toFixed(0)}/s; 2xx ${r['2xx']}, 4xx ${r['4xx']}, 5xx ${r['5xx']}, ` +
      `errors ${r.errors}, timeouts ${r.timeouts}); server CPU ${cpuPerRequest.toFixed(2)} ms per request`;
  } else {
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
  }
  const lat = await healthLatencies();
  const failed = lat.filter((x) => Number.isNaN(x)).length;
  const p99 = quantile(lat, 0.99);
  console.log(
    `${flood?.name ?? 'baseline'}\n  ${summary}\n  /healthz: ${lat.length} asked, ${failed} failed, ` +
      `p50 ${ms(quantile(lat, 0.5))}, p99 ${ms(p99)}, max ${ms(quantile(lat, 1))} ` +
      `(${p99 <= TARGET_P99_MS && failed === 0 ? 'within' : 'OVER'} the ${TARGET_P99_MS} ms target)\n` +
      `  server memory ${mb(rssBefore)} → ${mb(rssMb())}`,
  );
}

/**
 * Opens TRICKLE_SOCKETS connections that send a contact message's headers, then its body one byte
 * every 2 s, never finishing; reports when the server closed them and /healthz meanwhile.
 */
async function trickle() {
  const rssBefore = rssMb();
  await healthLatencies();
  const started = performance.now();
  const closedAfter: number[] = [];
  const sockets = Array.from({ length: TRICKLE_SOCKETS }, () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(
        'POST /user/user-msg/ HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{',
      );
    });
    const drip = setInterval(() => socket.writable && socket.write(' '), 2000);
    socket.on('close', () => {
      clearInterval(drip);
      closedAfter.push((performance.now() - started) / 1000);
    });
    return socket;
  });
  while (closedAfter.length < sockets.length && performance.now() - started < TRICKLE_GIVE_UP_S * 1000) {
    await new Promise((r) => setTimeout(r, 500));
  }
  const stillOpen = sockets.filter((s) => !s.destroyed);
  for (const s of stillOpen) s.destroy();
  const lat = await healthLatencies();
  const failed = lat.filter((x) => Number.isNaN(x)).length;
  const p99 = quantile(lat, 0.99);
  const s = (x: number) => `${x.toFixed(1)} s`;
  console.log(
    `trickle: ${TRICKLE_SOCKETS} sockets sending a body a byte every 2 s, never finishing\n` +
      `  closed by the server: ${closedAfter.length} of ${TRICKLE_SOCKETS}` +
      (closedAfter.length > 0 ? `, after ${s(quantile(closedAfter, 0))} to ${s(quantile(closedAfter, 1))}` : '') +
      `; still open after ${TRICKLE_GIVE_UP_S} s: ${stillOpen.length}\n` +
      `  /healthz: ${lat.length} asked, ${failed} failed, p50 ${ms(quantile(lat, 0.5))}, p99 ${ms(p99)}\n` +
      `  server memory ${mb(rssBefore)} → ${mb(rssMb())}`,
  );
}

try {
  // BENCH_ONLY=trickle: the trickling sockets alone.
  if (process.env.BENCH_ONLY !== 'trickle') {
    await measure(undefined);
    for (const flood of floods) await measure(flood);
    await new Promise((r) => setTimeout(r, 10_000));
    const rssEnd = rssMb();
    const signed = (x: number) => `${x >= 0 ? '+' : ''}${mb(x)}`;
    console.log(
      `server memory: ${mb(rssStart)} once ready, ${mb(rssEnd)} 10 s after the last flood (${signed(rssEnd - rssStart)})`,
    );
    // Growth once is the heap's high-water mark (the garbage collector keeps the pages it used);
    // growth that continues with every flood is a leak or an unbounded cache. So the floods that
    // fill caches run again, and the memory should stay where the first round left it.
    console.log('second round of the floods that fill caches:');
    for (const flood of floods.filter((f) => f.name.startsWith('videos'))) await measure(flood);
    await new Promise((r) => setTimeout(r, 10_000));
    console.log(
      `server memory: ${mb(rssMb())} 10 s after the second round (${signed(rssMb() - rssEnd)} since the first)`,
    );
  }
  await trickle();
} finally {
  probe.stdin!.end();
  server.kill('SIGTERM');
  await once(server, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}

// Last, many people saving at once (bench/concurrent-saves.ts, decision 090): the embedded database
// and, with BENCH_DATABASE_URL, PostgreSQL side by side. `npm run bench:load` runs the same case.
if (process.env.BENCH_ONLY !== 'trickle') {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  await concurrentSaves([EMBEDDED, ...(postgresUrl ? [await postgresConfiguration(postgresUrl)] : [])]);
}
