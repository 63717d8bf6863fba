// Requests per second of the knowledge-base endpoints against a bare Fastify hello-world,
// measured in the same run on this machine (target: ≥ 85 % of hello-world, no errors), and
// p99 latency at half of the peak rate (target ≤ 10 ms). Then the concurrent-save case
// (concurrent-saves.ts): 200 logged-in people save at once, on the embedded database and, when
// BENCH_DATABASE_URL names a PostgreSQL server, on a fresh database there, side by side.
//   npm run bench:load      (BENCH_SECONDS per run, default 3; BENCH_ROUNDS, default 7;
//                            BENCH_ONLY=endpoints or BENCH_ONLY=saves runs one part)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_ONLY=saves npm run bench:load
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { concurrentSaves, EMBEDDED, postgresConfiguration } from './concurrent-saves.ts';
import { pinnedCommand, placement } from './pinning.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
/** What every browser sends; the site's JSON answers are prepared in brotli and gzip for it. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function knowledgeBaseEndpoints() {
  const serverCommand = [process.execPath, '--import', 'tsx', join(import.meta.dirname, 'load-servers.ts')];
  const [program, ...args] = pinnedCommand(serverCommand);
  const child = spawn(program!, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextLine = async () => String((await lines.next()).value);
  const { hello: helloBase, app: base } = JSON.parse(await nextLine()) as { hello: string; app: string };
  /** The servers' CPU time so far, in µs. */
  const serverCpu = async () => {
    child.stdin!.write('cpu\n');
    return Number(await nextLine());
  };

  async function measure(
    url: string,
    { duration = DURATION, overallRate }: { duration?: number; overallRate?: number } = {},
  ) {
    const cpuBefore = await serverCpu();
    const r = await autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      pipelining: 1,
      headers: BROWSER_HEADERS,
      ...(overallRate ? { overallRate } : {}),
    });
    const cpuPerRequest = ((await serverCpu()) - cpuBefore) / Math.max(1, r.requests.total);
    return { rps: r.requests.average, cpuPerRequest, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts };
  }

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

  // This machine's throughput drifts by tens of percent from minute to minute (shared hosts), so
  // each endpoint is compared with a hello-world run just before it, in several short rounds, and
  // the median of those ratios is reported. The servers' CPU time per request is reported beside
  // it: it does not depend on how busy the load generator is.
  console.log(
    `${DURATION} s per run, ${CONNECTIONS} connections, ${ROUNDS} rounds, Node ${process.version}, ` + placement,
  );
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const url of [helloUrl, ...endpoints.map(([, u]) => u)]) await measure(url, { duration: WARM_UP_SECONDS });
  const results = new Map<string, { ratios: number[]; cpuRatios: number[]; rps: number[]; errors: number }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of endpoints) {
      const hello = await measure(helloUrl);
      const peak = await measure(url);
      const r = results.get(name) ?? { ratios: [], cpuRatios: [], rps: [], errors: 0 };
      r.ratios.push(peak.rps / hello.rps);
      r.cpuRatios.push(hello.cpuPerRequest / peak.cpuPerRequest);
      r.rps.push(peak.rps);
      r.errors += hello.errors + peak.errors;
      results.set(name, r);
    }
  }
  for (const [name, url] of endpoints) {
    const r = results.get(name)!;
    const half = await measure(url, { duration: 5, overallRate: Math.round(median(r.rps) / 2) });
    r.errors += half.errors;
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(
      `${name}\n  ${median(r.rps).toFixed(0)} req/s, ${pct(median(r.ratios))} of hello-world ` +
        `(rounds: ${r.ratios.map((x) => (100 * x).toFixed(0)).join(', ')}); ` +
        `hello-world's CPU per request is ${pct(median(r.cpuRatios))} of this one's; ` +
        `errors ${r.errors}; p99 at half peak ${half.p99} ms`,
    );
  }
  child.stdin!.end();
  await once(child, 'exit');
}

const only = process.env.BENCH_ONLY;
if (only !== 'saves') await knowledgeBaseEndpoints();
if (only !== 'endpoints') {
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  if (!postgresUrl)
    console.log('BENCH_DATABASE_URL is not set: the concurrent saves run on the embedded database only');
  await concurrentSaves([EMBEDDED, ...(postgresUrl ? [await postgresConfiguration(postgresUrl)] : [])]);
}
