import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's answers are the same for everyone (the operator's settings) and may be cached; every
     * other answer under /user/ and /api/ is told not to be kept (no-store.ts).
     */
    sharedCache?: boolean;
  }
}

/** The account, session and contact calls: what they answer is about a person. */
const PERSONAL = /^\/(user|api)\//;

/** Whether an answer to `request` may be about a person: by its route, else (no route) by its address. */
export function isPersonal(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.sharedCache) return false;
  return PERSONAL.test(request.routeOptions.url ?? request.url);
}

/**
 * Every answer under /user/ and /api/, errors and unknown addresses included, says `no-store`
 * (decision 107): a browser kept the profile and the saved checks in its disk cache, readable after
 * logout from the console with `cache: 'force-cache'`. One hook for all of them, so a new route
 * cannot forget it; it replaces whatever a route set, unless the route is marked `sharedCache`.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (isPersonal(request)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'no-store' },
);
