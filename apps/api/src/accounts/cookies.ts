import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, SESSION_HINT_COOKIE } from '@painpoint/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/app/errors.ts';

/**
 * The web app's session: the refresh token in an HttpOnly, Secure, SameSite=Strict cookie sent only
 * to the token calls, and a hint cookie with no secret in it that tells the page a session may exist.
 */
export function setSessionCookies(reply: FastifyReply, refresh: string, expires: Date): void {
  const common = { secure: true, sameSite: 'strict', expires } as const;
  reply.setCookie(REFRESH_COOKIE, refresh, { ...common, httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...common, httpOnly: false, path: '/' });
}

export function clearSessionCookies(reply: FastifyReply): void {
  const common = { secure: true, sameSite: 'strict' } as const;
  reply.clearCookie(REFRESH_COOKIE, { ...common, httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...common, path: '/' });
}

/**
 * Calls authenticated by cookie must come from the site's own pages: the Origin header (sent by
 * browsers on every POST) must be this site, in addition to SameSite=Strict.
 */
export function requireSameOrigin(request: FastifyRequest, publicUrl: string): void {
  if (isFromSite(request, publicUrl)) return;
  throw new HttpError(403, 'FORBIDDEN', (w) => w.onlyFromSite);
}

/** Whether a browser sent the request from the site's own pages (its Origin, or Sec-Fetch-Site). */
export function isFromSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  const allowed = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
  return origin ? allowed.has(origin) : request.headers['sec-fetch-site'] === 'same-origin';
}
