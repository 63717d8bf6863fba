// The /healthz client of bench/abuse.ts, in its own process so that the flood's event loop does not
// delay it: asks GET /healthz one request after another (one kept-alive connection, a pause of
// PAUSE_MS between requests) and, for each line on stdin, prints the latencies (ms) measured since
// the previous line as one JSON array. Stops when its parent closes stdin. Also the probe of the
// concurrent-save case (concurrent-saves.ts), which gives its own pause.
//   node --import tsx bench/abuse-probe.ts http://127.0.0.1:PORT [PAUSE_MS]
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';

const PAUSE_MS = Number(process.argv[3] ?? 10);
const url = new URL('/healthz', process.argv[2]);
if (url.hostname !== '127.0.0.1') throw new Error('the probe asks loopback only');
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let latencies: number[] = [];
let running = true;

function once() {
  return new Promise<number>((resolve) => {
    const start = performance.now();
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - start : Number.NaN));
    });
    req.on('error', () => resolve(Number.NaN));
    req.end();
  });
}

/** The request on its way, if any: a report waits for it, so a stalled request is counted. */
let inFlight: Promise<number> | undefined;
void (async () => {
  while (running) {
    inFlight = once();
    latencies.push(await inFlight);
    inFlight = undefined;
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
})();

const commands = createInterface({ input: process.stdin });
commands.on('line', () => {
  void (inFlight ?? Promise.resolve()).then(() => {
    // The loop pushes the awaited latency before this continuation runs.
    console.log(JSON.stringify(latencies));
    latencies = [];
  });
});
commands.on('close', () => {
  running = false;
  agent.destroy();
});
