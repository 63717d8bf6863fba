import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { makeDataDirPrivate } from './data-dir.ts';
import { ConfigError, loadConfig } from './env.ts';

/** Starts the site and stops it gracefully: in-flight requests finish, new ones get 503. */
async function main(): Promise<void> {
  // Everything the site writes (database files, secrets, mail on disk) is for its own user only.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
    makeDataDirPrivate(config.dataDir);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
  const app = await buildApp({ config });
  // The embedded database sets its own files to 0666 whatever the umask: tighten them once it is
  // open, and again at shutdown. Files it makes while running stay inside 0700 folders.
  makeDataDirPrivate(config.dataDir);

  // SIGTERM, SIGINT and the other stop signals, or an error nothing caught: finish the requests in
  // flight (graceful-close.ts turns new ones away), close the database, then exit; past 10 s, exit 1.
  closeWithGrace(
    {
      delay: 10_000,
      logger: app.log,
      onTimeout: () => app.log.error('shutdown took longer than 10 s; exiting'),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error; shutting down');
      else app.log.info({ signal }, 'shutting down: finishing requests in flight');
      await app.close();
      makeDataDirPrivate(config.dataDir);
    },
  );

  await app.listen({ port: config.port, host: config.host });
  // From the process's start (loading the code included), to follow start-up time in the logs.
  app.log.info({ startMs: Math.round(performance.now()) }, 'started');
}

main().catch((err: unknown) => {
  console.error('PainPoint failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
