import { z } from 'zod/mini';

/** GET /api/site-config/: operator settings the web app shows (legal pages, contact). */
export const SiteConfig = z.object({
  grievance_officer: z.object({ name: z.string(), email: z.string(), address: z.string() }),
  contact_email: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

export const Health = z.object({ status: z.literal('ok') });
export const Readiness = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /**
   * Only when REDIS_URL is set: `degraded` while Redis is away. The site stays ready then, counting
   * limits in each instance until it is back.
   */
  redis: z.optional(z.enum(['ok', 'degraded'])),
});
