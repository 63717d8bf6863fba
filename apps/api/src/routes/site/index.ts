import { SiteConfig } from '@painpoint/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface SiteRoutesOptions {
  site: SiteConfig;
}

const routes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, opts) => {
  const body = JSON.stringify(SiteConfig.parse(opts.site));
  app.get(
    '/api/site-config/',
    {
      // The same for every visitor: cached, unlike the personal answers under /api/ (no-store.ts).
      config: { sharedCache: true },
      schema: {
        tags: ['site'],
        summary: "The operator's settings shown by the web app: grievance officer and contact address",
        response: { 200: SiteConfig },
      },
    },
    async (_request, reply) => {
      // Pre-serialised once: the answer never changes while the process runs.
      reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8');
      return reply.serializer((payload) => payload as string).send(body as never);
    },
  );
};
export default routes;
