import { createHash } from 'node:crypto';
import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressKey } from './client-address.ts';
import { HttpError } from './errors.ts';
import { routeLabel } from './metrics.ts';

/** A limit: at most `max` counted events per `windowMs`, per key. */
export interface Rule {
  name: string;
  max: number;
  windowMs: number;
}

const inSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class TooManyAttempts extends HttpError {
  constructor(ttlMs: number) {
    const seconds = inSeconds(ttlMs);
    super(429, 'RATE_LIMITED', (w) => w.tooManyAttempts(seconds), {
      'retry-after': String(seconds),
    });
  }
}

/** A route's limit per address, with the headers @fastify/rate-limit gave it before (decision 127). */
const limitHeaders = (max: number, remaining: number, ttlMs: number) => ({
  'x-ratelimit-limit': String(max),
  'x-ratelimit-remaining': String(remaining),
  'x-ratelimit-reset': String(inSeconds(ttlMs)),
});

/**
 * Every limit of the site, on rate-limiter-flexible (decision 127). The calls that guard accounts
 * (login, sign-up, resets, codes, contact) can count only failures (wrong passwords per account) and
 * key on what a request is about (an account), not only on where it comes from; `perAddress` limits
 * a whole route per client address.
 */
export interface Throttle {
  /** Counts one event and refuses (429) when the limit is passed. */
  consume(rule: Rule, key: string): Promise<void>;
  /** Refuses (429) when the limit is already reached, without counting. */
  check(rule: Rule, key: string): Promise<void>;
  /** Counts one event and says whether the limit is now passed, without refusing. */
  count(rule: Rule, key: string): Promise<boolean>;
  /** How many events are counted now, without counting one. */
  peek(rule: Rule, key: string): Promise<number>;
  clear(rule: Rule, key: string): Promise<void>;
  /** An onRequest hook: at most `max` requests per `windowMs` from one address to the route it is on. */
  perAddress(max: number, windowMs: number): onRequestHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

export interface ThrottlePluginOptions {
  keyPrefix: string;
}

export default fp<ThrottlePluginOptions>(
  async (app, opts) => {
    const limiters = new Map<string, RateLimiterAbstract>();
    /**
     * Counters in Redis when configured and connected; while it is away (or a command fails), in
     * this instance's memory (the insurance limiter), so a limit is never switched off (the redis
     * plugin logs the outage). The keys are `<prefix>th:<rule>:<hash>` as before this library.
     */
    const limiterOf = (name: string, max: number, windowMs: number) => {
      let limiter = limiters.get(name);
      if (limiter) return limiter;
      const settings = { keyPrefix: `${opts.keyPrefix}${name}`, points: max, duration: windowMs / 1000 };
      const memory = new RateLimiterMemory(settings);
      limiter = app.redis
        ? new RateLimiterRedis({
            ...settings,
            storeClient: app.redis,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      limiters.set(name, limiter);
      return limiter;
    };
    const of = (rule: Rule) => limiterOf(`th:${rule.name}`, rule.max, rule.windowMs);
    // Keys are hashed: they may hold an e-mail address or phone number, which Redis need not see.
    const hashed = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

    /** Counts one event: the count so far and the time left in the window, whether or not it is past the limit. */
    const hit = (limiter: RateLimiterAbstract, key: string) =>
      limiter.consume(hashed(key)).catch((res: unknown) => {
        if (res instanceof RateLimiterRes) return res;
        throw res;
      });
    const peek = async (rule: Rule, key: string) => {
      const res = await of(rule).get(hashed(key));
      return res ? { count: res.consumedPoints, ttlMs: Math.max(0, res.msBeforeNext) } : { count: 0, ttlMs: 0 };
    };

    const refuse = (rule: Rule, ttlMs: number) => {
      app.metrics.refused('throttle', rule.name);
      return new TooManyAttempts(ttlMs);
    };

    const throttle: Throttle = {
      async consume(rule, key) {
        const res = await hit(of(rule), key);
        if (res.consumedPoints > rule.max) throw refuse(rule, res.msBeforeNext);
      },
      async check(rule, key) {
        const c = await peek(rule, key);
        if (c.count >= rule.max) throw refuse(rule, c.ttlMs);
      },
      async count(rule, key) {
        return (await hit(of(rule), key)).consumedPoints > rule.max;
      },
      async peek(rule, key) {
        return (await peek(rule, key)).count;
      },
      async clear(rule, key) {
        await of(rule).delete(hashed(key));
      },
      perAddress(max, windowMs) {
        // Each route counts on its own, whatever the method; a limit is named by the route's template
        // (every unknown path is one: the 404 answer's).
        const limiter = limiterOf(`rl:${max}/${windowMs}`, max, windowMs);
        return async (request, reply) => {
          const route = routeLabel(request);
          const res = await hit(limiter, `${route} ${addressKey(request.ip)}`);
          const remaining = Math.max(0, max - res.consumedPoints);
          if (res.consumedPoints <= max) return void reply.headers(limitHeaders(max, remaining, res.msBeforeNext));
          app.metrics.refused('rate-limit', route);
          const seconds = inSeconds(res.msBeforeNext);
          // Thrown, so the error handler says it in the request's language (decision 048).
          throw new HttpError(429, 'RATE_LIMITED', (w) => w.tooManyRequests(seconds), {
            ...limitHeaders(max, 0, res.msBeforeNext),
            'retry-after': String(seconds),
          });
        };
      },
    };
    app.decorate('throttle', throttle);
  },
  { name: 'throttle', dependencies: ['redis', 'metrics'] },
);
