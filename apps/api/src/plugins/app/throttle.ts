import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { HttpError } from './errors.ts';

/** A limit: at most `max` counted events per `windowMs`, per key. */
export interface Rule {
  name: string;
  max: number;
  windowMs: number;
}

interface Counter {
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  ttlMs: number;
}

interface Store {
  hit(key: string, windowMs: number): Promise<Counter>;
  peek(key: string): Promise<Counter>;
  clear(key: string): Promise<void>;
}

/** Counters in this process: right for one instance (the default, with no Redis). */
class MemoryStore implements Store {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  private live(key: string, now: number) {
    const c = this.counters.get(key);
    if (c && c.resetAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return c;
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    const now = Date.now();
    if (this.counters.size > 50_000) this.sweep(now);
    const c = this.live(key, now) ?? { count: 0, resetAt: now + windowMs };
    c.count += 1;
    this.counters.set(key, c);
    return { count: c.count, ttlMs: c.resetAt - now };
  }

  async peek(key: string): Promise<Counter> {
    const now = Date.now();
    const c = this.live(key, now);
    return c ? { count: c.count, ttlMs: c.resetAt - now } : { count: 0, ttlMs: 0 };
  }

  async clear(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private sweep(now: number) {
    for (const [k, c] of this.counters) if (c.resetAt <= now) this.counters.delete(k);
  }
}

const HIT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** Counters in Redis, shared by every instance behind a load balancer. */
class RedisStore implements Store {
  constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<Counter> {
    const [count, ttlMs] = (await this.redis.eval(HIT, 1, key, String(windowMs))) as [number, number];
    return { count, ttlMs };
  }

  async peek(key: string): Promise<Counter> {
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
    return count === null ? { count: 0, ttlMs: 0 } : { count: Number(count), ttlMs: Math.max(0, ttl) };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(key);
  }
}

export class TooManyAttempts extends HttpError {
  constructor(ttlMs: number) {
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    super(429, 'RATE_LIMITED', (w) => w.tooManyAttempts(seconds), {
      'retry-after': String(seconds),
    });
  }
}

/**
 * Throttling for the calls that guard accounts (login, sign-up, resets, codes, contact). Unlike the
 * per-route rate limit it can count only failures (wrong passwords per account) and key on what a
 * request is about (an account), not only on where it comes from.
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
    const memory = new MemoryStore();
    const shared = app.redis ? new RedisStore(app.redis) : undefined;
    // Keys are hashed: they may hold an e-mail address or phone number, which Redis need not see.
    const keyOf = (rule: Rule, key: string) =>
      `${opts.keyPrefix}th:${rule.name}:${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;

    /**
     * Redis when configured and connected; while it is away (or if a command fails), this
     * instance's own counters, so a limit is never switched off (the redis plugin logs the outage).
     */
    async function run<T>(op: (store: Store) => Promise<T>): Promise<T> {
      if (!shared || app.redisState() !== 'ok') return op(memory);
      try {
        return await op(shared);
      } catch (err) {
        app.log.debug({ err }, 'redis command failed; counted in this instance');
        return op(memory);
      }
    }

    const refuse = (rule: Rule, ttlMs: number) => {
      app.metrics.refused('throttle', rule.name);
      return new TooManyAttempts(ttlMs);
    };

    const throttle: Throttle = {
      async consume(rule, key) {
        const c = await run((s) => s.hit(keyOf(rule, key), rule.windowMs));
        if (c.count > rule.max) throw refuse(rule, c.ttlMs);
      },
      async check(rule, key) {
        const c = await run((s) => s.peek(keyOf(rule, key)));
        if (c.count >= rule.max) throw refuse(rule, c.ttlMs);
      },
      async count(rule, key) {
        const c = await run((s) => s.hit(keyOf(rule, key), rule.windowMs));
        return c.count > rule.max;
      },
      async peek(rule, key) {
        return (await run((s) => s.peek(keyOf(rule, key)))).count;
      },
      async clear(rule, key) {
        await run((s) => s.clear(keyOf(rule, key)));
      },
    };
    app.decorate('throttle', throttle);
  },
  { name: 'throttle', dependencies: ['redis', 'metrics'] },
);
