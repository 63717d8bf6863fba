// The servers measured by bench/load.ts, in their own process so that they do not share a CPU
// core or an event loop with the load generator: a bare Fastify hello-world and the whole API.
// Prints one JSON line with both addresses once they listen; then answers each line on stdin with
// the process's CPU time so far (µs); stops when its parent closes stdin.
import Fastify from 'fastify';
import { createInterface } from 'node:readline';
import { buildApp } from '../apps/api/src/app.ts';
import { benchConfig } from './bench-config.ts';

const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });

const config = benchConfig();
const app = await buildApp({ config, inMemoryDatabase: true }, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const port = (server: typeof app.server) => (server.address() as { port: number }).port;
console.log(
  JSON.stringify({ hello: `http://127.0.0.1:${port(hello.server)}`, app: `http://127.0.0.1:${port(app.server)}` }),
);

const commands = createInterface({ input: process.stdin });
commands.on('line', () => {
  const { user, system } = process.cpuUsage();
  console.log(user + system);
});
commands.on('close', () => {
  void Promise.all([app.close(), hello.close()]).then(() => process.exit(0));
});
