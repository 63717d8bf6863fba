import {
  ErrorBody,
  LoginRequest,
  REFRESH_COOKIE,
  RefreshRequest,
  RefreshResponse,
  TokenPair,
} from '@painpoint/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies, isFromSite, requireSameOrigin, setSessionCookies } from '../../accounts/cookies.ts';
import { DEVICE_COOKIE, DEVICE_TRUST_DAYS, setDeviceCookie } from '../../accounts/devices.ts';
import { acceptEmptyJsonBody } from '../../accounts/empty-body.ts';
import { attemptKeys, identityOf, realNumberFor, type Identity } from '../../accounts/identity.ts';
import { RULES } from '../../accounts/rules.ts';
import {
  correctPhone,
  findCredentials,
  findCredentialsByPhone,
  type Credentials,
} from '../../db/repositories/users.ts';
import type { Query } from '../../db/client.ts';
import { addressKey } from '../../plugins/app/client-address.ts';
import { HttpError } from '../../plugins/app/errors.ts';
import type { Say } from '../../wording/index.ts';

export interface AuthRoutesOptions {
  publicUrl: string;
}

/** docs/product.md §8's login failure, the same for an unknown account and a wrong password. */
export const LOGIN_FAILED: Say = (w) => w.loginFailed;

/** The Clear-Site-Data of the logout answer (decision 107). */
export const CLEAR_AT_LOGOUT = '"cache"';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 429: ErrorBody };

/** The account a login name names: by address, or by the first stored form of the number that has one. */
async function findAccount(q: Query, identity: Identity): Promise<(Credentials & { phone?: string }) | undefined> {
  if (identity.kind === 'email') return findCredentials(q, identity);
  return findCredentialsByPhone(q, identity.forms);
}

