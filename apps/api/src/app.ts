import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import type { Config } from './env.ts';
import { loggerOptions } from './logger.ts';
import content from './plugins/app/content.ts';
import db from './plugins/app/db.ts';
import errors from './plugins/app/errors.ts';
import gracefulClose from './plugins/app/graceful-close.ts';
import securityHeaders from './plugins/app/security-headers.ts';
import web from './plugins/app/web.ts';
import compress from './plugins/external/compress.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import swagger from './plugins/external/swagger.ts';
import diagnosisRoutes from './routes/diagnosis/index.ts';
import healthRoutes from './routes/health/index.ts';
import siteRoutes from './routes/site/index.ts';

export interface AppOptions {
  config: Config;
  /** Keep the embedded database in memory instead of the data folder (tests). */
  inMemoryDatabase?: boolean;
}

/** The whole site as one Fastify plugin; server.ts listens, tests use `app.inject`. */
export async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  const { config } = opts;
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(errors);
  await fastify.register(gracefulClose);
  await fastify.register(securityHeaders);
  await fastify.register(compress);
  await fastify.register(rateLimit, { redisUrl: config.redisUrl });
  await fastify.register(swagger, { publicUrl: config.publicUrl, version: '0.1.0' });
  await fastify.register(db, {
    databaseUrl: config.databaseUrl,
    pgliteDir: opts.inMemoryDatabase ? undefined : join(config.dataDir, 'pglite'),
  });

  await fastify.register(content);

  await fastify.register(healthRoutes);
  await fastify.register(diagnosisRoutes);
  await fastify.register(siteRoutes, {
    site: {
      grievance_officer: config.site.grievanceOfficer,
      contact_email: config.site.contactEmail,
    },
  });
  await fastify.register(web, { webDist: config.webDist });
}

/** Fastify's own settings: the parts that are the same in production and in tests. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger: loggerOptions(config.logLevel),
    // Requests that arrive while shutting down get 503 and a closed connection.
    return503OnClosing: true,
    bodyLimit: 64 * 1024,
    trustProxy: config.env === 'production',
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  };
}

export async function buildApp(opts: AppOptions, overrides: FastifyServerOptions = {}) {
  const fastify = Fastify({ ...serverOptions(opts.config), ...overrides }).withTypeProvider<ZodTypeProvider>();
  // Not encapsulated: the decorators (database) and the error handler apply to the whole server.
  await fastify.register(fp(app, { name: 'painpoint' }), opts);
  return fastify;
}
