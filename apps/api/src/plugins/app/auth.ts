import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { DeviceCookies } from '../../accounts/devices.ts';
import { Passwords } from '../../accounts/passwords.ts';
import { Sessions } from '../../accounts/sessions.ts';
import { AccessTokens } from '../../accounts/tokens.ts';
import { findLiveSessionAccount } from '../../db/repositories/sessions.ts';
import type { Config, PasswordHashCost } from '../../env.ts';
import { HttpError } from './errors.ts';
import type { Say } from '../../wording/index.ts';

/** The logged-in account behind a request with a valid bearer token. */
export interface AccountRef {
  id: string;
  email: string | null;
  phone: string | null;
  sessionVersion: number;
  /** The login the token belongs to. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Logins and their refresh tokens. */
    sessions: Sessions;
    /** New passwords' strength check and hashing (on worker threads), and login's check. */
    passwords: Passwords;
    /** The signed cookies that mark a browser as one that has logged in to an account before. */
    deviceCookies: DeviceCookies;
    /**
     * onRequest hook: a valid bearer token of a live login of an existing account, or 401. As an
     * onRequest hook it runs before the body is read, so a call without a token gets 401 whatever
     * its body, and an unauthenticated body is never parsed.
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Like authenticate, but a request without a (valid) token goes on as a visitor. */
    authenticateOptional(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    account: AccountRef | undefined;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
  passwordHashCost: PasswordHashCost;
  passwordChecks: Config['passwordChecks'];
}

const LOG_IN_AGAIN: Say = (w) => w.logInAgain;

/**
 * Bearer authentication. A token is accepted only while its login is live (not logged out, not
 * revoked after a spent refresh token came back, not past its end), its account exists and its
 * session version matches — one primary-key lookup per request — so logging out, deleting the
 * account, resetting the password or "sign out everywhere" ends the access tokens at once rather
 * than when the 15-minute tokens run out.
 */
export default fp<AuthPluginOptions>(
  async (app, opts) => {
    const tokens = new AccessTokens(opts.jwtSecret);
    app.decorate('accessTokens', tokens);
    app.decorate('sessions', new Sessions(app.database, opts.jwtSecret));
    app.decorate('deviceCookies', new DeviceCookies(opts.jwtSecret));
    app.decorate('passwords', new Passwords(opts.passwordHashCost, opts.passwordChecks));
    app.decorateRequest('account', undefined);

    async function resolve(request: FastifyRequest, required: boolean) {
      const header = request.headers.authorization;
      if (!header) {
        if (required) throw new HttpError(401, 'UNAUTHORIZED', (w) => w.logInFirst);
        return;
      }
      const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header);
      const claims = match ? await tokens.verify(match[1]!) : undefined;
      // Where an account is optional (contact), a stale token just means "a visitor".
      if (!claims && !required) return;
      if (!claims) throw new HttpError(401, 'UNAUTHORIZED', LOG_IN_AGAIN);
      const row = await findLiveSessionAccount(app.database, claims.sessionId, claims.userId);
      if (!row || row.sessionVersion !== claims.sessionVersion) {
        if (!required) return;
        throw new HttpError(401, 'UNAUTHORIZED', LOG_IN_AGAIN);
      }
      request.account = { ...row, sessionId: claims.sessionId };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => resolve(request, true));
    app.decorate('authenticateOptional', async (request: FastifyRequest) => resolve(request, false));
  },
  { name: 'auth', dependencies: ['db'] },
);

/** How the OpenAPI document marks a call that needs the access token (swagger.ts names the scheme). */
export const BEARER_SECURITY = [{ bearer: [] }];

/**
 * Makes `scope` one where every route needs a logged-in account, as fastify/demo's autohooks give a
 * folder's routes shared hooks: each route added in it (or in a scope inside it) is authenticated
 * and is documented as needing a bearer token, so no route repeats either and a new one cannot
 * forget them. Call it before registering the routes. The check is appended to each route's own
 * onRequest hooks rather than added to the scope: it then runs exactly where a route's
 * `onRequest: app.authenticate` ran, after the API headers (security-headers.ts) and before the body
 * is read.
 */
export function requireBearer(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), scope.authenticate];
    route.schema = { ...route.schema, security: BEARER_SECURITY } as FastifySchema;
  });
}
