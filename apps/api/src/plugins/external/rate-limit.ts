import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface RateLimitPluginOptions {
  /** When set, counters live in Redis so that every instance behind a load balancer shares them. */
  redisUrl?: string | undefined;
}

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), so the knowledge-base reads stay as fast
 * as they can be while abuse-prone calls are limited; the counters move to Redis when configured.
 */
export default fp<RateLimitPluginOptions>(
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
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'painpoint-rl:' } : {}),
      // If Redis is briefly away, let requests through rather than locking every visitor out.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    });
  },
  { name: 'rate-limit' },
);
