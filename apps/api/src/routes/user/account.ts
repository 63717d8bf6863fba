import {
  Account,
  AccountExport,
  CreateAccountRequest,
  CreateAccountResponse,
  DialCode,
  Email,
  ErrorBody,
  LINK_TTL_MINUTES,
  MessageOk,
  NationalNumber,
  PROFILE_NOTICE_VERSION,
  ProfileInput,
  toE164,
} from '@painpoint/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies } from '../../accounts/cookies.ts';
import { acceptEmptyJsonBody } from '../../accounts/empty-body.ts';
import { issueLink } from '../../accounts/one-time.ts';
import { hashPassword, passwordProblem } from '../../accounts/passwords.ts';
import { RULES } from '../../accounts/rules.ts';
import { endAllSessions } from '../../accounts/sessions.ts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../plugins/app/errors.ts';

export interface AccountRoutesOptions {
  publicUrl: string;
}

/** Spec §8's sign-up failure for an address or number that already has an account. */
export const ACCOUNT_EXISTS = 'Account already exist';

const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };

type Query = Pick<Database, 'query'>;
const iso = (d: Date | string) => new Date(d).toISOString();

async function loadAccount(q: Query, userId: string): Promise<Account> {
  const [row] = await q.query<{
    email: string | null;
    phone: string | null;
    created_at: Date | string;
    name: string | null;
    age_range: string | null;
    sex: string | null;
    body_type: string | null;
    consent_given_at: Date | string | null;
    consent_notice_version: string | null;
    updated_at: Date | string | null;
  }>(
    `SELECT u.email, u.phone, u.created_at, p.name, p.age_range, p.sex, p.body_type,
            p.consent_given_at, p.consent_notice_version, p.updated_at
       FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  if (!row) throw new HttpError(401, 'UNAUTHORIZED', 'Your session has ended. Please log in again.');
  return Account.parse({
    email: row.email,
    phone_number: row.phone,
    created_at: iso(row.created_at),
    profile:
      row.name === null
        ? null
        : {
            name: row.name,
            age_range: row.age_range,
            sex: row.sex,
            body_type: row.body_type,
            consent: { given_at: iso(row.consent_given_at!), notice_version: row.consent_notice_version },
            updated_at: iso(row.updated_at!),
          },
  });
}

function isUniqueViolation(e: unknown): boolean {
  return (e as { code?: string } | undefined)?.code === '23505';
}

const routes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, opts) => {
  // Authentication comes first (onRequest): a call without a valid token is answered 401 before
  // its body is read or validated.
  const bearer = { onRequest: app.authenticate };

  app.post(
    '/user/create-account/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account with an e-mail address or a phone number, and a password',
        description:
          'Passwords: at least 8 characters (up to 128), no composition rules; a password that is easy to guess (a zxcvbn score below 3: a common password, a word, a name, a keyboard pattern, or made from the address, the number or the site name) is refused with 400 and what to do instead. Accounts are for adults (18 or over). ' +
          `An address that already has an account is answered 409 (spec wording "${ACCOUNT_EXISTS}"), and its owner is sent a link to set a new password in case they forgot they had one.`,
        body: CreateAccountRequest,
        response: { 201: CreateAccountResponse, ...errors },
      },
    },
    async (request, reply) => {
      await app.throttle.consume(RULES.signUpPerAddress, request.ip);
      const body = request.body;
      const email = body.email?.trim() ? Email.parse(body.email) : undefined;
      const phone = email
        ? undefined
        : toE164(DialCode.parse(body.dialCode ?? ''), NationalNumber.parse(body.phone ?? ''));
      const login = email ?? phone;
      if (!login) throw new HttpError(400, 'BAD_REQUEST', 'Give either an e-mail address or a phone number.');
      const problem = await passwordProblem(body.password, login);
      if (problem) throw new HttpError(400, 'BAD_REQUEST', problem);

      const column = email ? 'email' : 'phone';
      const [existing] = await app.database.query<{ id: string }>(`SELECT id FROM users WHERE ${column} = $1`, [login]);
      if (existing) {
        if (email) await offerSetPassword(existing.id, email);
        throw new HttpError(409, 'CONFLICT', ACCOUNT_EXISTS);
      }
      const passwordHash = await hashPassword(body.password);
      try {
        await app.database.query(`INSERT INTO users (${column}, password_hash) VALUES ($1, $2)`, [login, passwordHash]);
      } catch (e) {
        if (isUniqueViolation(e)) throw new HttpError(409, 'CONFLICT', ACCOUNT_EXISTS);
        throw e;
      }
      request.log.info({ event: 'account_created', kind: column }, 'account created');
      return reply.code(201).send(email ? { email } : { phone_number: login });
    },
  );

  /** Someone signed up with an address that has an account: its owner may have forgotten it. */
  async function offerSetPassword(userId: string, email: string) {
    if (await app.throttle.count(RULES.resetPerTarget, email)) return;
    await app.database.transaction(async (tx) => {
      const { token } = await issueLink(tx, userId, 'set');
      await app.outbox.enqueue(tx, {
        channel: 'email',
        recipient: email,
        userId,
        subject: 'You already have a PainPoint account',
        body: [
          'Hello,',
          '',
          'Someone tried to create a PainPoint account with this e-mail address, which already has one.',
          '',
          `If it was you, you can log in at ${opts.publicUrl}/login, or choose a new password with this link within ${LINK_TTL_MINUTES} minutes (it works once):`,
          `${opts.publicUrl}/set-password/${token}`,
          '',
          'If it was not you, you can ignore this e-mail: nothing has changed.',
          '',
          'PainPoint',
        ].join('\n'),
      });
    });
    app.outbox.kick();
  }

  // Spec §7 sends these with a bearer header and no body: none, an empty one or `{}` is accepted.
  await app.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    acceptEmptyJsonBody(scope);
    const NoBody = z.object({}).strict().nullish();

    scope.post(
      '/user/delete-user-account/',
      {
        ...bearer,
        schema: {
          tags: ['accounts'],
          summary: 'Delete the account and all of its personal data',
          description:
            'Deletes the account, its profile and consent records, its sessions, its pending links and codes, its contact messages and its queued mail. Every session ends. ' +
            'The body may be absent, empty or `{}`; without a valid bearer token the answer is 401 whatever the body.',
          security: [{ bearer: [] }],
          body: NoBody,
          response: { 200: MessageOk, ...errors },
        },
      },
      async (request, reply) => {
        const account = request.account!;
        await app.database.query('DELETE FROM users WHERE id = $1', [account.id]);
        clearSessionCookies(reply);
        request.log.info({ event: 'account_deleted', user: account.id }, 'account deleted');
        return { message: 'Your account and all of its data have been deleted.' };
      },
    );

    scope.post(
      '/user/logout-all/',
      {
        ...bearer,
        schema: {
          tags: ['accounts'],
          summary: 'Sign out on every device',
          description:
            'Every login of the account ends at once, access tokens included. The body may be absent, empty or `{}`.',
          security: [{ bearer: [] }],
          body: NoBody,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await app.database.transaction((tx) => endAllSessions(tx, request.account!.id));
        clearSessionCookies(reply);
        return reply.code(204).send(null);
      },
    );
  });

  app.get(
    '/user/profile/',
    {
      ...bearer,
      schema: {
        tags: ['profile'],
        summary: 'The account and, if its owner consented, their profile details',
        security: [{ bearer: [] }],
        response: { 200: Account, ...errors },
      },
    },
    async (request) => loadAccount(app.database, request.account!.id),
  );

  app.put(
    '/user/profile/',
    {
      ...bearer,
      schema: {
        tags: ['profile'],
        summary: 'Store or change the profile details, with consent to the current notice',
        description: `The details are stored only with \`consent.agreed: true\` for the notice version shown (now "${PROFILE_NOTICE_VERSION}"); consent is recorded with its time and version.`,
        security: [{ bearer: [] }],
        body: ProfileInput,
        response: { 200: Account, ...errors },
      },
    },
    async (request) => {
      const userId = request.account!.id;
      const { consent, ...fields } = request.body;
      if (consent.notice_version !== PROFILE_NOTICE_VERSION) {
        throw new HttpError(
          409,
          'CONFLICT',
          'The privacy notice has changed since this page was opened. Please reload the page, read it again and confirm.',
        );
      }
      return app.database.transaction(async (tx) => {
        const [before] = await tx.query<{ consent_notice_version: string }>(
          'SELECT consent_notice_version FROM profiles WHERE user_id = $1 FOR UPDATE',
          [userId],
        );
        const newConsent = before?.consent_notice_version !== consent.notice_version;
        await tx.query(
          `INSERT INTO profiles (user_id, name, age_range, sex, body_type, consent_given_at, consent_notice_version)
           VALUES ($1, $2, $3, $4, $5, now(), $6)
           ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, age_range = EXCLUDED.age_range,
             sex = EXCLUDED.sex, body_type = EXCLUDED.body_type, updated_at = now(),
             consent_given_at = CASE WHEN profiles.consent_notice_version = EXCLUDED.consent_notice_version
                                     THEN profiles.consent_given_at ELSE now() END,
             consent_notice_version = EXCLUDED.consent_notice_version`,
          [userId, fields.name, fields.age_range, fields.sex, fields.body_type, consent.notice_version],
        );
        if (newConsent) {
          await tx.query("INSERT INTO consent_events (user_id, action, notice_version) VALUES ($1, 'given', $2)", [
            userId,
            consent.notice_version,
          ]);
        }
        return loadAccount(tx, userId);
      });
    },
  );

  app.delete(
    '/user/profile/',
    {
      ...bearer,
      schema: {
        tags: ['profile'],
        summary: 'Withdraw consent: the profile details are deleted',
        security: [{ bearer: [] }],
        response: { 200: MessageOk, ...errors },
      },
    },
    async (request) => {
      const userId = request.account!.id;
      await app.database.transaction(async (tx) => {
        const gone = await tx.query('DELETE FROM profiles WHERE user_id = $1 RETURNING user_id', [userId]);
        if (gone.length > 0) {
          await tx.query(
            "INSERT INTO consent_events (user_id, action, notice_version) VALUES ($1, 'withdrawn', NULL)",
            [userId],
          );
        }
      });
      return { message: 'Your consent is withdrawn and your profile details are deleted.' };
    },
  );

  app.get(
    '/user/export/',
    {
      ...bearer,
      schema: {
        tags: ['profile'],
        summary: 'Everything stored about the account, as one JSON document',
        security: [{ bearer: [] }],
        response: { 200: AccountExport, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.account!.id;
      const [account, consents, messages, sessions] = await Promise.all([
        loadAccount(app.database, userId),
        app.database.query<{ action: 'given' | 'withdrawn'; notice_version: string | null; at: Date | string }>(
          'SELECT action, notice_version, at FROM consent_events WHERE user_id = $1 ORDER BY id',
          [userId],
        ),
        app.database.query<{ name: string; email: string; msg: string; created_at: Date | string }>(
          'SELECT name, email, msg, created_at FROM contact_messages WHERE user_id = $1 ORDER BY id',
          [userId],
        ),
        app.database.query<{ started_at: Date | string; expires_at: Date | string; active: boolean }>(
          `SELECT s.created_at AS started_at, s.expires_at,
                  (s.revoked_at IS NULL AND EXISTS (SELECT 1 FROM refresh_tokens t
                                                     WHERE t.family_id = s.id AND t.used_at IS NULL AND t.expires_at > now())) AS active
             FROM sessions s WHERE s.user_id = $1 ORDER BY s.created_at`,
          [userId],
        ),
      ]);
      reply.header('content-disposition', 'attachment; filename="painpoint-my-data.json"');
      reply.header('cache-control', 'no-store');
      return {
        exported_at: new Date().toISOString(),
        account,
        consent_history: consents.map((c) => ({ action: c.action, notice_version: c.notice_version, at: iso(c.at) })),
        messages: messages.map((m) => ({ name: m.name, email: m.email, msg: m.msg, sent_at: iso(m.created_at) })),
        sessions: sessions.map((s) => ({
          started_at: iso(s.started_at),
          expires_at: iso(s.expires_at),
          active: s.active,
        })),
      };
    },
  );
};
export default routes;
