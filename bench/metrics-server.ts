// One API server for bench/metrics-cost.ts, in production mode on an in-memory database, with
// metrics on when a token is given as its argument. Prints its address once it listens; then
// answers each line on stdin with the process's CPU time so far (µs); stops when stdin closes.
import { createInterface } from 'node:readline';
import { buildApp } from '../apps/api/src/app.ts';
import { benchConfig } from './bench-config.ts';

const token = process.argv[2];
const config = benchConfig(token ? { METRICS_TOKEN: token } : {});
const app = await buildApp({ config, inMemoryDatabase: true }, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);

const commands = createInterface({ input: process.stdin });
commands.on('line', () => {
  const { user, system } = process.cpuUsage();
  console.log(user + system);
});
commands.on('close', () => void app.close().then(() => process.exit(0)));
