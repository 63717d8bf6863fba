import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { outboxBacklog, type OutboxBacklog } from '../../db/repositories/outbox.ts';
import { HttpError } from './errors.ts';

/** Which limiter refused a request: a route's limit per address or an account throttle (both throttle.ts). */
export type Limiter = 'rate-limit' | 'throttle';

/** A text queued for sending, or why one was refused (decision 109). */
export type TextOutcome = 'queued' | 'country' | 'type' | 'budget';

/** What the rest of the site reports to the metrics; does nothing when the metrics are off. */
export interface Metrics {
  /** A request refused by a limit: `limit` is the limit's name (a throttle rule, a route's template). */
  refused(limiter: Limiter, limit: string): void;
  /** A text queued, or refused: to a country not served, to a number that is no mobile, or over the day's budget. */
  text(outcome: TextOutcome): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface MetricsPluginOptions {
  /** The bearer token a scraper must send; without one there is no /metrics (it answers 404). */
  token: string | undefined;
}

/** The label of every request that matched no route: unknown paths must not make new series. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The route a request matched, as its URL template ("/user/:id"), never the raw URL. */
export function routeLabel(request: FastifyRequest): string {
  return request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
}

/**
 * Whether `header` is exactly "Bearer <token>", in time that does not depend on how much of it is
 * right: both sides are hashed first, so they always have the same length.
 */
function bearerMatcher(token: string): (header: string | undefined) => boolean {
  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  return (header) =>
    timingSafeEqual(
      createHash('sha256')
        .update(header ?? '')
        .digest(),
      expected,
    );
}

function register(app: FastifyInstance, token: string): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  // The request count is this histogram's `_count`: one observation a request, not two.
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from routing a request to the end of its answer, by route template, method and status.',
    labelNames: ['route', 'method', 'status_code'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'painpoint_rate_limit_refusals_total',
    help: 'Requests refused by a limit (429), by limiter and limit name.',
    labelNames: ['limiter', 'limit'],
    registers: [registry],
  });
  const textsQueued = new Counter({
    name: 'painpoint_sms_queued_total',
    help: 'Text messages queued for sending (each one counted against the daily budget).',
    registers: [registry],
  });
  const textsRefused = new Counter({
    name: 'painpoint_sms_refused_total',
    help: 'Text messages refused, by reason: country (not served), type (not a mobile), budget (the day’s is spent).',
    labelNames: ['reason'],
    registers: [registry],
  });
  // Read from the shared store: the same figure on every instance (take the max, not the sum).
  new Gauge({
    name: 'painpoint_sms_budget_used',
    help: 'Text messages counted against today’s budget (UTC day), on every instance together.',
    registers: [registry],
    async collect() {
      // The texts plugin registers after this one; scrapes come only once the site is ready.
      this.set(await app.texts.used().catch(() => Number.NaN));
    },
  });
  new Gauge({
    name: 'painpoint_sms_budget_limit',
    help: 'The most text messages sent in a day (SMS_DAILY_BUDGET).',
    registers: [registry],
    collect() {
      this.set(app.texts.dailyBudget);
    },
  });
  new Gauge({
    name: 'painpoint_knowledge_base_info',
    help: 'The knowledge-base version being served (value 1).',
    labelNames: ['version'],
    registers: [registry],
    collect() {
      this.reset();
      // The content plugin registers after this one; scrapes come only once the site is ready.
      this.set({ version: app.content.version }, 1);
    },
  });
  // prom-client collects every metric at once: both outbox gauges wait for the same query.
  let backlog: Promise<OutboxBacklog | undefined> | undefined;
  const readBacklog = () =>
    (backlog ??= outboxBacklog(app.database)
      .catch((err: unknown) => {
        app.log.warn({ err }, 'metrics: the outbox could not be read');
        return undefined;
      })
      .finally(() => {
        backlog = undefined;
      }));
  new Gauge({
    name: 'painpoint_outbox_depth',
    help: 'Messages (e-mail and SMS) not sent yet.',
    registers: [registry],
    async collect() {
      // NaN ("unknown") while the database is away: the other figures still matter then.
      this.set((await readBacklog())?.unsent ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'painpoint_outbox_oldest_unsent_age_seconds',
    help: 'How long the oldest message not sent yet has waited (0 when none waits).',
    registers: [registry],
    async collect() {
      this.set((await readBacklog())?.oldestAgeSeconds ?? Number.NaN);
    },
  });

  // onResponse runs for every answer, after the answer has gone: it adds no latency.
  app.addHook('onResponse', (request, reply, done) => {
    requests.observe(
      {
        route: routeLabel(request),
        method: request.method,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const authorized = bearerMatcher(token);
  app.get(
    '/metrics',
    {
      schema: { hide: true },
      onRequest: (request, _reply, done) => {
        if (authorized(request.headers.authorization)) return done();
        done(
          new HttpError(401, 'UNAUTHORIZED', 'The metrics need the bearer token this site was given.', {
            'www-authenticate': 'Bearer realm="metrics"',
          }),
        );
      },
    },
    async (_request, reply) => {
      const text = await registry.metrics();
      return reply.type(registry.contentType).send(text);
    },
  );

  return {
    refused: (limiter, limit) => refusals.inc({ limiter, limit }),
    text: (outcome) => (outcome === 'queued' ? textsQueued.inc() : textsRefused.inc({ reason: outcome })),
  };
}

/**
 * Prometheus metrics at GET /metrics (decision 017), served only when METRICS_TOKEN is set and only
 * to a scraper that sends it; otherwise no hook, no registry and no route exist, and /metrics is
 * an unknown path like any other.
 */
export default fp<MetricsPluginOptions>(
  async (app, opts) => {
    app.decorate('metrics', opts.token ? register(app, opts.token) : { refused: () => {}, text: () => {} });
  },
  { name: 'metrics' },
);
