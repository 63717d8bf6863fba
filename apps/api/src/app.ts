import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Database } from './db/client.ts';
import type { Config } from './env.ts';
import { loggerOptions } from './logger.ts';
import cookie from '@fastify/cookie';
import auth from './plugins/app/auth.ts';
import content from './plugins/app/content.ts';
import dataDirClaim from './plugins/app/data-dir-claim.ts';
import db from './plugins/app/db.ts';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/app/errors.ts';
import gracefulClose from './plugins/app/graceful-close.ts';
import jsonBody from './plugins/app/json-body.ts';
import metrics from './plugins/app/metrics.ts';
import noStore from './plugins/app/no-store.ts';
import outbox, { type OutboxPluginOptions } from './plugins/app/outbox.ts';
import retention from './plugins/app/retention.ts';
import securityHeaders from './plugins/app/security-headers.ts';
import texts from './plugins/app/texts.ts';
import throttle from './plugins/app/throttle.ts';
import web from './plugins/app/web.ts';
import compress from './plugins/external/compress.ts';
import redis from './plugins/external/redis.ts';
import swagger from './plugins/external/swagger.ts';
import authRoutes from './routes/auth/index.ts';
import diagnosisRoutes from './routes/diagnosis/index.ts';
import healthRoutes from './routes/health/index.ts';
import siteRoutes from './routes/site/index.ts';
import userRoutes from './routes/user/index.ts';

export interface AppOptions {
  config: Config;
  /** Keep the embedded database in memory instead of the data folder (tests). */
  inMemoryDatabase?: boolean;
  /**
   * An open database to use instead of opening one; the app migrates it but leaves it open when it
   * closes (tests share one database per worker and empty it between tests).
   */
  database?: Database;
  /** Mail and SMS transports to use instead of the configured ones (tests of the providers). */
  transports?: OutboxPluginOptions['transports'];
}

/** The whole site as one Fastify plugin; server.ts listens, tests use `app.inject`. */
export async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  const { config } = opts;
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(errors);
  await fastify.register(gracefulClose);
  await fastify.register(jsonBody);
  // Before the limits (they report refusals to it) and the routes (its hook must see every answer).
  await fastify.register(metrics, { token: config.metricsToken });
  await fastify.register(securityHeaders);
  await fastify.register(noStore);
  await fastify.register(compress);
  await fastify.register(redis, { redisUrl: config.redisUrl });
  await fastify.register(throttle, { keyPrefix: config.redisPrefix });
  await fastify.register(texts, { dailyBudget: config.smsDailyBudget });
  await fastify.register(swagger, { publicUrl: config.publicUrl, version: '0.1.0' });
  const embeddedOnDisk = !opts.inMemoryDatabase && !opts.database && !config.databaseUrl;
  if (embeddedOnDisk) await fastify.register(dataDirClaim, { dataDir: config.dataDir });
  await fastify.register(db, {
    databaseUrl: config.databaseUrl,
    pgliteDir: opts.inMemoryDatabase ? undefined : join(config.dataDir, 'pglite'),
    ...(opts.database ? { database: opts.database } : {}),
  });

  await fastify.register(auth, {
    jwtSecret: config.jwtSecret,
    passwordHashCost: config.passwordHashCost,
    passwordChecks: config.passwordChecks,
  });
  await fastify.register(outbox, { config, ...(opts.transports ? { transports: opts.transports } : {}) });
  await fastify.register(retention);
  await fastify.register(content);

  await fastify.register(healthRoutes);
  await fastify.register(diagnosisRoutes);
  // Only the account calls read or write cookies (the refresh token and the session hint), so only
  // they parse them: the knowledge-base calls skip cookie hooks on every request.
  await fastify.register(async (accounts) => {
    await accounts.register(cookie);
    await accounts.register(authRoutes, { publicUrl: config.publicUrl });
    await accounts.register(userRoutes, {
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
      operatorEmail: config.site.contactEmail,
      erasureJournal: config.erasureJournal,
    });
  });
  const site = { grievance_officer: config.site.grievanceOfficer, contact_email: config.site.contactEmail };
  await fastify.register(siteRoutes, { site });
  await fastify.register(web, { webDist: config.webDist, site, publicUrl: config.publicUrl });
}

/**
 * Whom to believe about the client's address. Off unless the operator names the proxies in front
 * of the site (TRUST_PROXY): otherwise X-Forwarded-For is the client's own word, and every
 * per-address limit could be dodged by writing a new one. A hop count trusts that many addresses
 * nearest the server, the socket's peer first (proxy-addr's rule); Fastify itself treats a plain
 * number as "trust nothing", because it cannot tell a proxy from a client that reaches the server
 * directly, so the count is only for a server that nothing but its proxies can reach (README).
 */
export function trustProxyOption(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/**
 * How long a client may take to send a request (decision 071). Without limits, a client that sends
 * its headers or body a byte at a time, or stops half-way, held a socket for ever. Requests here
 * are small JSON (at most 64 kB, most under 5 kB): on a slow 2G upload (about 20 kbit/s) even a
 * full 64 kB body arrives in about 26 s, and a normal one in a few seconds.
 */
export const SOCKET_LIMITS = {
  /** The whole request, headers and body (Node's requestTimeout; a 408 and a closed socket after it). */
  requestMs: 30_000,
  /** The headers alone (Node's headersTimeout): a few hundred bytes, so shorter than the request's. */
  headersMs: 20_000,
  /**
   * A connection with no traffic at all (Fastify's connectionTimeout, the socket's inactivity
   * timeout): above Fastify's keepAliveTimeout (72 s), so idle kept-alive connections are ended by
   * that rule, and this one catches a connection that stalls while an answer is being written.
   */
  idleMs: 75_000,
  /** How often Node looks for requests past their limits (its default, 30 s, would double them). */
  checkEveryMs: 5_000,
};
export type SocketLimits = typeof SOCKET_LIMITS;

/** Fastify's own settings: the parts that are the same in production and in tests. */
export function serverOptions(config: Config, limits: SocketLimits = SOCKET_LIMITS): FastifyHttpOptions<Server> {
  return {
    logger: loggerOptions(config.logLevel),
    // Requests that arrive while shutting down get 503, Retry-After and a closed connection from
    // graceful-close.ts, as an API error answer; Fastify's own 503 has neither.
    return503OnClosing: false,
    // Answers made before any route runs, or by Node's HTTP parser, look like every other error.
    frameworkErrors,
    clientErrorHandler,
    bodyLimit: 64 * 1024,
    requestTimeout: limits.requestMs,
    connectionTimeout: limits.idleMs,
    http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: limits.checkEveryMs },
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: false,
    // No time limit on a plugin's start: on a busy machine the first start (which creates the
    // embedded database) took longer than Fastify's 10 s and was stopped. A start that hangs is
    // for the supervisor's health check to catch, not for a timer that load can exceed.
    pluginTimeout: 0,
    // `compile`: once every route is registered, find-my-way turns its routing trees into generated
    // code instead of walking them on each request (same matching, faster lookups; decision 015).
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200, compile: true },
  };
}

export async function buildApp(opts: AppOptions, overrides: FastifyHttpOptions<Server> = {}) {
  const fastify = Fastify({ ...serverOptions(opts.config), ...overrides }).withTypeProvider<ZodTypeProvider>();
  // Not encapsulated: the decorators (database) and the error handler apply to the whole server.
  await fastify.register(fp(app, { name: 'painpoint' }), opts);
  return fastify;
}
