// What the metrics (decision 017) cost a knowledge-base request: the server CPU time per request
// of GET /diagnosis/get-diagnosis-step/knee/ on a server without METRICS_TOKEN and on one with it,
// in alternating rounds. CPU time is the measure because it does not depend on how fast the load
// generator runs on a shared machine; the generator gets CPU 0 and the servers CPU 1 where there
// are two cores and taskset.
//   npm run bench:metrics     (BENCH_SECONDS per round, default 4; BENCH_ROUNDS, default 3)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pinnedCommand, placement } from './pinning.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PATH = '/diagnosis/get-diagnosis-step/knee/';
const TOKEN = 'bench-metrics-token-0123456789abcdefghij';

async function start(token?: string) {
  const command = [process.execPath, '--import', 'tsx', join(import.meta.dirname, 'metrics-server.ts')];
  if (token) command.push(token);
  const [program, ...args] = pinnedCommand(command);
  const child = spawn(program!, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextLine = async () => String((await lines.next()).value);
  const base = await nextLine();
  const cpu = async () => {
    child.stdin!.write('cpu\n');
    return Number(await nextLine());
  };
  return { child, base, cpu };
}
type Server = Awaited<ReturnType<typeof start>>;

/** Server CPU µs per request and requests per second of one run. */
async function run(server: Server, duration: number) {
  const before = await server.cpu();
  const r = await autocannon({
    url: server.base + PATH,
    connections: 50,
    duration,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  if (r.errors + r.non2xx + r.timeouts > 0) throw new Error(`${r.errors + r.non2xx + r.timeouts} failed requests`);
  return { cpu: ((await server.cpu()) - before) / r.requests.total, rps: r.requests.average };
}

const servers = { off: await start(), on: await start(TOKEN) };
for (const s of Object.values(servers)) await run(s, 2); // warm-up
const results = { off: [] as { cpu: number; rps: number }[], on: [] as { cpu: number; rps: number }[] };
for (let round = 0; round < ROUNDS; round++) {
  results.off.push(await run(servers.off, DURATION));
  results.on.push(await run(servers.on, DURATION));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`GET ${PATH}, ${ROUNDS} rounds of ${DURATION} s, 50 connections, Node ${process.version}, ` + placement);
for (const [name, rs] of Object.entries(results)) {
  console.log(
    `metrics ${name.padEnd(3)}: ${median(rs.map((r) => r.cpu)).toFixed(1)} µs of CPU a request ` +
      `(${rs.map((r) => r.cpu.toFixed(1)).join(', ')}), ${median(rs.map((r) => r.rps)).toFixed(0)} req/s`,
  );
}
// The server with metrics counted every one of those requests under the route's template.
const text = await (
  await fetch(`${servers.on.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
).text();
console.log(text.split('\n').find((l) => l.startsWith(`http_request_duration_seconds_count{route="${PATH}"`)));
for (const s of Object.values(servers)) {
  s.child.stdin!.end();
  await once(s.child, 'exit');
}
