// Requests per second of the knowledge-base endpoints against a bare Fastify hello-world,
// measured in the same run on this machine (target: ≥ 85 % of hello-world, no errors), and
// p99 latency at half of the peak rate (target ≤ 10 ms).
//   npm run bench:load      (BENCH_SECONDS per run, default 5; BENCH_ROUNDS, default 3)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** What every browser sends; the site's JSON answers are prepared in brotli and gzip for it. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function measure(url: string, overallRate?: number, duration = DURATION) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    headers: BROWSER_HEADERS,
    ...(overallRate ? { overallRate } : {}),
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts };
}

// The servers run in a child process: sharing this process's event loop with the load generator
// would charge the generator's work on big answers to the server being measured.
const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'load-servers.ts')], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
const { hello: helloBase, app: base } = JSON.parse(line) as { hello: string; app: string };
const helloUrl = `${helloBase}/`;

const endpoints = [
  ['GET /diagnosis/get-diseases/knee/', `${base}/diagnosis/get-diseases/knee/`],
  ['GET /diagnosis/get-diagnosis-step/knee/', `${base}/diagnosis/get-diagnosis-step/knee/`],
  [
    'GET /diagnosis/get-video-by-disease/?diseases=migraine',
    `${base}/diagnosis/get-video-by-disease/?diseases=migraine`,
  ],
  ['GET /diagnosis/locations/', `${base}/diagnosis/locations/`],
] as const;

// This machine's throughput drifts by tens of percent from minute to minute (shared cores), so
// each endpoint is compared with a hello-world run just before it, in several rounds, and the
// median of those ratios is reported.
console.log(`${DURATION} s per run, ${CONNECTIONS} connections, ${ROUNDS} rounds, Node ${process.version}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const results = new Map<string, { ratios: number[]; rps: number[]; errors: number; p99: number[] }>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, url] of endpoints) {
    await measure(helloUrl, undefined, WARM_UP_SECONDS);
    const hello = await measure(helloUrl);
    // Warm up first (JIT, connection set-up, lazily prepared encodings); not counted.
    await measure(url, undefined, WARM_UP_SECONDS);
    const peak = await measure(url);
    const half = await measure(url, Math.round(peak.rps / 2));
    const r = results.get(name) ?? { ratios: [], rps: [], errors: 0, p99: [] };
    r.ratios.push(peak.rps / hello.rps);
    r.rps.push(peak.rps);
    r.errors += hello.errors + peak.errors + half.errors;
    r.p99.push(half.p99);
    results.set(name, r);
  }
}
for (const [name, r] of results) {
  console.log(
    `${name.padEnd(56)} ${median(r.rps).toFixed(0).padStart(7)} req/s  ${(100 * median(r.ratios)).toFixed(1).padStart(5)}% of hello (rounds: ${r.ratios.map((x) => (100 * x).toFixed(0)).join(', ')})  errors ${r.errors}  p99 at half peak ${Math.max(...r.p99)} ms`,
  );
}
child.stdin!.end();
await once(child, 'exit');
