import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AccessTokens } from '../../accounts/tokens.ts';
import { HttpError } from './errors.ts';

/** The logged-in account behind a request with a valid bearer token. */
export interface AccountRef {
  id: string;
  email: string | null;
  phone: string | null;
  sessionVersion: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** preHandler: a valid bearer token for an existing account, or 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: like authenticate, but a request without a token goes on as a visitor. */
    authenticateOptional(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    account: AccountRef | undefined;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
}

const LOG_IN_AGAIN = 'Your session has ended. Please log in again.';

/**
 * Bearer authentication. A token is accepted only while its account exists and its session
 * version matches, so deleting an account, resetting a password or "sign out everywhere" ends
 * every session at once rather than when the 15-minute tokens run out.
 */
export default fp<AuthPluginOptions>(
  async (app, opts) => {
    const tokens = new AccessTokens(opts.jwtSecret);
    app.decorate('accessTokens', tokens);
    app.decorateRequest('account', undefined);

    async function resolve(request: FastifyRequest, required: boolean) {
      const header = request.headers.authorization;
      if (!header) {
        if (required) throw new HttpError(401, 'UNAUTHORIZED', 'Please log in first.');
        return;
      }
      const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header);
      const claims = match ? await tokens.verify(match[1]!) : undefined;
      // Where an account is optional (contact), a stale token just means "a visitor".
      if (!claims && !required) return;
      if (!claims) throw new HttpError(401, 'UNAUTHORIZED', LOG_IN_AGAIN);
      const [row] = await app.database.query<{
        id: string;
        email: string | null;
        phone: string | null;
        session_version: number;
      }>('SELECT id, email, phone, session_version FROM users WHERE id = $1', [claims.userId]);
      if (!row || row.session_version !== claims.sessionVersion) {
        if (!required) return;
        throw new HttpError(401, 'UNAUTHORIZED', LOG_IN_AGAIN);
      }
      request.account = { id: row.id, email: row.email, phone: row.phone, sessionVersion: row.session_version };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => resolve(request, true));
    app.decorate('authenticateOptional', async (request: FastifyRequest) => resolve(request, false));
  },
  { name: 'auth', dependencies: ['db'] },
);
