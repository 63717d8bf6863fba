// Requests per second of the knowledge-base endpoints against a bare Fastify hello-world,
// measured in the same run on this machine (target: ≥ 85 % of hello-world, no errors), and
// p99 latency at half of the peak rate (target ≤ 10 ms).
//   npm run bench:load
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/env.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

async function measure(url: string, overallRate?: number) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    pipelining: 1,
    ...(overallRate ? { overallRate } : {}),
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts };
}

const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });
const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'pp-bench-')),
  JWT_SECRET: 'bench-secret-that-is-long-enough-000000',
  GRIEVANCE_OFFICER_NAME: 'Bench',
  GRIEVANCE_OFFICER_EMAIL: 'bench@example.org',
  GRIEVANCE_OFFICER_ADDRESS: 'Bench Road, Bengaluru',
  CONTACT_EMAIL: 'bench@example.org',
});
const app = await buildApp({ config, inMemoryDatabase: true }, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const targets = [
  ['hello-world (bare Fastify)', helloUrl],
  ['GET /diagnosis/get-diseases/knee/', `${base}/diagnosis/get-diseases/knee/`],
  ['GET /diagnosis/get-diagnosis-step/knee/', `${base}/diagnosis/get-diagnosis-step/knee/`],
  [
    'GET /diagnosis/get-video-by-disease/?diseases=migraine',
    `${base}/diagnosis/get-video-by-disease/?diseases=migraine`,
  ],
  ['GET /diagnosis/locations/', `${base}/diagnosis/locations/`],
] as const;

console.log(`${DURATION} s per run, ${CONNECTIONS} connections, Node ${process.version}`);
let baseline = 0;
for (const [name, url] of targets) {
  const peak = await measure(url);
  if (!baseline) baseline = peak.rps;
  const half = await measure(url, Math.round(peak.rps / 2));
  console.log(
    `${name.padEnd(56)} ${peak.rps.toFixed(0).padStart(7)} req/s  ${((100 * peak.rps) / baseline).toFixed(1).padStart(5)}% of hello  errors ${peak.errors + half.errors}  p99 at half peak ${half.p99} ms`,
  );
}
await app.close();
await hello.close();
