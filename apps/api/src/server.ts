import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './env.ts';

/** Starts the site and stops it gracefully: in-flight requests finish, new ones get 503. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
  const app = await buildApp({ config });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // From the process's start (loading the code included), to follow start-up time in the logs.
  app.log.info({ startMs: Math.round(performance.now()) }, 'started');
}

main().catch((err: unknown) => {
  console.error('PainPoint failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
