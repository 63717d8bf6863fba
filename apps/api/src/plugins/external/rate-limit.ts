import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export interface RateLimitPluginOptions {
  /** Prefix of the counters' keys in Redis. */
  keyPrefix: string;
}

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), so the knowledge-base reads stay as fast
 * as they can be while abuse-prone calls are limited; the counters live in Redis when it is
 * configured, so every instance behind a load balancer shares them.
 */
export default fp<RateLimitPluginOptions>(
  async (app, opts) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis, nameSpace: `${opts.keyPrefix}rl:` } : {}),
      // If Redis is briefly away, let requests through rather than locking every visitor out.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
