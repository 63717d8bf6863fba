import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection, when REDIS_URL is set (rate-limit and throttling counters). */
    redis: Redis | undefined;
    /** Whether the shared counters can be used now: `off` with no REDIS_URL, `degraded` while Redis is away. */
    redisState(): 'off' | 'ok' | 'degraded';
  }
}

export interface RedisPluginOptions {
  redisUrl?: string | undefined;
}

/**
 * One Redis connection for the whole app, or none. The site never depends on it: it starts and
 * serves while Redis is away, counting in this instance meanwhile (throttle.ts), and
 * ioredis reconnects in the background, backing off to one try every 5 s. Commands fail at once
 * rather than queue while it is away, and give up after a second if it hangs, so a request never
 * waits on Redis for long.
 */
export default fp<RedisPluginOptions>(
  async (app, opts) => {
    if (!opts.redisUrl) {
      app.decorate('redis', undefined);
      app.decorate('redisState', () => 'off' as const);
      return;
    }
    const redis = new Redis(opts.redisUrl, {
      lazyConnect: true,
      connectTimeout: 2000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    });
    // One line per change of state, not one per failed reconnection.
    let away = false;
    redis.on('ready', () => {
      if (away) app.log.info('redis is back: shared counters in use again');
      away = false;
    });
    redis.on('error', (err) => {
      if (away) return;
      away = true;
      app.log.warn({ err }, 'redis unavailable: counting in this instance until it is back');
    });
    redis.on('close', () => {
      if (away) return;
      away = true;
      app.log.warn('redis connection closed: counting in this instance until it is back');
    });
    // One try before serving, so the first requests already share counters when Redis is there; a
    // failure (the 'error' events above) only means starting degraded, and retries go on behind.
    await redis.connect().catch(() => undefined);
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
    app.decorate('redis', redis);
    app.decorate('redisState', () => (redis.status === 'ready' ? 'ok' : 'degraded'));
  },
  { name: 'redis' },
);
