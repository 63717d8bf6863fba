import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions as LibraryOptions,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { routeLabel } from '../app/metrics.ts';
import { HttpError } from '../app/errors.ts';

// The library's own two stores, which its index.js builds when given no `store`; they ship without
// type declarations, so they are required with the constructor signatures its index.js uses (v11).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

export interface RateLimitPluginOptions {
  /** Prefix of the counters' keys in Redis. */
  keyPrefix: string;
}

type Done = Parameters<FastifyRateLimitStore['incr']>[1];
interface Store extends FastifyRateLimitStore {
  read?(key: string, cb: Done, timeWindow: number, max: number): void;
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): Store;
}

/**
 * Counts in Redis while it is connected and in this instance's memory while it is not, so that a
 * limit holds whatever Redis does (the library's `skipOnError` would let every request through
 * while Redis is away).
 */
function fallbackStore(app: FastifyInstance, shared: Store | undefined, local: Store): Store {
  const pick = (method: 'incr' | 'read') => (key: string, cb: Done, timeWindow: number, max: number) => {
    const localOp = local[method]?.bind(local);
    if (!shared || app.redisState() !== 'ok') return localOp!(key, cb, timeWindow, max);
    shared[method]!(
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        app.log.debug({ err }, 'redis command failed; counted in this instance');
        localOp!(key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  };
  return {
    incr: pick('incr'),
    read: pick('read'),
    child: (routeOptions) => fallbackStore(app, shared?.child(routeOptions), local.child(routeOptions)),
  };
}

/**
 * Rate limiting is opt-in per route (`config.rateLimit`), so the knowledge-base reads stay as fast
 * as they can be while abuse-prone calls are limited; the counters live in Redis when it is
 * configured, so every instance behind a load balancer shares them.
 */
export default fp<RateLimitPluginOptions>(
  async (app, opts) => {
    const nameSpace = `${opts.keyPrefix}rl:`;
    // The library calls `new store(settings)` with its resolved settings.
    const store = function (params: { continueExceeding: boolean; exponentialBackoff: boolean }) {
      const local = new LocalStore(params.continueExceeding, params.exponentialBackoff);
      const shared = app.redis
        ? new RedisStore(params.continueExceeding, params.exponentialBackoff, app.redis, nameSpace)
        : undefined;
      return fallbackStore(app, shared, local);
    } as unknown as FastifyRateLimitStoreCtor;
    const options: LibraryOptions = {
      global: false,
      store,
      // Never let requests through unlimited: the store above answers even while Redis is away.
      skipOnError: false,
      // Keyed like the throttle's limits (client-address.ts): IPv4 and IPv4-mapped IPv6 by the
      // address, IPv6 by its /64. The library's default; named so it cannot drift.
      ipv6Subnet: 64,
      // Each route has its own limit, so the route's template names it (the 404 handler's is one).
      onExceeded: (request) => app.metrics.refused('rate-limit', routeLabel(request)),
      // Thrown, so the error handler says it in the request's language (decision 048).
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'RATE_LIMITED', (w) => w.tooManyRequests(Math.ceil(context.ttl / 1000))),
    };
    await app.register(rateLimit, options);
  },
  { name: 'rate-limit', dependencies: ['redis', 'metrics'] },
);
