import {
  Account,
  AccountExport,
  DeleteAccountRequest,
  ErrorBody,
  LanguageChoice,
  MessageOk,
  PROFILE_NOTICE_VERSION,
  ProfileInput,
  RECENT_LOGIN_MINUTES,
} from '@painpoint/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies } from '../../accounts/cookies.ts';
import { acceptEmptyJsonBody } from '../../accounts/empty-body.ts';
import { eraseAccount } from '../../accounts/erasure.ts';
import { exportAccount, loadAccount, saveProfile, withdrawConsent } from '../../accounts/profile.ts';
import {
  confirmPasswordIfNotRecent,
  PASSWORD_AFTER_RECENT_LOGIN,
  WHOLESALE_DELETE_WORDS,
} from '../../accounts/reauth.ts';
import { endAllSessions } from '../../accounts/sessions.ts';
import { setUserLanguage } from '../../db/repositories/users.ts';
import { HttpError } from '../../plugins/app/errors.ts';
import { told } from '../../wording/index.ts';

export interface AccountRoutesOptions {
  publicUrl: string;
  /** The erasure journal's file (decision 111). */
  erasureJournal: string;
}

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/**
 * The calls of a logged-in person about their own account: profile, language, export, signing out
 * everywhere and deleting the account. Registered in the bearer scope (routes/user/index.ts), which
 * authenticates each call before its body is read and documents the bearer token.
 */
const routes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, opts) => {
  // docs/product.md §7 sends these with a bearer header and no body: none, an empty one or `{}` is accepted.
  await app.register(async (child) => {
    const scope = child.withTypeProvider<ZodTypeProvider>();
    acceptEmptyJsonBody(scope);
    const NoBody = z.object({}).strict().nullish();

    scope.post(
      '/user/delete-user-account/',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Delete the account and all of its personal data',
          description:
            "Deletes the account, its profile and consent records, its saved assessments, its sessions, its links and codes, its contact messages (also those sent with its address as a visitor) with the mail about them, and any mail or text to its address or number. Every session ends, and a notice that the account was deleted goes to the address or number, in the account's language. " +
            `Within ${RECENT_LOGIN_MINUTES} minutes of logging in, the body may be absent, empty or \`{}\` (docs/product.md §7). After that, \`{ "password": "…" }\` is needed: without it, or with a wrong one, the answer is 403 and nothing is deleted; ` +
            '5 wrong passwords in 15 minutes are answered 429 with Retry-After. Without a valid bearer token the answer is 401 whatever the body.',
          body: DeleteAccountRequest,
          response: { 200: MessageOk, ...errors },
        },
      },
      async (request, reply) => {
        const account = request.account!;
        await confirmPasswordIfNotRecent(app, request, request.body?.password, {
          missing: (w) => w.passwordToDelete,
          wrong: (w) => w.wrongPasswordToDelete,
        });
        const spooledMessagesRemoved = await eraseAccount(app.database, account, {
          publicUrl: opts.publicUrl,
          journal: opts.erasureJournal,
          // A spool that cannot be cleaned is the operator's to fix (logged as an error), not a
          // reason to keep the account: the person would only retry.
          forgetMessages: (recipients) =>
            app.outbox.forget(recipients).catch((err: unknown) => {
              request.log.error(
                { err, user: account.id },
                "the deleted account's messages could not be removed from the development outbox",
              );
              return 0;
            }),
        });
        app.outbox.kick();
        app.retention.soon();
        clearSessionCookies(reply);
        request.log.info({ event: 'account_deleted', user: account.id, spooledMessagesRemoved }, 'account deleted');
        return told(request, reply, (w) => w.accountDeleted);
      },
    );

    scope.delete(
      '/user/profile/',
      {
        schema: {
          tags: ['profile'],
          summary: 'Withdraw consent: the profile details are deleted',
          description: `${PASSWORD_AFTER_RECENT_LOGIN} 403 and nothing is deleted.`,
          body: DeleteAccountRequest,
          response: { 200: MessageOk, ...errors },
        },
      },
      async (request, reply) => {
        await confirmPasswordIfNotRecent(app, request, request.body?.password, WHOLESALE_DELETE_WORDS);
        await withdrawConsent(app.database, request.account!.id);
        return told(request, reply, (w) => w.consentWithdrawn);
      },
    );

    scope.post(
      '/user/logout-all/',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Sign out on every device',
          description:
            'Every login of the account ends at once, access tokens included. The body may be absent, empty or `{}`.',
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
      schema: {
        tags: ['profile'],
        summary: 'The account and, if its owner consented, their profile details',
        response: { 200: Account, ...errors },
      },
    },
    async (request) => loadAccount(app.database, request.account!.id),
  );

  app.put(
    '/user/profile/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Store or change the profile details, with consent to the current notice',
        description: `The details are stored only with \`consent.agreed: true\` for the notice version shown (now "${PROFILE_NOTICE_VERSION}"); consent is recorded with its time and version.`,
        body: ProfileInput,
        response: { 200: Account, ...errors },
      },
    },
    async (request) => {
      if (request.body.consent.notice_version !== PROFILE_NOTICE_VERSION) {
        throw new HttpError(409, 'CONFLICT', (w) => w.privacyNoticeChanged);
      }
      return saveProfile(app.database, request.account!.id, request.body);
    },
  );

  app.put(
    '/user/language/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Keep the language the person chose on the site (an addition to the spec)',
        description:
          'The site opens in it when they log in on another device, and their mail and texts are written in it. Kept with the account itself, not with the profile details: it needs no consent and stays when consent is withdrawn.',
        body: LanguageChoice,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await setUserLanguage(app.database, request.account!.id, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/user/export/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Everything stored about the account, as one JSON document',
        description:
          'The account and profile, every consent given or withdrawn (profile and history), contact messages, logins, the history consent and every saved assessment with its answers.',
        response: { 200: AccountExport, ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(app.database, request.account!.id);
      reply.header('content-disposition', 'attachment; filename="painpoint-my-data.json"');
      reply.header('cache-control', 'no-store');
      return { exported_at: new Date().toISOString(), ...data };
    },
  );
};
export default routes;
