import {
  ErrorBody,
  LoginRequest,
  REFRESH_COOKIE,
  RefreshRequest,
  RefreshResponse,
  TokenPair,
} from '@painpoint/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies, requireSameOrigin, setSessionCookies } from '../../accounts/cookies.ts';
import { identityColumn, identityOf } from '../../accounts/identity.ts';
import { verifyPassword } from '../../accounts/passwords.ts';
import { RULES } from '../../accounts/rules.ts';
import { revokeFamilyOf, rotate, startSession } from '../../accounts/sessions.ts';
import { HttpError } from '../../plugins/app/errors.ts';

export interface AuthRoutesOptions {
  publicUrl: string;
}

/** Spec §8's login failure, the same for an unknown account and a wrong password. */
export const LOGIN_FAILED = 'Wrong email/password! Please try again';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

const routes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  app.post(
    '/api/login-user/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in with an e-mail address or phone number and a password',
        description:
          'Answers the token pair. The access token is a JWT valid for 15 minutes; the refresh token works once (see /api/token/refresh/). ' +
          'The web app receives the refresh token as an HttpOnly cookie as well. A wrong password and an unknown account get the same answer. ' +
          'Throttled per address and per account (5 wrong passwords in 15 minutes), with 429 and Retry-After.',
        body: LoginRequest,
        response: { 200: TokenPair, ...errors },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      await app.throttle.consume(RULES.loginPerAddress, request.ip);
      const identity = identityOf(username);
      const accountKey = identity?.value ?? username.trim().toLowerCase();
      try {
        await app.throttle.check(RULES.loginFailuresPerAccount, accountKey);
      } catch (e) {
        request.log.info({ event: 'login', outcome: 'throttled' }, 'login attempt');
        throw e;
      }
      const [user] = identity
        ? await app.database.query<{ id: string; password_hash: string; session_version: number }>(
            `SELECT id, password_hash, session_version FROM users WHERE ${identityColumn(identity)} = $1`,
            [identity.value],
          )
        : [];
      const ok = await verifyPassword(user?.password_hash, password);
      if (!user || !ok) {
        await app.throttle.count(RULES.loginFailuresPerAccount, accountKey);
        request.log.info(
          { event: 'login', outcome: user ? 'wrong_password' : 'unknown_account', user: user?.id },
          'login attempt',
        );
        throw new HttpError(401, 'UNAUTHORIZED', LOGIN_FAILED);
      }
      await app.throttle.clear(RULES.loginFailuresPerAccount, accountKey);
      const session = await startSession(app.database, user.id);
      const access = await app.accessTokens.sign({ userId: user.id, sessionVersion: user.session_version });
      setSessionCookies(reply, session.refresh, session.familyExpiresAt);
      request.log.info({ event: 'login', outcome: 'success', user: user.id }, 'login attempt');
      return { access, refresh: session.refresh };
    },
  );

  app.post(
    '/api/token/refresh/',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Trade a refresh token for a new access token (and a new refresh token)',
        description:
          'The refresh token comes in the body (API clients, answered with a new pair) or in the HttpOnly cookie (the web app, answered with the access token only and a new cookie; the request must come from the site itself). ' +
          'Each refresh token works once; presenting a spent one revokes every token of that login, except within 30 seconds of its use and before its successor is used (a retry of a refresh whose answer was lost), when it gets a new successor. A login lasts at most 30 days.',
        body: RefreshRequest,
        response: { 200: RefreshResponse, ...errors },
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refresh;
      if (!fromBody) requireSameOrigin(request, opts.publicUrl);
      const token = fromBody ?? request.cookies[REFRESH_COOKIE];
      const rotation = token ? await rotate(app.database, token) : undefined;
      if (!rotation?.ok) {
        if (rotation?.reason === 'reused') {
          request.log.warn(
            { event: 'refresh', outcome: 'reused' },
            'a spent refresh token was presented; its login is revoked',
          );
        }
        if (!fromBody) clearSessionCookies(reply);
        throw new HttpError(401, 'UNAUTHORIZED', 'Your session has ended. Please log in again.');
      }
      const access = await app.accessTokens.sign({ userId: rotation.userId, sessionVersion: rotation.sessionVersion });
      if (fromBody) return { access, refresh: rotation.refresh };
      setSessionCookies(reply, rotation.refresh, rotation.familyExpiresAt);
      return { access };
    },
  );

  app.post(
    '/api/token/revoke/',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Log out: the refresh token (body or cookie) and its login stop working',
        body: RefreshRequest,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refresh;
      if (!fromBody) requireSameOrigin(request, opts.publicUrl);
      const token = fromBody ?? request.cookies[REFRESH_COOKIE];
      if (token) await revokeFamilyOf(app.database, token);
      clearSessionCookies(reply);
      return reply.code(204).send(null);
    },
  );
};
export default routes;
