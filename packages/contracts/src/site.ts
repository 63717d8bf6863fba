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

/** Client routes of the web app. The server answers these with the app and others with a 404 page. */
export const WEB_ROUTES = [
  '/',
  '/about-us',
  '/terms-condition',
  '/privacy-policy',
  '/cookie-policy',
  '/man-body',
  '/pain-loaction-body',
  '/gender-age-weight',
  '/weight-age',
  '/steps-by-location',
  '/suggested-diagnosis',
  '/test-result',
  '/video-test-result',
  '/test-and-treatment',
  '/login',
  '/register',
  '/profile',
  '/contact-us',
  '/forgot-password',
  '/reset-password',
  '/reset-password-reset-password',
  '/reset-password-phone',
  '/reset-password-confirmation-phone',
] as const;

/** Client routes with a parameter; the server answers any path that fits with the app. */
export const WEB_ROUTE_PATTERNS = ['/set-password/:slug'] as const;
