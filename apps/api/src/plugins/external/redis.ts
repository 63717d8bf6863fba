import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection, when REDIS_URL is set (rate-limit and throttling counters). */
    redis: Redis | undefined;
  }
}

export interface RedisPluginOptions {
  redisUrl?: string | undefined;
}

/** One Redis connection for the whole app, or none; commands fail fast rather than queue when it is away. */
export default fp<RedisPluginOptions>(
  async (app, opts) => {
    let redis: Redis | undefined;
    if (opts.redisUrl) {
      redis = new Redis(opts.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: true,
      });
      redis.on('error', (err) => app.log.warn({ err }, 'redis error'));
      await redis.connect();
      const connection = redis;
      app.addHook('onClose', async () => {
        await connection.quit();
      });
    }
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