const routes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  app.post(
    '/api/login-user/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in with an e-mail address or phone number and a password',
        description:
          'Answers the token pair. The access token is a JWT valid for 15 minutes, ended at once by logging out (it names its login); the refresh token works once (see /api/token/refresh/). ' +
          "The refresh token is also set as an HttpOnly cookie; a login from the site's own pages (its Origin, or Sec-Fetch-Site: same-origin) gets it only there, not in the body. A wrong password, an unknown account and an account whose address or number is not yet proven (POST /user/verify-account/) get the same answer. " +
          '`username` is an e-mail address or a phone number as people type it: with its country code ("+91 98765 43210", "0091…", "91 98765 43210") or without ("098765 43210", "(415) 555-7380"), when it is tried as an Indian number, then as a US one. ' +
          'Throttled per address (30 tries in 15 minutes) and, against guessing, per account: 5 wrong passwords in 15 minutes lock the account for 15 minutes for every client without its device cookie, with 429 and Retry-After. ' +
          `A successful login sets that device cookie (\`${DEVICE_COOKIE}\`: signed, bound to the account, HttpOnly, sent only to this call, kept ${DEVICE_TRUST_DAYS} days); ` +
          "a client that presents it is not locked out by others' wrong passwords and has its own limit of 5 wrong passwords in 15 minutes (OWASP device cookies).",
        body: LoginRequest,
        response: { 200: TokenPair, ...errors },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      await app.throttle.consume(RULES.loginPerAddress, addressKey(request.ip));
      const identity = identityOf(username);
      const user = identity ? await findAccount(app.database, identity) : undefined;
      // A browser that has logged in to this account before counts its own wrong passwords; any
      // other client counts against the account's limit, whether or not the account exists.
      const device = user ? app.deviceCookies.trusted(request.cookies[DEVICE_COOKIE], user.id) : undefined;
      const [rule, keys] = device
        ? [RULES.loginFailuresPerDevice, [device]]
        : [RULES.loginFailuresPerAccount, identity ? attemptKeys(identity) : [username.trim().toLowerCase()]];
      const trusted = device !== undefined;
      try {
        for (const key of keys) await app.throttle.check(rule, key);
      } catch (e) {
        request.log.info({ event: 'login', outcome: 'throttled', trusted_device: trusted }, 'login attempt');
        throw e;
      }
      const ok = await app.passwords.verify(user?.passwordHash, password);
      // An account whose address or number is not proven yet is answered, and counted, exactly as a
      // wrong password (decision 065): a distinct answer would say the address has signed up.
      if (!user || !ok || !user.verified) {
        for (const key of keys) await app.throttle.count(rule, key);
        request.log.info(
          {
            event: 'login',
            outcome: !user ? 'unknown_account' : ok ? 'unverified' : 'wrong_password',
            user: user?.id,
            trusted_device: trusted,
          },
          'login attempt',
        );
        throw new HttpError(401, 'UNAUTHORIZED', LOGIN_FAILED);
      }
      for (const key of keys) await app.throttle.clear(rule, key);
      // A number kept in an older form (decision 075) is stored as the real number its owner typed.
      if (user.phone !== undefined && identity?.kind === 'phone') {
        const real = realNumberFor(identity, user.phone);
        if (real && (await correctPhone(app.database, user.id, user.phone, real)))
          request.log.info({ event: 'phone_corrected', user: user.id }, 'stored phone number corrected');
      }
      const session = await app.sessions.start(user.id);
      const access = await app.accessTokens.sign({
        userId: user.id,
        sessionId: session.sessionId,
        sessionVersion: user.sessionVersion,
      });
      setSessionCookies(reply, session.refresh, session.familyExpiresAt);
      setDeviceCookie(reply, app.deviceCookies.issue(user.id));
      request.log.info({ event: 'login', outcome: 'success', user: user.id, trusted_device: trusted }, 'login attempt');
      // The site's own pages keep the refresh token only in the HttpOnly cookie set above.
      return isFromSite(request, opts.publicUrl) ? { access } : { access, refresh: session.refresh };
    },
  );

  // Logout and refresh take their token from the cookie with no body at all (docs/product.md §7's style).
  await app.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    acceptEmptyJsonBody(scope);

    scope.post(
      '/api/token/refresh/',
      {
        onRequest: app.throttle.perAddress(60, 60_000),
        schema: {
          tags: ['accounts'],
          summary: 'Trade a refresh token for a new access token (and a new refresh token)',
          description:
            'The refresh token comes in the body (API clients, answered with a new pair) or in the HttpOnly cookie (the web app, answered with the access token only and a new cookie; the request must come from the site itself; the body may then be empty or absent). ' +
            'Each refresh token works once; presenting a spent one revokes that login, its access tokens included, except within 30 seconds of its use and before its successor is used (a retry of a refresh whose answer was lost), when it gets the same successor again: ' +
            'a refresh token has only one successor, so parallel or repeated refreshes of one token all answer the same new refresh token. A login lasts at most 30 days.',
          body: RefreshRequest,
          response: { 200: RefreshResponse, ...errors },
        },
      },
      async (request, reply) => {
        const fromBody = request.body?.refresh;
        if (!fromBody) requireSameOrigin(request, opts.publicUrl);
        const token = fromBody ?? request.cookies[REFRESH_COOKIE];
        const rotation = token ? await app.sessions.rotate(token) : undefined;
        if (!rotation?.ok) {
          if (rotation?.reason === 'reused') {
            request.log.warn(
              { event: 'refresh', outcome: 'reused' },
              'a spent refresh token was presented; its login is revoked',
            );
          }
          if (!fromBody) clearSessionCookies(reply);
          throw new HttpError(401, 'UNAUTHORIZED', (w) => w.logInAgain);
        }
        const access = await app.accessTokens.sign({
          userId: rotation.userId,
          sessionId: rotation.sessionId,
          sessionVersion: rotation.sessionVersion,
        });
        if (fromBody) return { access, refresh: rotation.refresh };
        setSessionCookies(reply, rotation.refresh, rotation.familyExpiresAt);
        return { access };
      },
    );

    scope.post(
      '/api/token/revoke/',
      {
        onRequest: app.throttle.perAddress(60, 60_000),
        schema: {
          tags: ['accounts'],
          summary: 'Log out: the refresh token (body or cookie) and its login stop working',
          description:
            'The login ends at once: its refresh tokens and its access tokens stop working. With the cookie, the body may be empty or absent.',
          body: RefreshRequest,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const fromBody = request.body?.refresh;
        if (!fromBody) requireSameOrigin(request, opts.publicUrl);
        const token = fromBody ?? request.cookies[REFRESH_COOKIE];
        if (token) await app.sessions.revokeLoginOf(token);
        clearSessionCookies(reply);
        // The browser drops what it cached of the site (decision 107); not "storage", which would
        // also remove the offline copy of the site, its service worker and the theme chosen.
        reply.header('clear-site-data', CLEAR_AT_LOGOUT);
        return reply.code(204).send(null);
      },
    );
  });
};
export default routes;
