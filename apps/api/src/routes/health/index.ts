import { ErrorBody, Health, Readiness } from '@painpoint/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from '../../plugins/app/errors.ts';
import { told } from '../../wording/index.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness: the process is up',
        response: { 200: Health },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['site'],
        summary: 'Readiness: the process can serve, its database answers',
        description:
          'With REDIS_URL set, `redis` says whether the shared counters are in use (`ok`) or Redis is away (`degraded`): the site stays ready then, and limits are counted in each instance until Redis is back.',
        response: { 200: Readiness, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        const redis = app.redisState();
        return { status: 'ok' as const, database: app.database.kind, ...(redis === 'off' ? {} : { redis }) };
      } catch (err) {
        request.log.warn({ err }, 'readiness check: database unreachable');
        reply.header('Retry-After', '5');
        return sendError(reply, 503, {
          code: 'SERVICE_UNAVAILABLE',
          ...told(request, reply, (w) => w.databaseUnreachable),
        });
      }
    },
  );
};
export default routes;
